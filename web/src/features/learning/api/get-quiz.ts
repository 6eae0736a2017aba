import { quizSchema, type Quiz } from '@fc/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { learningKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/lessons/{moduleId}/quiz: the questions, never with their answers. */
export function getQuiz(moduleId: number): Promise<Quiz> {
  return api.get<Quiz>(`/api/lessons/${moduleId}/quiz`, {
    schema: import.meta.env.DEV ? quizSchema : undefined,
  });
}

export const quizQueryOptions = (moduleId: number) =>
  queryOptions({ queryKey: learningKeys.quiz(moduleId), queryFn: () => getQuiz(moduleId) });

export function useQuiz(moduleId: number, { enabled = true } = {}) {
  return useQuery({ ...quizQueryOptions(moduleId), enabled });
}
