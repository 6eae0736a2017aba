import { ContestPage } from '@/features/contests/components/contest-page';

export function ContestRoute() {
  return <ContestPage />;
}
