import type { BudgetPlanDetail, BudgetQuestion } from '@fc/contracts/budget';
import { ArrowLeft, ChartPie, CircleCheck, FileQuestion, ListChecks } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { PageShell } from '@/components/layout/page-shell';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress';
import { LoadFailedState, LoadingState, StateCard } from '@/components/ui/state-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useBudgetPlan } from '@/features/budgeting/api/get-plan';
import { useBudgetQuestions } from '@/features/budgeting/api/get-questions';
import { BudgetSummaryView } from '@/features/budgeting/components/budget-summary';
import { InvestSavingsCard } from '@/features/budgeting/components/invest-savings-card';
import { MarkCompleteButton } from '@/features/budgeting/components/mark-complete';
import { QuestionsTab } from '@/features/budgeting/components/questions-tab';
import { areAllAnswered, getStartIndex, indexAnswers } from '@/features/budgeting/utils/questions';
import { isNotFound } from '@/lib/api-errors';
import { formatDate } from '@/lib/dates';

type PlanTab = 'questions' | 'summary';

const isPlanTab = (value: string): value is PlanTab => value === 'questions' || value === 'summary';

/** One plan (/budgeting?plan=ID): loading, missing, failed, or the questions and the summary. */
export function PlanView({ planId }: { planId: number | null }) {
  const plan = useBudgetPlan(planId);
  const questions = useBudgetQuestions();

  let body;
  if (planId === null || (plan.isError && isNotFound(plan.error))) {
    body = (
      <StateCard
        as="h1"
        icon={FileQuestion}
        tone="warning"
        title="Plan not found"
        message="This plan does not exist, or it belongs to someone else."
        actions={
          <Link to={paths.budgeting} className={buttonVariants()}>
            See your plans
          </Link>
        }
      />
    );
  } else if (plan.isError || questions.isError) {
    body = (
      <LoadFailedState
        as="h1"
        title={plan.isError ? 'Could not load this plan' : 'Could not load the questions'}
        onRetry={() => {
          if (plan.isError) void plan.refetch();
          if (questions.isError) void questions.refetch();
        }}
      />
    );
  } else if (plan.isPending || questions.isPending) {
    body = <LoadingState label="Loading your budget plan" />;
  } else {
    return (
      <PlanFrame>
        <PlanWorkspace plan={plan.data} questions={questions.data} />
      </PlanFrame>
    );
  }
  return (
    <PlanFrame>
      <div className="mx-auto w-full max-w-7xl px-4 pb-10 sm:px-6">{body}</div>
    </PlanFrame>
  );
}

/** The back link above whatever the plan view shows. */
function PlanFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <div className="mx-auto w-full max-w-7xl px-4 pt-6 sm:px-6 sm:pt-8">
        <Link
          to={paths.budgeting}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-primary-700 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          All budget plans
        </Link>
      </div>
      {children}
    </>
  );
}

/**
 * The plan's header (name, progress, Mark Complete) and its two tabs. The question shown is kept
 * here so that the summary's "answer these questions" buttons can jump to one.
 */
function PlanWorkspace({
  plan,
  questions,
}: {
  plan: BudgetPlanDetail;
  questions: readonly BudgetQuestion[];
}) {
  const answers = indexAnswers(plan.answers);
  const [tab, setTab] = useState<PlanTab>('questions');
  // A plan is picked up where it was left: its first unanswered question.
  const [questionIndex, setQuestionIndex] = useState(() => getStartIndex(questions, answers));
  const [focusRequest, setFocusRequest] = useState(0);
  const shouldFocusHeading = useRef(false);
  const headingNode = useRef<HTMLHeadingElement | null>(null);

  const index = Math.min(questionIndex, Math.max(questions.length - 1, 0));

  /*
   * After a move between questions the focus goes to the question's heading. The heading is often
   * new (another question's card, or the tab's content mounting a render later), so it takes the
   * focus as it attaches; when it stays the same, the effect below moves the focus.
   */
  const headingRef = useCallback((node: HTMLHeadingElement | null) => {
    headingNode.current = node;
    if (node && shouldFocusHeading.current) {
      shouldFocusHeading.current = false;
      node.focus();
    }
  }, []);
  useEffect(() => {
    if (shouldFocusHeading.current && headingNode.current) {
      shouldFocusHeading.current = false;
      headingNode.current.focus();
    }
  }, [focusRequest]);

  const goToQuestion = (next: number) => {
    shouldFocusHeading.current = true;
    setQuestionIndex(Math.max(0, Math.min(next, questions.length - 1)));
    setTab('questions');
    setFocusRequest((count) => count + 1);
  };

  const canComplete = !plan.isComplete && areAllAnswered(questions, answers);

  return (
    <PageShell
      className="pt-4 sm:pt-4"
      title={plan.planName}
      description={
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>Future Budget Planner · created {formatDate(plan.createdAt)}</span>
          {plan.isComplete ? (
            <Badge variant="success" icon={CircleCheck}>
              Complete
            </Badge>
          ) : null}
        </span>
      }
    >
      <div className="space-y-6">
        <section
          aria-label="Plan progress"
          className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm font-semibold text-slate-800">
              <span className="tabular-nums">
                {plan.answeredCount}/{plan.totalQuestions}
              </span>{' '}
              questions answered
            </p>
            {canComplete ? <MarkCompleteButton planId={plan.id} /> : null}
          </div>
          <ProgressBar
            value={plan.answeredCount}
            max={plan.totalQuestions}
            label="Plan progress"
            valueText={`${plan.answeredCount} of ${plan.totalQuestions} questions answered`}
            indicatorClassName={plan.isComplete ? 'bg-success' : undefined}
          />
          {plan.isComplete ? (
            <p className="text-sm text-slate-600">
              This plan is complete. You can still change answers as you learn more.
            </p>
          ) : null}
        </section>

        <Tabs value={tab} onValueChange={(value) => isPlanTab(value) && setTab(value)}>
          <TabsList aria-label="Plan sections">
            <TabsTrigger value="questions" icon={ListChecks}>
              Answer Questions
            </TabsTrigger>
            <TabsTrigger value="summary" icon={ChartPie}>
              Budget Summary
            </TabsTrigger>
          </TabsList>
          <TabsContent value="questions">
            {questions.length === 0 ? (
              <StateCard
                icon={FileQuestion}
                title="No questions yet"
                message="The planner's questions are not available right now. Please come back later."
              />
            ) : (
              <QuestionsTab
                planId={plan.id}
                questions={questions}
                answers={answers}
                warnings={plan.summary.warnings}
                index={index}
                onGoTo={goToQuestion}
                headingRef={headingRef}
              />
            )}
          </TabsContent>
          <TabsContent value="summary">
            <div className="space-y-6">
              <BudgetSummaryView
                summary={plan.summary}
                questions={questions}
                onAnswerQuestion={goToQuestion}
              />
              {/* A completed plan's savings can be invested in the practice portfolio. */}
              {plan.isComplete ? <InvestSavingsCard plan={plan} /> : null}
            </div>
          </TabsContent>
        </Tabs>
      </div>
    </PageShell>
  );
}
