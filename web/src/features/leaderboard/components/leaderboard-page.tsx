import { TrendingUp, Trophy } from 'lucide-react';
import { Link } from 'react-router-dom';

import { useRewardsSummary } from '@/api/get-rewards-summary';
import { GuestPage } from '@/components/layout/guest-page';
import { PageShell } from '@/components/layout/page-shell';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { InvestmentLeaderboard } from '@/features/leaderboard/components/investment-leaderboard';
import { PointsLeaderboard } from '@/features/leaderboard/components/points-leaderboard';
import { RankBanner } from '@/features/leaderboard/components/rank-banner';
import { useSession } from '@/lib/auth';

/** /leaderboard (docs/product.md section 2 "Leaderboard"). */
export function LeaderboardPage() {
  const { user } = useSession();
  const summary = useRewardsSummary(user?.id);

  // The route guard lets in only signed-in users and guests: no user means a guest.
  if (!user) {
    return <GuestPage icon={Trophy} purpose="earn points and a rank on the club leaderboards" />;
  }

  const progress = {
    streak: summary.data?.streak ?? user.streak,
    points: summary.data?.points ?? user.points,
    rank: summary.data?.rank ?? null,
  };

  return (
    <PageShell
      title="Club Leaderboards"
      description="See how you compare with the other members."
      actions={
        <Link to={paths.leagues} className="text-sm font-semibold text-primary-700 underline">
          Weekly league →
        </Link>
      }
    >
      <div className="space-y-6">
        <RankBanner
          summary={summary.data}
          isLoading={summary.isPending}
          isError={summary.isError}
          isRetrying={summary.isRefetching}
          onRetry={() => void summary.refetch()}
        />

        <Tabs defaultValue="points">
          <TabsList aria-label="Leaderboards">
            <TabsTrigger value="points" icon={Trophy}>
              Points Leaderboard
            </TabsTrigger>
            <TabsTrigger value="investment" icon={TrendingUp}>
              Investment Leaderboard
            </TabsTrigger>
          </TabsList>
          <TabsContent value="points">
            <PointsLeaderboard currentUserId={user.id} progress={progress} />
          </TabsContent>
          <TabsContent value="investment">
            <InvestmentLeaderboard currentUserId={user.id} />
          </TabsContent>
        </Tabs>
      </div>
    </PageShell>
  );
}
