import { AchievementsPage } from '@/features/achievements/components/achievements-page';

export function AchievementsRoute() {
  return <AchievementsPage />;
}
