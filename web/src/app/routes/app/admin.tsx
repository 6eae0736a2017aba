import { AdminPage } from '@/features/admin/components/admin-page';

export function AdminRoute() {
  return <AdminPage />;
}
