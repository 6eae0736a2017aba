import { Award, BookOpen, CircleAlert, PartyPopper, RotateCw } from 'lucide-react';
import { Link } from 'react-router-dom';

import { useAchievements } from '@/api/get-achievements';
import { useUserAchievements } from '@/api/get-user-achievements';
import { GuestPage } from '@/components/layout/guest-page';
import { PageShell } from '@/components/layout/page-shell';
import { PointsBadge } from '@/components/layout/points-badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { StateCard } from '@/components/ui/state-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { AchievementCard } from '@/features/achievements/components/achievement-card';
import { AchievementStats } from '@/features/achievements/components/achievement-stats';
import { AchievementsSkeleton } from '@/features/achievements/components/achievements-skeleton';
import {
  isEarned,
  sortByMostRecent,
  summarizeAchievements,
  withEarnedStatus,
  type AchievementStatus,
} from '@/features/achievements/utils/achievements';
import { useSession } from '@/lib/auth';

/** /achievements (docs/product.md section 2 "Achievements"). */
export function AchievementsPage() {
  const { user } = useSession();
  const catalogue = useAchievements({ enabled: user !== null });
  const earned = useUserAchievements(user?.id);

  // The route guard lets in only signed-in users and guests: no user means a guest.
  if (!user) {
    return <GuestPage icon={Award} purpose="earn achievements, bonus points and new features" />;
  }

  const retry = () => {
    if (catalogue.isError) void catalogue.refetch();
    if (earned.isError) void earned.refetch();
  };

  let body;
  if (catalogue.isPending || earned.isPending) {
    body = <AchievementsSkeleton />;
  } else if (catalogue.isError || earned.isError) {
    body = (
      <StateCard
        icon={CircleAlert}
        tone="danger"
        role="alert"
        title="Could not load your achievements"
        message="Something went wrong while loading the achievements. Please try again."
        actions={
          <Button
            variant="outline"
            disabled={catalogue.isRefetching || earned.isRefetching}
            onClick={retry}
          >
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        }
      />
    );
  } else {
    body = <AchievementsContent statuses={withEarnedStatus(catalogue.data, earned.data)} />;
  }

  return (
    <PageShell
      title="Achievements"
      description="Rewards for learning, trading and planning."
      actions={<PointsBadge points={user.points} />}
    >
      {body}
    </PageShell>
  );
}

function AchievementsContent({ statuses }: { statuses: AchievementStatus[] }) {
  const earned = sortByMostRecent(statuses.filter(isEarned));
  const available = statuses.filter((status) => !isEarned(status));

  return (
    <div className="space-y-6 sm:space-y-8">
      <AchievementStats totals={summarizeAchievements(statuses)} />

      <Tabs defaultValue="all">
        <TabsList aria-label="Achievements">
          <TabsTrigger value="all">All Achievements</TabsTrigger>
          <TabsTrigger value="earned">Earned ({earned.length})</TabsTrigger>
          <TabsTrigger value="available">Available ({available.length})</TabsTrigger>
        </TabsList>

        <TabsContent value="all">
          {statuses.length === 0 ? (
            <StateCard
              icon={Award}
              title="No achievements available"
              message="Achievements will appear here once the club publishes them."
            />
          ) : (
            <AchievementGrid label="All achievements" statuses={statuses} />
          )}
        </TabsContent>

        <TabsContent value="earned">
          {earned.length === 0 ? (
            <StateCard
              icon={Award}
              title="No achievements yet"
              message="Complete lessons, pass quizzes and make trades to earn your first achievement."
              actions={
                <Link to={paths.lessons} className={buttonVariants()}>
                  <BookOpen aria-hidden="true" />
                  Start Learning
                </Link>
              }
            />
          ) : (
            <AchievementGrid label="Earned achievements" statuses={earned} />
          )}
        </TabsContent>

        <TabsContent value="available">
          {available.length === 0 ? (
            <StateCard
              icon={PartyPopper}
              title={
                statuses.length === 0 ? 'No achievements available' : 'All achievements earned'
              }
              message={
                statuses.length === 0
                  ? 'Achievements will appear here once the club publishes them.'
                  : 'You have earned every achievement in the club. Well done!'
              }
            />
          ) : (
            <AchievementGrid label="Available achievements" statuses={available} />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}

function AchievementGrid({ label, statuses }: { label: string; statuses: AchievementStatus[] }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {statuses.map((status) => (
        <li key={status.achievement.id}>
          <AchievementCard status={status} />
        </li>
      ))}
    </ul>
  );
}
