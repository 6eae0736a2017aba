import { Dashboard } from '@/features/dashboard/components/dashboard';

export function DashboardRoute() {
  return <Dashboard />;
}
