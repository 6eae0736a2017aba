import { LeaguePage } from '@/features/leagues/components/league-page';

export function LeaguesRoute() {
  return <LeaguePage />;
}
