import { masteryResultSchema, type Flashcard, type MasteryResult } from '@fc/contracts/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { learningKeys } from '@/api/query-keys';
import { useRefreshProgress } from '@/features/learning/api/use-refresh-progress';
import { api } from '@/lib/api-client';

export interface MasterFlashcardInput {
  moduleId: number;
  flashcardId: number;
}

/** POST /api/lessons/{moduleId}/flashcards/{flashcardId}/mastery ("Got It!", signed in only). */
export function masterFlashcard({
  moduleId,
  flashcardId,
}: MasterFlashcardInput): Promise<MasteryResult> {
  return api.post<MasteryResult>(
    `/api/lessons/${moduleId}/flashcards/${flashcardId}/mastery`,
    undefined,
    { schema: import.meta.env.DEV ? masteryResultSchema : undefined },
  );
}

export function useMasterFlashcard({
  userId,
  onSuccess,
  onError,
}: {
  userId: number;
  onSuccess?: (result: MasteryResult, input: MasterFlashcardInput) => void;
  onError?: (error: unknown, input: MasterFlashcardInput) => void;
}) {
  const queryClient = useQueryClient();
  const refreshProgress = useRefreshProgress();
  return useMutation({
    mutationFn: masterFlashcard,
    onSuccess: (result, input) => {
      // The cached deck remembers the card, for the next visit to this page.
      queryClient.setQueryData<Flashcard[]>(
        learningKeys.flashcards(input.moduleId, userId),
        (cards) =>
          cards?.map((card) =>
            card.id === input.flashcardId ? { ...card, isMastered: true } : card,
          ),
      );
      onSuccess?.(result, input);
      void refreshProgress();
    },
    onError,
  });
}
