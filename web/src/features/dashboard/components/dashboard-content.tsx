import { BookOpen, Flame, Star, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';

import { useModulesAccess } from '@/api/get-module-access-map';
import { useModules } from '@/api/get-modules';
import { useProgress } from '@/api/get-progress';
import { Skeleton } from '@/components/ui/skeleton';
import { AchievementsPreview } from '@/features/dashboard/components/achievements-preview';
import { AdvancedModulesBanner } from '@/features/dashboard/components/advanced-modules-banner';
import { CategoryTiles } from '@/features/dashboard/components/category-tiles';
import { ClubLeaderboard } from '@/features/dashboard/components/club-leaderboard';
import { DashboardError } from '@/features/dashboard/components/dashboard-error';
import { DashboardSkeleton } from '@/features/dashboard/components/dashboard-skeleton';
import { DashboardStatTile } from '@/features/dashboard/components/dashboard-stat-tile';
import { FeaturedModules } from '@/features/dashboard/components/featured-modules';
import { OverallProgressCard } from '@/features/dashboard/components/overall-progress-card';
import { QuickActions } from '@/features/dashboard/components/quick-actions';
import { RecentActivity } from '@/features/dashboard/components/recent-activity';
import { ReviewDueCard } from '@/features/dashboard/components/review-due-card';
import { StudyStatsCard } from '@/features/dashboard/components/study-stats-card';
import { TodaysGoalCard } from '@/features/dashboard/components/todays-goal-card';
import {
  useDashboardRewards,
  type SummaryState,
} from '@/features/dashboard/hooks/use-dashboard-rewards';
import { toTodayProgress } from '@/features/dashboard/utils/activity';
import {
  countModulesByTrack,
  getAdvancedModules,
  getFeaturedEmptyReason,
  getModuleStandings,
  pickFeaturedModules,
  summarizeLearning,
} from '@/features/dashboard/utils/dashboard-stats';
import { mapReadySection } from '@/features/dashboard/utils/section-state';
import { useSession } from '@/lib/auth';
import { formatPoints } from '@/lib/user-display';

/** The global rank tile's value and detail: '#3' 'of 42 members', or what stands in for them. */
function rankTile(state: SummaryState): { value: ReactNode; detail: ReactNode } {
  switch (state.status) {
    case 'guest':
      return { value: '—', detail: 'Sign in to compete' };
    case 'loading':
      return {
        value: (
          <>
            <Skeleton className="mt-1 h-7 w-16" />
            <span className="sr-only">Loading your rank</span>
          </>
        ),
        detail: null,
      };
    case 'error':
      return {
        value: '—',
        detail: (
          <button
            type="button"
            onClick={state.onRetry}
            className="rounded font-semibold text-primary-700 underline hover:text-primary-800"
          >
            Couldn't load. Retry
          </button>
        ),
      };
    case 'ready': {
      const { rank, totalMembers } = state.summary;
      return {
        value: rank === null ? 'Not ranked yet' : `#${rank}`,
        detail: `of ${totalMembers.toLocaleString()} ${totalMembers === 1 ? 'member' : 'members'}`,
      };
    }
  }
}

/**
 * Everything under the dashboard's title, counted from the catalogue and progress: the stat tiles,
 * the learning cards, and the rewards service's sections.
 */
export function DashboardContent() {
  const { user, isGuest, isAdmin } = useSession();
  const modulesQuery = useModules();
  const progressQuery = useProgress(user?.id);
  const access = useModulesAccess();
  const records = progressQuery.data;
  const signedIn = user !== null && !isGuest;
  const rewards = useDashboardRewards(signedIn ? user.id : undefined);

  if (modulesQuery.isPending || (user !== null && progressQuery.isPending)) {
    return <DashboardSkeleton />;
  }
  if (modulesQuery.isError || progressQuery.isError) {
    return (
      <DashboardError
        message={
          modulesQuery.isError
            ? 'Something went wrong while loading the learning modules. Please try again.'
            : (progressQuery.error?.message ?? 'Failed to fetch progress')
        }
        onRetry={() => {
          if (modulesQuery.isError) void modulesQuery.refetch();
          if (progressQuery.isError) void progressQuery.refetch();
        }}
      />
    );
  }

  const modules = modulesQuery.data;
  const standings = getModuleStandings(modules, records);
  const summary = summarizeLearning(standings);
  // Admins see every module, so their featured modules do not wait for the access call.
  const accessPending = !isAdmin && access.isLoading;
  const accessFailed = !isAdmin && access.isError;
  const featured = pickFeaturedModules(standings, {
    isAdmin,
    canAccess: (moduleId) => access.getAccess(moduleId).canAccess,
  });
  const summaryState = rewards.summary;
  const rewardsSummary = summaryState.status === 'ready' ? summaryState.summary : undefined;
  const streak = rewardsSummary?.streak ?? user?.streak ?? 0;

  return (
    <div className="space-y-6 sm:space-y-8">
      <dl className="grid grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-4">
        <DashboardStatTile
          icon={Flame}
          label="Current streak"
          value={`${streak} ${streak === 1 ? 'day' : 'days'}`}
          tone="bg-orange-100 text-orange-700"
        />
        <DashboardStatTile
          icon={Trophy}
          label="Global rank"
          tone="bg-purple-soft text-violet-700"
          {...rankTile(summaryState)}
        />
        <DashboardStatTile
          icon={BookOpen}
          label="Lessons done"
          value={`${summary.completedLessons}/${summary.totalLessons}`}
          tone="bg-success-soft text-green-700"
        />
        <DashboardStatTile
          icon={Star}
          label="Total points"
          value={formatPoints(rewardsSummary?.points ?? user?.points)}
          tone="bg-warning-soft text-amber-700"
        />
      </dl>

      <OverallProgressCard
        completedLessons={summary.completedLessons}
        totalLessons={summary.totalLessons}
        percentage={summary.overallPercentage}
        moduleCount={modules.length}
      />

      <AdvancedModulesBanner modules={getAdvancedModules(modules)} />

      <div className="grid gap-6 sm:gap-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 sm:space-y-8 lg:col-span-2">
          <FeaturedModules
            featured={featured}
            emptyReason={getFeaturedEmptyReason(standings)}
            isLoading={accessPending}
            isError={accessFailed}
            onRetry={access.retry}
          />
          {/* Spaced review needs an account: guests do not see it (and make no call for it). */}
          {signedIn ? <ReviewDueCard userId={user.id} /> : null}
          <CategoryTiles counts={countModulesByTrack(modules)} />
          <StudyStatsCard summary={summary} moduleCount={modules.length} />
          <AchievementsPreview {...rewards.achievements} />
        </div>
        <div className="min-w-0 space-y-6">
          <TodaysGoalCard
            {...mapReadySection(summaryState, ({ summary, userId }) => ({
              today: toTodayProgress(summary),
              userId,
            }))}
          />
          <QuickActions flashcardsModuleId={featured[0]?.module.id ?? 1} />
          <RecentActivity
            {...mapReadySection(summaryState, ({ summary: { recentActivity } }) => ({
              entries: recentActivity,
              now: new Date(),
            }))}
          />
          <ClubLeaderboard {...rewards.leaderboard} />
        </div>
      </div>
    </div>
  );
}
