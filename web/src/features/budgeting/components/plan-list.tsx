import type { BudgetPlan } from '@fc/contracts/budget';
import { CircleCheck, PiggyBank, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { PageShell } from '@/components/layout/page-shell';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadFailedState, StateCard } from '@/components/ui/state-card';
import { useBudgetPlans } from '@/features/budgeting/api/get-plans';
import { NewPlanDialog } from '@/features/budgeting/components/new-plan-dialog';
import { planSearch } from '@/features/budgeting/utils/plan-param';
import { formatDate } from '@/lib/dates';

/** The user's budget plans, newest first, with 'New Plan' (docs/product.md section 2). */
export function PlanList() {
  const plans = useBudgetPlans();
  const navigate = useNavigate();
  const [isDialogOpen, setIsDialogOpen] = useState(false);

  const openNewPlan = () => setIsDialogOpen(true);
  const openPlan = (plan: BudgetPlan) => {
    setIsDialogOpen(false);
    void navigate({ search: planSearch(plan.id) });
  };

  let body;
  if (plans.isPending) {
    body = (
      <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <span className="sr-only">Loading your budget plans</span>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-40 rounded-2xl" />
        ))}
      </div>
    );
  } else if (plans.isError) {
    body = (
      <LoadFailedState
        title="Could not load your budget plans"
        onRetry={() => void plans.refetch()}
      />
    );
  } else if (plans.data.length === 0) {
    body = (
      <StateCard
        icon={PiggyBank}
        title="Start your first budget plan"
        message="A plan walks you through the costs of the life you picture after school (college, career, a home, a car, a family) and adds them up into a yearly budget."
        actions={
          <Button onClick={openNewPlan}>
            <Plus aria-hidden="true" />
            Create Your First Plan
          </Button>
        }
      />
    );
  } else {
    body = (
      <ul aria-label="Your budget plans" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {plans.data.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </ul>
    );
  }

  return (
    <PageShell
      title="Future Budget Planner"
      description="Picture your life after school and find out what it costs: answer guided questions, research real prices, and see whether your salary covers it."
      actions={
        <Button onClick={openNewPlan}>
          <Plus aria-hidden="true" />
          New Plan
        </Button>
      }
    >
      {body}
      <NewPlanDialog open={isDialogOpen} onOpenChange={setIsDialogOpen} onCreated={openPlan} />
    </PageShell>
  );
}

/** One plan: the name is the link that opens it, and the whole card is its click target. */
function PlanCard({ plan }: { plan: BudgetPlan }) {
  const { planName, answeredCount, totalQuestions, isComplete, createdAt } = plan;
  return (
    <li className="relative flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary-600 hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 font-bold [overflow-wrap:anywhere] text-slate-900">
          <Link
            to={{ search: planSearch(plan.id) }}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl hover:text-primary-700"
          >
            {planName}
          </Link>
        </h2>
        {isComplete ? (
          <Badge variant="success" icon={CircleCheck}>
            Complete
          </Badge>
        ) : null}
      </div>
      <p className="text-sm text-slate-600">Created {formatDate(createdAt)}</p>
      <div className="mt-auto space-y-1.5">
        <ProgressBar
          value={answeredCount}
          max={totalQuestions}
          label={`${planName} progress`}
          valueText={`${answeredCount} of ${totalQuestions} questions answered`}
          indicatorClassName={isComplete ? 'bg-success' : undefined}
        />
        <p className="text-sm font-medium text-slate-700 tabular-nums">
          {answeredCount}/{totalQuestions} questions answered
        </p>
      </div>
    </li>
  );
}
