import { BudgetingPage } from '@/features/budgeting/components/budgeting-page';

export function BudgetingRoute() {
  return <BudgetingPage />;
}
