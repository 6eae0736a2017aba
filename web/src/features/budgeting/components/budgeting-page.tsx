import { PiggyBank } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';

import { GuestPage } from '@/components/layout/guest-page';
import { PlanList } from '@/features/budgeting/components/plan-list';
import { PlanView } from '@/features/budgeting/components/plan-view';
import { parsePlanId, PLAN_PARAM } from '@/features/budgeting/utils/plan-param';
import { useSession } from '@/lib/auth';

/**
 * /budgeting, the Future Budget Planner (docs/product.md section 2): the user's plans, or one plan at
 * /budgeting?plan=ID. Guests are asked to sign in, as on every page that needs an account, and
 * nothing is fetched for them (docs/product.md).
 */
export function BudgetingPage() {
  const { user } = useSession();
  const [searchParams] = useSearchParams();

  if (!user) return <GuestPage icon={PiggyBank} purpose="plan a budget and keep your plans" />;

  const planParam = searchParams.get(PLAN_PARAM);
  if (planParam === null) return <PlanList />;
  // Keyed so that opening another plan starts at its own question and tab.
  return <PlanView key={planParam} planId={parsePlanId(planParam)} />;
}
