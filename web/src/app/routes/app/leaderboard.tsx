import { LeaderboardPage } from '@/features/leaderboard/components/leaderboard-page';

export function LeaderboardRoute() {
  return <LeaderboardPage />;
}
