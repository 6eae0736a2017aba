import { TrendingUp, Trophy, UserPlus } from 'lucide-react';

import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { StateCard } from '@/components/ui/state-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useRewardsSummary } from '@/features/leaderboard/api/get-rewards-summary';
import { InvestmentLeaderboard } from '@/features/leaderboard/components/investment-leaderboard';
import { PointsLeaderboard } from '@/features/leaderboard/components/points-leaderboard';
import { RankBanner } from '@/features/leaderboard/components/rank-banner';
import { useExitGuestMode, useSession } from '@/lib/auth';

/** /leaderboard (SPEC.md section 2 "Leaderboard"). */
export function LeaderboardPage() {
  const { user } = useSession();
  const exitGuestMode = useExitGuestMode();
  const summary = useRewardsSummary(user?.id);

  // The route guard lets in only signed-in users and guests: no user means a guest.
  if (!user) {
    return (
      <div className="px-4 py-10 sm:py-16">
        <StateCard
          as="h1"
          icon={Trophy}
          title="Join the Club Leaderboards"
          message="Create an account to earn points, get a rank and compete with the other members of the club."
          actions={
            <Button onClick={exitGuestMode}>
              <UserPlus aria-hidden="true" />
              Create an Account
            </Button>
          }
        />
      </div>
    );
  }

  const progress = {
    streak: summary.data?.streak ?? user.streak,
    points: summary.data?.points ?? user.points,
    rank: summary.data?.rank ?? null,
  };

  return (
    <PageShell title="Club Leaderboards" description="See how you compare with the other members.">
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
            <TabsTrigger value="points">
              <Trophy aria-hidden="true" className="hidden sm:block" />
              Points Leaderboard
            </TabsTrigger>
            <TabsTrigger value="investment">
              <TrendingUp aria-hidden="true" className="hidden sm:block" />
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
