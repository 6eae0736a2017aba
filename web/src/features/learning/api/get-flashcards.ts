import { flashcardListSchema, type Flashcard } from '@fc/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { learningKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth';

/** GET /api/lessons/{moduleId}/flashcards: the module's deck; `isMastered` is false for guests. */
export function getFlashcards(moduleId: number): Promise<Flashcard[]> {
  return api.get<Flashcard[]>(`/api/lessons/${moduleId}/flashcards`, {
    schema: import.meta.env.DEV ? flashcardListSchema : undefined,
  });
}

export const flashcardsQueryOptions = (moduleId: number, userId: number | 'guest') =>
  queryOptions({
    queryKey: learningKeys.flashcards(moduleId, userId),
    queryFn: () => getFlashcards(moduleId),
  });

export function useFlashcards(moduleId: number, { enabled = true } = {}) {
  const { user } = useSession();
  return useQuery({ ...flashcardsQueryOptions(moduleId, user?.id ?? 'guest'), enabled });
}
