import type { AnswerFeedback, QuizQuestion as Question } from '@fc/contracts/learning';
import { ArrowRight, CircleCheck, CircleX, Lightbulb } from 'lucide-react';
import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress';
import { QuizCountdown } from '@/features/learning/components/quiz-countdown';
import { cn } from '@/lib/cn';

const LETTERS = 'ABCDEFGHIJ';

export interface QuizQuestionProps {
  question: Question;
  index: number;
  total: number;
  secondsLeft: number;
  selected: number | null;
  feedback: AnswerFeedback | null;
  isSending: boolean;
  onSelect: (answerIndex: number) => void;
  onNext: () => void;
}

function optionClasses(
  optionIndex: number,
  selected: number | null,
  feedback: AnswerFeedback | null,
): string {
  if (feedback) {
    if (optionIndex === feedback.correctAnswer) return 'border-green-600 bg-success-soft';
    if (optionIndex === selected) return 'border-red-600 bg-danger-soft';
    return 'border-slate-200 bg-white opacity-70';
  }
  return optionIndex === selected
    ? 'border-primary-600 bg-primary-50 ring-1 ring-primary-600'
    : 'border-slate-200 bg-white hover:border-primary-300 hover:bg-slate-50';
}

/** One question: its options as a radio group, then the feedback for the answer given. */
export function QuizQuestion({
  question,
  index,
  total,
  secondsLeft,
  selected,
  feedback,
  isSending,
  onSelect,
  onNext,
}: QuizQuestionProps) {
  const name = useId();
  const isLast = index === total - 1;
  const locked = feedback !== null || isSending;
  const correctOption = feedback ? question.options[feedback.correctAnswer] : undefined;

  return (
    <Card className="overflow-hidden">
      <div className="space-y-3 border-b border-slate-200 p-4 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <span className="text-sm font-semibold text-slate-700">
            Question {index + 1} of {total}
          </span>
          <QuizCountdown seconds={secondsLeft} />
        </div>
        <ProgressBar
          value={index + (feedback ? 1 : 0)}
          max={total}
          label="Quiz progress"
          valueText={`Question ${index + 1} of ${total}`}
        />
      </div>

      <form
        className="space-y-5 p-4 sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (selected !== null && !locked) onNext();
        }}
      >
        <fieldset disabled={locked} className="space-y-3">
          <legend className="mb-4 text-lg font-bold text-slate-900 sm:text-xl">
            {question.question}
          </legend>
          {question.options.map((option, optionIndex) => (
            <label
              key={optionIndex}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl border-2 p-3 transition-colors sm:p-4',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
                locked && 'cursor-default',
                optionClasses(optionIndex, selected, feedback),
              )}
            >
              <input
                type="radio"
                name={name}
                value={optionIndex}
                checked={selected === optionIndex}
                onChange={() => onSelect(optionIndex)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                  selected === optionIndex && !feedback
                    ? 'bg-primary-600 text-white'
                    : 'bg-slate-100 text-slate-700',
                )}
              >
                {LETTERS[optionIndex] ?? optionIndex + 1}
              </span>
              <span className="flex-1 text-slate-800">{option}</span>
              {feedback && optionIndex === feedback.correctAnswer ? (
                <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-green-700" />
              ) : feedback && optionIndex === selected ? (
                <CircleX aria-hidden="true" className="size-5 shrink-0 text-red-700" />
              ) : null}
            </label>
          ))}
        </fieldset>

        <div role="status" aria-live="polite">
          {feedback ? (
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
              {!feedback.isCorrect && correctOption ? (
                <p className="mt-1 text-sm">
                  The correct answer is: <strong>{correctOption}</strong>
                </p>
              ) : null}
              {feedback.explanation ? (
                <p className="mt-2 flex gap-2 text-sm text-slate-800">
                  <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
                  {feedback.explanation}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>

        <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-center text-sm text-slate-500 sm:text-left">
            {feedback
              ? isLast
                ? 'Finishing the quiz…'
                : 'Next question coming up…'
              : 'Each answer is final once sent.'}
          </p>
          <Button type="submit" size="lg" disabled={selected === null || locked}>
            {isSending ? 'Checking…' : isLast ? 'Finish Quiz' : 'Next Question'}
            <ArrowRight aria-hidden="true" />
          </Button>
        </div>
      </form>
    </Card>
  );
}
