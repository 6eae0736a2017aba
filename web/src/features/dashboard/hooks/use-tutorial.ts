import { useCallback, useEffect, useRef, useState } from 'react';

import { useCompleteTutorial } from '@/features/dashboard/api/complete-tutorial';
import {
  clearActiveTutorial,
  getActiveTutorialStep,
  hasSeenTutorial,
  markTutorialSeen,
  setActiveTutorialStep,
} from '@/features/dashboard/utils/tutorial-storage';
import type { User } from '@/types/api';

/**
 * The tour's state: it opens by itself on a signed-in user's first visit, or to resume a tour
 * that sent the user to another page; the Tutorial button reopens it from the start. Once it
 * has been shown, the account remembers it (`tutorialCompletedAt`), so a new browser does not
 * show it again; a guest, who has no account, is remembered on this browser only.
 */
export function useTutorial(user: User | null) {
  // A `tutorialSeen:<id>` flag from before the account remembered the tour counts as seen too.
  const isSeenByUser =
    user !== null && (user.tutorialCompletedAt !== null || hasSeenTutorial(user.id));
  const [state, setState] = useState(() => {
    const activeStep = getActiveTutorialStep();
    if (activeStep !== null) return { open: true, step: activeStep };
    return { open: user !== null && !isSeenByUser, step: 0 };
  });
  const { mutate: saveOnAccount } = useCompleteTutorial();
  const isSaveSent = useRef(false);
  const needsSaving =
    user !== null && user.tutorialCompletedAt === null && (state.open || isSeenByUser);
  useEffect(() => {
    if (user === null) {
      if (state.open) markTutorialSeen('guest');
      return;
    }
    if (!needsSaving || isSaveSent.current) return;
    isSaveSent.current = true;
    saveOnAccount();
  }, [user, state.open, needsSaving, saveOnAccount]);
  const close = useCallback(() => {
    clearActiveTutorial();
    setState({ open: false, step: 0 });
  }, []);
  const reopen = useCallback(() => setState({ open: true, step: 0 }), []);
  const changeStep = useCallback((step: number) => setState({ open: true, step }), []);
  return { ...state, close, reopen, changeStep, leave: setActiveTutorialStep };
}
