import {
  parseWholeDollars,
  wholeDollarsMessage,
  type BudgetAnswer,
  type BudgetQuestion,
} from '@fc/contracts/budget';
import { ChevronRight, CircleCheck, Search } from 'lucide-react';
import { useId, useState, type Ref } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InlineAlert } from '@/components/ui/inline-alert';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { useSaveBudgetAnswer } from '@/features/budgeting/api/save-answer';
import { AnswerField } from '@/features/budgeting/components/answer-field';
import { SourceLinks } from '@/features/budgeting/components/source-links';
import { getQuestionIcon } from '@/features/budgeting/utils/question-icons';
import { getErrorMessage } from '@/lib/api-client';

/**
 * One question (docs/product.md sections 2 and 5): its icon, title and description, the research brief and
 * sources for research questions, the answer field for its type, optional notes, and 'Save and
 * Next' ('Save' on the last question), disabled while the answer is blank or saving. A number that
 * is not whole dollars, or past the question's largest, is refused here, before sending, with the
 * server's own message; a refused save shows the server's reason. An answer the server warns about
 * (an unusual amount) shows the warning beside the field: it is saved, and the student stays to
 * check it; saving it unchanged again moves on. `onSaved` runs after a save, saying whether to
 * move on; `onRefused` when either refusal shows.
 */
export function QuestionCard({
  planId,
  question,
  number,
  total,
  saved,
  warning,
  isLast,
  headingRef,
  onSaved,
  onRefused,
}: {
  planId: number;
  question: BudgetQuestion;
  /** Its place among the 29 questions, or among the optional ones for an optional question. */
  number: number;
  total: number;
  saved: BudgetAnswer | undefined;
  /** The server's warning about the saved answer (docs/product.md), if it has one. */
  warning: string | undefined;
  /** The last question: its button only saves. */
  isLast: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onSaved: (next: { shouldMoveOn: boolean }) => void;
  onRefused: () => void;
}) {
  const [answer, setAnswer] = useState(saved?.answer ?? '');
  const [notes, setNotes] = useState(saved?.notes ?? '');
  // The form's own refusal of a number that is not whole dollars (nothing is sent).
  const [answerError, setAnswerError] = useState<string | null>(null);
  const save = useSaveBudgetAnswer();
  const ids = {
    heading: useId(),
    description: useId(),
    answer: useId(),
    hint: useId(),
    error: useId(),
    warning: useId(),
  };
  const Icon = getQuestionIcon(question.icon);
  const trimmedAnswer = answer.trim();
  // The warning is about the saved answer: it shows while the field still holds that answer.
  const shownWarning = warning !== undefined && trimmedAnswer === saved?.answer ? warning : null;

  return (
    <Card role="region" aria-labelledby={ids.heading} className="overflow-hidden">
      <div className="space-y-3 border-b border-slate-200 p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          <span className="font-semibold text-slate-700">
            {question.isOptional ? 'Optional question' : 'Question'} {number} of {total}
          </span>
          <Badge variant="primary">
            {question.isOptional ? `${question.category} (optional)` : question.category}
          </Badge>
          {saved ? (
            <Badge variant="success" icon={CircleCheck}>
              Answered
            </Badge>
          ) : null}
        </div>
        <div className="flex items-start gap-3 sm:gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-600">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0">
            <h2
              id={ids.heading}
              ref={headingRef}
              tabIndex={-1}
              className="rounded-md text-lg font-bold text-slate-900 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 sm:text-xl"
            >
              {question.title}
            </h2>
            <p id={ids.description} className="mt-1 text-slate-600">
              {question.description}
            </p>
          </div>
        </div>
        {question.research ? <ResearchBrief research={question.research} /> : null}
      </div>

      <form
        className="space-y-5 p-4 sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (!trimmedAnswer || save.isPending) return;
          if (question.type === 'number') {
            const figure = parseWholeDollars(trimmedAnswer, question.bounds?.max);
            if (!figure.isValid) {
              save.reset();
              setAnswerError(wholeDollarsMessage(question, figure.reason));
              onRefused();
              return;
            }
          }
          setAnswerError(null);
          // A warning the student has already seen for this very answer does not stop them again.
          const isWarningSeen = shownWarning !== null;
          save.mutate(
            {
              planId,
              questionId: question.id,
              answer: trimmedAnswer,
              notes: notes.trim() || null,
            },
            {
              onSuccess: (plan) => {
                const isWarned = plan.summary.warnings.some(
                  (candidate) => candidate.questionId === question.id,
                );
                onSaved({ shouldMoveOn: !isWarned || isWarningSeen });
              },
              onError: onRefused,
            },
          );
        }}
      >
        <AnswerField
          question={question}
          value={answer}
          onChange={(value) => {
            setAnswer(value);
            setAnswerError(null);
          }}
          ids={ids}
          error={answerError}
          warning={shownWarning}
          isLast={isLast}
        />

        <FormField
          label={
            <>
              Notes <span className="font-normal text-slate-500">(optional)</span>
            </>
          }
        >
          {(control) => (
            <Textarea
              {...control}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              rows={2}
              maxLength={2000}
              placeholder="Where the number came from, or what you want to remember"
              className="min-h-28 resize-y"
            />
          )}
        </FormField>

        {save.isError ? (
          <InlineAlert>{getErrorMessage(save.error, 'Failed to save answer')}</InlineAlert>
        ) : null}

        <Button type="submit" disabled={!trimmedAnswer || save.isPending}>
          {save.isPending ? 'Saving…' : isLast ? 'Save' : 'Save and Next'}
          {isLast || save.isPending ? null : <ChevronRight aria-hidden="true" />}
        </Button>
      </form>
    </Card>
  );
}

/** A research question's instructions and sources; the sources open in a new tab. */
function ResearchBrief({ research }: { research: NonNullable<BudgetQuestion['research']> }) {
  return (
    <div className="rounded-xl border border-secondary-200 bg-secondary-50 p-4 text-sm">
      <h3 className="flex items-center gap-2 font-semibold text-secondary-800">
        <Search aria-hidden="true" className="size-4" />
        Research it
      </h3>
      <p className="mt-1 text-slate-700">{research.instructions}</p>
      <p className="mt-3 font-semibold text-slate-800">Sources</p>
      <SourceLinks sources={research.sources} />
    </div>
  );
}
