import type { BudgetAnswer, BudgetQuestion, BudgetSummary } from '@fc/contracts/budget';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, type Ref } from 'react';

import { Button } from '@/components/ui/button';
import { CategoryNav } from '@/features/budgeting/components/category-nav';
import { QuestionCard } from '@/features/budgeting/components/question-card';
import { getCategorySections } from '@/features/budgeting/utils/questions';
import { toast } from '@/lib/toast';

/**
 * 'Answer Questions' (docs/product.md section 2): category buttons that jump to a category's first
 * question, one question at a time, and Previous / Next. 'Save and Next' saves and moves on in one
 * step, unless the server warns about the answer (then the question stays, showing why). A save
 * says 'Saved' in a toast; when a question then shows an error, that toast goes, so an earlier
 * answer's 'Saved' never sits beside the current question's error.
 */
export function QuestionsTab({
  planId,
  questions,
  answers,
  warnings,
  index,
  onGoTo,
  headingRef,
}: {
  planId: number;
  questions: readonly BudgetQuestion[];
  answers: ReadonlyMap<string, BudgetAnswer>;
  /** The plan's warnings about its answers (the summary's). */
  warnings: BudgetSummary['warnings'];
  index: number;
  onGoTo: (index: number) => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  // Kept across questions: the toast may be about the question before this one.
  const savedToast = useRef<ReturnType<typeof toast> | null>(null);
  const question = questions[index];
  if (!question) return null;
  const isFirst = index === 0;
  const isLast = index === questions.length - 1;
  // The 29 count "Question n of 29"; the optional More Costs after them count on their own.
  const requiredCount = questions.filter((candidate) => !candidate.isOptional).length;
  const number = question.isOptional ? index - requiredCount + 1 : index + 1;
  const total = question.isOptional ? questions.length - requiredCount : requiredCount;

  return (
    <div className="space-y-5">
      <CategoryNav
        sections={getCategorySections(questions)}
        currentCategory={question.category}
        answers={answers}
        onJump={onGoTo}
      />
      {question.isOptional ? (
        <p
          role="note"
          aria-label="Optional questions"
          className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700"
        >
          More Costs (optional): your plan is complete without these. Answer the ones that fit your
          first year on your own, and your summary counts them.
        </p>
      ) : null}
      <QuestionCard
        // A fresh form per question, filled with its saved answer.
        key={`${planId}:${question.id}`}
        planId={planId}
        question={question}
        number={number}
        total={total}
        saved={answers.get(question.id)}
        warning={warnings.find((warning) => warning.questionId === question.id)?.message}
        isLast={isLast}
        headingRef={headingRef}
        onSaved={({ shouldMoveOn }) => {
          savedToast.current = toast({
            title: 'Saved',
            description: 'Answer saved successfully!',
            variant: 'success',
          });
          if (shouldMoveOn && !isLast) onGoTo(index + 1);
        }}
        onRefused={() => {
          savedToast.current?.dismiss();
          savedToast.current = null;
        }}
      />
      <nav aria-label="Questions" className="flex items-center justify-between gap-3">
        <Button variant="outline" disabled={isFirst} onClick={() => onGoTo(index - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <span className="text-sm text-slate-600 tabular-nums" aria-hidden="true">
          {question.isOptional ? 'Optional ' : ''}
          {number} / {total}
        </span>
        <Button variant="outline" disabled={isLast} onClick={() => onGoTo(index + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </nav>
    </div>
  );
}
