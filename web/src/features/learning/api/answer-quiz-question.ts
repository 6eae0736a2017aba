import { answerFeedbackSchema, type AnswerFeedback } from '@fc/contracts/learning';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** One answer: the option picked, the options ticked, or the number typed (the server reads it). */
export type AnswerQuizQuestionInput = {
  attemptId: string;
  questionId: number;
} & ({ answerIndex: number } | { answerIndexes: number[] } | { answerValue: string });

/** POST /api/quiz/attempts/{attemptId}/answers: sends one answer (final) and returns its feedback. */
export function answerQuizQuestion({
  attemptId,
  ...answer
}: AnswerQuizQuestionInput): Promise<AnswerFeedback> {
  return api.post<AnswerFeedback>(`/api/quiz/attempts/${attemptId}/answers`, answer, {
    schema: import.meta.env.DEV ? answerFeedbackSchema : undefined,
  });
}

export function useAnswerQuizQuestion() {
  return useMutation({ mutationFn: answerQuizQuestion });
}
