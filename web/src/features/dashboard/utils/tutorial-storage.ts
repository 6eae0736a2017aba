/**
 * Where the tutorial remembers itself on this browser (docs/product.md section 2 "Dashboard"); a
 * signed-in user's account remembers it too (`tutorialCompletedAt`, on every browser):
 * - `tutorialSeen:guest` in localStorage: the tour has been shown to the guest on this browser.
 *   `tutorialSeen:<userId>` is only read: written before the account remembered the tour, it
 *   counts as seen and is passed on to the account;
 * - `tutorialActive` in sessionStorage: the step of a tour that sent the person to another page,
 *   so that "Back to Tutorial" returns to it. Cleared when the tour is closed.
 */

export type TutorialUserKey = number | 'guest';

const ACTIVE_KEY = 'tutorialActive';
const CHANGE_EVENT = 'finance-club:tutorial';

export const tutorialSeenKey = (userKey: TutorialUserKey) => `tutorialSeen:${userKey}`;

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    // Blocked storage (privacy settings): the tour simply does not remember anything.
    return null;
  }
}

export function hasSeenTutorial(userKey: TutorialUserKey): boolean {
  return storage('localStorage')?.getItem(tutorialSeenKey(userKey)) === 'true';
}

export function markTutorialSeen(userKey: TutorialUserKey): void {
  try {
    storage('localStorage')?.setItem(tutorialSeenKey(userKey), 'true');
  } catch {
    // A full or blocked storage: the tour may show again next time, which is harmless.
  }
}

/** The step of the tour in progress on another page, or null when no tour is in progress. */
export function getActiveTutorialStep(): number | null {
  const value = storage('sessionStorage')?.getItem(ACTIVE_KEY);
  if (value == null || !/^\d+$/.test(value)) return null;
  return Number(value);
}

export function setActiveTutorialStep(step: number): void {
  try {
    storage('sessionStorage')?.setItem(ACTIVE_KEY, String(step));
  } catch {
    // Without storage the "Back to Tutorial" banner just does not show.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearActiveTutorial(): void {
  storage('sessionStorage')?.removeItem(ACTIVE_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** For useSyncExternalStore: calls `onChange` when the tour starts or ends (in this tab). */
export function subscribeToTutorial(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}
