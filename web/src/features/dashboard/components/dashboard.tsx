import type { RewardsSummary } from '@fc/contracts/rewards';
import { BookOpen, Compass, Flame, Star, Trophy } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import { useAchievements } from '@/api/get-achievements';
import { useModulesAccess } from '@/api/get-module-access-map';
import { useModules } from '@/api/get-modules';
import { useProgress } from '@/api/get-progress';
import { useRewardsSummary } from '@/api/get-rewards-summary';
import { useUserAchievements } from '@/api/get-user-achievements';
import { PageShell } from '@/components/layout/page-shell';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCompleteTutorial } from '@/features/dashboard/api/complete-tutorial';
import { useTopMembers } from '@/features/dashboard/api/get-top-members';
import {
  AchievementsPreview,
  type AchievementsPreviewProps,
} from '@/features/dashboard/components/achievements-preview';
import { AdvancedModulesBanner } from '@/features/dashboard/components/advanced-modules-banner';
import { AnnouncementsFeed } from '@/features/dashboard/components/announcements-feed';
import { AssignedToYou } from '@/features/dashboard/components/assigned-to-you';
import { CategoryTiles } from '@/features/dashboard/components/category-tiles';
import {
  ClubLeaderboard,
  type ClubLeaderboardProps,
} from '@/features/dashboard/components/club-leaderboard';
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
import { TutorialDialog } from '@/features/dashboard/components/tutorial-dialog';
import { toTodayProgress } from '@/features/dashboard/utils/activity';
import {
  countModulesByTrack,
  getAdvancedModules,
  getFeaturedEmptyReason,
  getModuleStandings,
  pickFeaturedModules,
  summarizeLearning,
} from '@/features/dashboard/utils/dashboard-stats';
import { ACHIEVEMENTS_PREVIEW_LIMIT } from '@/features/dashboard/utils/rewards';
import {
  GUEST_SECTION,
  mapReadySection,
  toSectionState,
  type SectionState,
} from '@/features/dashboard/utils/section-state';
import {
  clearActiveTutorial,
  getActiveTutorialStep,
  hasSeenTutorial,
  markTutorialSeen,
  setActiveTutorialStep,
} from '@/features/dashboard/utils/tutorial-storage';
import { useSession } from '@/lib/auth';
import { formatPoints } from '@/lib/user-display';
import type { User } from '@/types/api';

/**
 * The tour's state: it opens by itself on a signed-in user's first visit, or to resume a tour
 * that sent the user to another page; the Tutorial button reopens it from the start. Once it
 * has been shown, the account remembers it (`tutorialCompletedAt`), so a new browser does not
 * show it again; a guest, who has no account, is remembered on this browser only.
 */
function useTutorial(user: User | null) {
  // A `tutorialSeen:<id>` flag from before the account remembered the tour counts as seen too.
  const isSeenByUser =
    user !== null && (user.tutorialCompletedAt !== null || hasSeenTutorial(user.id));
  const [state, setState] = useState(() => {
    const activeStep = getActiveTutorialStep();
    if (activeStep !== null) return { open: true, step: activeStep };
    return { open: user !== null && !isSeenByUser, step: 0 };
  });
  const { mutate: saveOnAccount } = useCompleteTutorial();
  const isSaveSent = useRef(false);
  const needsSaving =
    user !== null && user.tutorialCompletedAt === null && (state.open || isSeenByUser);
  useEffect(() => {
    if (user === null) {
      if (state.open) markTutorialSeen('guest');
      return;
    }
    if (!needsSaving || isSaveSent.current) return;
    isSaveSent.current = true;
    saveOnAccount();
  }, [user, state.open, needsSaving, saveOnAccount]);
  const close = useCallback(() => {
    clearActiveTutorial();
    setState({ open: false, step: 0 });
  }, []);
  const reopen = useCallback(() => setState({ open: true, step: 0 }), []);
  const changeStep = useCallback((step: number) => setState({ open: true, step }), []);
  return { ...state, close, reopen, changeStep, leave: setActiveTutorialStep };
}

/** The dashboard (docs/product.md section 2 "Dashboard"): everything counted from the catalogue and progress. */
export function Dashboard() {
  const { user, isGuest } = useSession();
  const tutorial = useTutorial(user);
  const signedIn = user !== null && !isGuest;
  const firstName = user?.firstName.trim() || (user ? user.username : 'Guest');

  return (
    <PageShell
      title={`Welcome, ${firstName}`}
      description={
        isGuest
          ? "You're exploring as a guest. Sign in to save your progress and earn points."
          : "Here's where you are in the club. Pick up where you left off."
      }
      actions={
        <>
          <Button variant="outline" onClick={tutorial.reopen}>
            <Compass aria-hidden="true" />
            Tutorial
          </Button>
          {/* Beside the title rather than floating: a floating button covered the tiles under it. */}
          <Link to={paths.lessons} className={buttonVariants()}>
            <BookOpen aria-hidden="true" />
            Browse lessons
          </Link>
        </>
      }
    >
      {/* What the teachers sent comes first; guests have no account to send it to. */}
      {signedIn ? (
        <div className="mb-6 space-y-4 empty:hidden sm:mb-8">
          <AssignedToYou />
          <AnnouncementsFeed />
        </div>
      ) : null}
      <DashboardContent />
      <TutorialDialog
        open={tutorial.open}
        step={tutorial.step}
        onStepChange={tutorial.changeStep}
        onClose={tutorial.close}
        onLeave={tutorial.leave}
      />
    </PageShell>
  );
}

/** The rewards service's parts of the dashboard; no call at all for guests (docs/product.md section 6). */
function useDashboardRewards(userId: number | undefined): {
  summary: SummaryState;
  achievements: AchievementsPreviewProps;
  leaderboard: ClubLeaderboardProps;
} {
  const signedIn = userId !== undefined;
  const summaryQuery = useRewardsSummary(userId);
  const catalogue = useAchievements({ enabled: signedIn });
  const earned = useUserAchievements(userId);
  const topMembers = useTopMembers({ enabled: signedIn });

  const earnedIds = useMemo(
    () => new Set((earned.data ?? []).map((record) => record.achievementId)),
    [earned.data],
  );
  if (userId === undefined) {
    return { summary: GUEST_SECTION, achievements: GUEST_SECTION, leaderboard: GUEST_SECTION };
  }

  const achievements = toSectionState({
    isError: catalogue.isError || earned.isError,
    onRetry: () => {
      if (catalogue.isError) void catalogue.refetch();
      if (earned.isError) void earned.refetch();
    },
    ready:
      catalogue.data && earned.data
        ? { achievements: catalogue.data.slice(0, ACHIEVEMENTS_PREVIEW_LIMIT), earnedIds }
        : undefined,
  });
  const leaderboard = toSectionState({
    isError: topMembers.isError,
    onRetry: () => void topMembers.refetch(),
    ready: topMembers.data ? { members: topMembers.data, currentUserId: userId } : undefined,
  });
  const summary = toSectionState({
    // A summary that has loaded stays on screen when a later refetch fails.
    isError: summaryQuery.isError && !summaryQuery.data,
    onRetry: () => void summaryQuery.refetch(),
    ready: summaryQuery.data ? { summary: summaryQuery.data, userId } : undefined,
  });

  return { summary, achievements, leaderboard };
}

/**
 * GET /api/rewards/me feeds the rank tile, the streak, today's goal and the
 * recent activity; while it loads or if it fails, each of those says so on its own.
 */
type SummaryState = SectionState<{ summary: RewardsSummary; userId: number }>;

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

function DashboardContent() {
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
