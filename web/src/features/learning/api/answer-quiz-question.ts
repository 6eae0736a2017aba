import { answerFeedbackSchema, type AnswerFeedback } from '@fc/contracts/learning';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export interface AnswerQuizQuestionInput {
  attemptId: string;
  questionId: number;
  answerIndex: number;
}

/** POST /api/quiz/attempts/{attemptId}/answers: sends one answer (final) and returns its feedback. */
export function answerQuizQuestion({
  attemptId,
  questionId,
  answerIndex,
}: AnswerQuizQuestionInput): Promise<AnswerFeedback> {
  return api.post<AnswerFeedback>(
    `/api/quiz/attempts/${attemptId}/answers`,
    {
      questionId,
      answerIndex,
    },
    { schema: import.meta.env.DEV ? answerFeedbackSchema : undefined },
  );
}

export function useAnswerQuizQuestion() {
  return useMutation({ mutationFn: answerQuizQuestion });
}
