import type { AnswerFeedback, QuizQuestion as Question } from '@fc/contracts/learning';
import { readNumericAnswer } from '@fc/contracts/numeric-answer';
import { ArrowRight, Pause } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress';
import { AnswerFeedbackBox } from '@/features/learning/components/answer-feedback';
import { NumericAnswerField } from '@/features/learning/components/numeric-answer-field';
import { QuizCountdown } from '@/features/learning/components/quiz-countdown';
import { QuizOptions } from '@/features/learning/components/quiz-options';
import {
  correctAnswerText,
  isDraftReady,
  numericProblem,
  questionType,
  type AnswerDraft,
} from '@/features/learning/utils/quiz-answers';

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
            <NumericAnswerField
              question={question}
              value={draft.typed}
              error={numberError}
              ids={{ field: fieldId, hint: hintId, error: errorId }}
              onType={(value) => {
                onType(value);
                // Said again only once it is right: no scolding while the student types.
                if (numberError && readNumericAnswer(value, question.unit).ok) setNumberError(null);
              }}
              onCheck={checkTyped}
            />
          ) : (
            <QuizOptions
              question={question}
              type={type}
              draft={draft}
              feedback={feedback}
              locked={locked}
              onSelect={onSelect}
              onToggle={onToggle}
            />
          )}
        </fieldset>

        <div role="status" aria-live="polite">
          {feedback ? (
            <AnswerFeedbackBox
              feedback={feedback}
              correctText={correctText}
              isMultiple={type === 'multiple'}
            />
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
