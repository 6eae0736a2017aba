import type { BudgetQuestion, BudgetSummary } from '@fc/contracts/budget';
import { ArrowRight, CircleAlert, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { getMissingQuestions } from '@/features/budgeting/utils/questions';

/** A note above the summary about the answers, in amber: its heading, then what it lists. */
function AnswersNote({
  label,
  icon: Icon,
  heading,
  children,
}: {
  label: string;
  icon: LucideIcon;
  heading: string;
  children: ReactNode;
}) {
  return (
    <div
      role="note"
      aria-label={label}
      className="rounded-2xl border border-amber-200 bg-warning-soft p-4 sm:p-5"
    >
      <p className="flex items-start gap-2 font-semibold text-amber-900">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {heading}
      </p>
      {children}
    </div>
  );
}

/** A question's title as a button that opens it on the questions tab. */
function QuestionButton({ title, onClick }: { title: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1 rounded-full border border-amber-300 bg-white px-3 py-1.5 text-left text-sm font-medium text-amber-900 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
    >
      {title}
      <ArrowRight aria-hidden="true" className="size-3.5 shrink-0" />
    </button>
  );
}

/** A plan's summary and its questions, and a way to one of them. */
export interface SummaryAnswersProps {
  summary: BudgetSummary;
  questions: readonly BudgetQuestion[];
  /** Opens the question at this position on the questions tab. */
  onAnswerQuestion: (index: number) => void;
}

/** The questions the figures still lack, each a button to it; they count as $0 meanwhile. */
export function MissingAnswers({ summary, questions, onAnswerQuestion }: SummaryAnswersProps) {
  const missing = getMissingQuestions(questions, summary.missingInputs);
  if (missing.length === 0) return null;
  return (
    <AnswersNote
      label="Missing answers"
      icon={CircleAlert}
      heading="Answer these questions to complete your summary:"
    >
      <ul className="mt-3 flex flex-wrap gap-2">
        {missing.map(({ question, index }) => (
          <li key={question.id}>
            <QuestionButton title={question.title} onClick={() => onAnswerQuestion(index)} />
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-amber-900">Until then, they count as $0 below.</p>
    </AnswersNote>
  );
}

/**
 * The answers the server finds unusual, each with its reason and a button to its question: the
 * figures below count them as given, so a typo (a yearly cost as a monthly one) shows here first.
 */
export function AnswersToCheck({
  warnings,
  questions,
  onAnswerQuestion,
}: {
  warnings: BudgetSummary['warnings'];
  questions: readonly BudgetQuestion[];
  onAnswerQuestion: (index: number) => void;
}) {
  if (warnings.length === 0) return null;
  return (
    <AnswersNote
      label="Answers to check"
      icon={TriangleAlert}
      heading="Please check these answers: the figures below count them as you gave them."
    >
      <ul className="mt-3 space-y-3">
        {warnings.map(({ questionId, message }) => {
          const index = questions.findIndex((question) => question.id === questionId);
          const question = questions[index];
          return (
            <li key={questionId} className="space-y-1.5">
              {question ? (
                <QuestionButton title={question.title} onClick={() => onAnswerQuestion(index)} />
              ) : null}
              <p className="text-sm text-amber-900">{message}</p>
            </li>
          );
        })}
      </ul>
    </AnswersNote>
  );
}
