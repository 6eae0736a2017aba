import type { AnswerFeedback, QuizQuestion as Question } from '@fc/contracts/learning';
import { readNumericAnswer } from '@fc/contracts/numeric-answer';
import {
  ArrowRight,
  Check,
  CircleAlert,
  CircleCheck,
  CircleX,
  Lightbulb,
  Pause,
} from 'lucide-react';
import { useEffect, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ProgressBar } from '@/components/ui/progress';
import { QuizCountdown } from '@/features/learning/components/quiz-countdown';
import {
  correctAnswerText,
  isDraftReady,
  numericExample,
  numericProblem,
  questionType,
  unitWords,
  type AnswerDraft,
} from '@/features/learning/utils/quiz-answers';
import { cn } from '@/lib/cn';

const LETTERS = 'ABCDEFGHIJ';

export interface QuizQuestionProps {
  question: Question;
  index: number;
  total: number;
  secondsLeft: number;
  draft: AnswerDraft;
  feedback: AnswerFeedback | null;
  isSending: boolean;
  /** Single choice: an option picked. */
  onSelect: (answerIndex: number) => void;
  /** Select all that apply: an option ticked or unticked. */
  onToggle: (answerIndex: number) => void;
  /** Numeric entry: the text typed. */
  onType: (value: string) => void;
  /** Sends the answer. */
  onNext: () => void;
  /** After the feedback: the next question, or the results after the last. */
  onContinue: () => void;
}

/** Whether an option is a right one, by the feedback. */
function isRightOption(optionIndex: number, feedback: AnswerFeedback): boolean {
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
 * One question: a radio group (single choice), a group of checkboxes (select all that apply) or
 * a number field (numeric entry), then the feedback for the answer given.
 */
export function QuizQuestion({
  question,
  index,
  total,
  secondsLeft,
  draft,
  feedback,
  isSending,
  onSelect,
  onToggle,
  onType,
  onNext,
  onContinue,
}: QuizQuestionProps) {
  const name = useId();
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const continueId = useId();
  /** A typed answer that is not a number, said beside the field before anything is sent. */
  const [numberError, setNumberError] = useState<string | null>(null);
  const type = questionType(question);
  const isLast = index === total - 1;
  const locked = feedback !== null || isSending;
  const ready = isDraftReady(type, draft);
  const correctText = feedback ? correctAnswerText(feedback, question.options) : undefined;
  const unitLabel = unitWords(question.unit);

  const isChosen = (optionIndex: number) =>
    type === 'multiple' ? draft.checked.includes(optionIndex) : draft.selected === optionIndex;

  // The answer's fields are disabled once it is sent: the way on takes the focus, so Enter (or a
  // screen reader's next step) reaches it.
  const hasFeedback = feedback !== null;
  useEffect(() => {
    if (hasFeedback) document.getElementById(continueId)?.focus();
  }, [hasFeedback, continueId]);

  const checkTyped = (text: string): boolean => {
    if (type !== 'numeric') return true;
    const reading = readNumericAnswer(text, question.unit);
    setNumberError(reading.ok ? null : numericProblem(question.unit));
    return reading.ok;
  };

  const waitsForStudent = feedback !== null && !feedback.isCorrect;
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
          if (feedback) {
            onContinue();
            return;
          }
          if (!ready || locked) return;
          if (!checkTyped(draft.typed)) {
            document.getElementById(fieldId)?.focus();
            return;
          }
          onNext();
        }}
      >
        <fieldset
          disabled={locked}
          className="space-y-3"
          aria-describedby={type === 'single' ? undefined : hintId}
        >
          <legend className="mb-4 text-lg font-bold text-slate-900 sm:text-xl">
            {question.question}
          </legend>
          {type === 'multiple' ? (
            <p id={hintId} className="text-sm text-slate-600">
              Select all that apply. The question counts as right only if you tick every right
              option and no wrong one.
            </p>
          ) : null}
          {type === 'numeric' ? (
            <div className="space-y-1.5">
              <Label htmlFor={fieldId}>Your answer{unitLabel ? ` (${unitLabel})` : ''}</Label>
              <div className="flex items-center gap-2">
                {question.unit === '$' ? (
                  <span aria-hidden="true" className="font-semibold text-slate-700">
                    $
                  </span>
                ) : null}
                <Input
                  id={fieldId}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={draft.typed}
                  onChange={(event) => {
                    onType(event.target.value);
                    // Said again only once it is right: no scolding while the student types.
                    if (numberError && readNumericAnswer(event.target.value, question.unit).ok) {
                      setNumberError(null);
                    }
                  }}
                  onBlur={(event) => {
                    if (event.target.value.trim() !== '') checkTyped(event.target.value);
                  }}
                  aria-invalid={numberError !== null}
                  aria-describedby={numberError ? `${errorId} ${hintId}` : hintId}
                  className="max-w-60"
                />
                {question.unit === '%' || question.unit === 'years' ? (
                  <span aria-hidden="true" className="font-semibold text-slate-700">
                    {question.unit === '%' ? '%' : 'years'}
                  </span>
                ) : null}
              </div>
              {numberError ? (
                <p
                  id={errorId}
                  role="alert"
                  className="flex items-center gap-1.5 text-sm font-medium text-red-700"
                >
                  <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
                  {numberError}
                </p>
              ) : null}
              <p id={hintId} className="text-sm text-slate-600">
                Enter a number, {numericExample(question.unit)}.
              </p>
            </div>
          ) : (
            question.options.map((option, optionIndex) => (
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
            ))
          )}
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
              {!feedback.isCorrect && correctText ? (
                <p className="mt-1 text-sm">
                  {type === 'multiple' ? 'The correct answers are: ' : 'The correct answer is: '}
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
          ) : null}
        </div>

        <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center justify-center gap-1.5 text-center text-sm text-slate-500 sm:justify-start sm:text-left">
            {waitsForStudent ? (
              <>
                <Pause aria-hidden="true" className="size-4 shrink-0" />
                The clock is paused while you read.
              </>
            ) : feedback ? (
              isLast ? (
                'Finishing the quiz…'
              ) : (
                'Next question coming up…'
              )
            ) : (
              'Each answer is final once sent.'
            )}
          </p>
          {feedback ? (
            <Button id={continueId} type="submit" size="lg">
              {isLast ? 'See Results' : 'Next Question'}
              <ArrowRight aria-hidden="true" />
            </Button>
          ) : (
            <Button type="submit" size="lg" disabled={!ready || isSending}>
              {isSending ? 'Checking…' : isLast ? 'Finish Quiz' : 'Next Question'}
              <ArrowRight aria-hidden="true" />
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
