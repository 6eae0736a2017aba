import { ContestsPage } from '@/features/contests/components/contests-page';

export function ContestsRoute() {
  return <ContestsPage />;
}
