import type {
  AnswerFeedback,
  QuizQuestion as Question,
  QuizQuestionType,
} from '@fc/contracts/learning';
import { Check, CircleCheck, CircleX } from 'lucide-react';
import { useId } from 'react';

import type { AnswerDraft } from '@/features/learning/utils/quiz-answers';
import { cn } from '@/lib/cn';

const LETTERS = 'ABCDEFGHIJ';

/** Whether an option is a right one, by the feedback. */
export function isRightOption(optionIndex: number, feedback: AnswerFeedback): boolean {
  return feedback.type === 'multiple'
    ? (feedback.correctAnswers ?? []).includes(optionIndex)
    : optionIndex === feedback.correctAnswer;
}

function optionClasses(
  optionIndex: number,
  chosen: boolean,
  feedback: AnswerFeedback | null,
): string {
  if (feedback) {
    if (isRightOption(optionIndex, feedback)) return 'border-green-600 bg-success-soft';
    if (chosen) return 'border-red-600 bg-danger-soft';
    return 'border-slate-200 bg-white opacity-70';
  }
  return chosen
    ? 'border-primary-600 bg-primary-50 ring-1 ring-primary-600'
    : 'border-slate-200 bg-white hover:border-primary-300 hover:bg-slate-50';
}

/**
 * A question's options as large tappable cards: radio buttons (single choice) or checkboxes
 * (select all that apply), lettered; once answered, the right ones marked green and a wrong pick
 * red.
 */
export function QuizOptions({
  question,
  type,
  draft,
  feedback,
  locked,
  onSelect,
  onToggle,
}: {
  question: Question;
  type: Exclude<QuizQuestionType, 'numeric'>;
  draft: AnswerDraft;
  feedback: AnswerFeedback | null;
  locked: boolean;
  onSelect: (answerIndex: number) => void;
  onToggle: (answerIndex: number) => void;
}) {
  const name = useId();
  const isChosen = (optionIndex: number) =>
    type === 'multiple' ? draft.checked.includes(optionIndex) : draft.selected === optionIndex;
  return question.options.map((option, optionIndex) => (
    <label
      key={optionIndex}
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-xl border-2 p-3 transition-colors sm:p-4',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
        locked && 'cursor-default',
        optionClasses(optionIndex, isChosen(optionIndex), feedback),
      )}
    >
      {type === 'multiple' ? (
        <input
          type="checkbox"
          name={name}
          value={optionIndex}
          checked={draft.checked.includes(optionIndex)}
          onChange={() => onToggle(optionIndex)}
          className="sr-only"
        />
      ) : (
        <input
          type="radio"
          name={name}
          value={optionIndex}
          checked={draft.selected === optionIndex}
          onChange={() => onSelect(optionIndex)}
          className="sr-only"
        />
      )}
      <span
        aria-hidden="true"
        className={cn(
          'flex size-8 shrink-0 items-center justify-center text-sm font-bold',
          type === 'multiple' ? 'rounded-md' : 'rounded-full',
          isChosen(optionIndex) && !feedback
            ? 'bg-primary-600 text-white'
            : 'bg-slate-100 text-slate-700',
        )}
      >
        {type === 'multiple' && isChosen(optionIndex) ? (
          <Check className="size-4" />
        ) : (
          (LETTERS[optionIndex] ?? optionIndex + 1)
        )}
      </span>
      <span className="flex-1 text-slate-800">{option}</span>
      {feedback && isRightOption(optionIndex, feedback) ? (
        <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-green-700" />
      ) : feedback && isChosen(optionIndex) ? (
        <CircleX aria-hidden="true" className="size-5 shrink-0 text-red-700" />
      ) : null}
    </label>
  ));
}
