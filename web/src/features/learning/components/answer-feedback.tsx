import type { AnswerFeedback } from '@fc/contracts/learning';
import { CircleCheck, CircleX, Lightbulb } from 'lucide-react';

import { cn } from '@/lib/cn';

/** Right or wrong, the right answer after a wrong one, and the question's explanation. */
export function AnswerFeedbackBox({
  feedback,
  correctText,
  isMultiple,
}: {
  feedback: AnswerFeedback;
  correctText: string | undefined;
  isMultiple: boolean;
}) {
  return (
    <div
      className={cn(
        'rounded-xl border p-4',
        feedback.isCorrect
          ? 'border-green-200 bg-success-soft text-green-900'
          : 'border-red-200 bg-danger-soft text-red-900',
      )}
    >
      <p className="flex items-center gap-2 font-bold">
        {feedback.isCorrect ? (
          <CircleCheck aria-hidden="true" className="size-5" />
        ) : (
          <CircleX aria-hidden="true" className="size-5" />
        )}
        {feedback.isCorrect ? 'Correct!' : 'Incorrect'}
      </p>
      {!feedback.isCorrect && correctText ? (
        <p className="mt-1 text-sm">
          {isMultiple ? 'The correct answers are: ' : 'The correct answer is: '}
          <strong>{correctText}</strong>
        </p>
      ) : null}
      {feedback.explanation ? (
        <p className="mt-2 flex gap-2 text-sm text-slate-800">
          <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
          {feedback.explanation}
        </p>
      ) : null}
    </div>
  );
}
