import type { LessonSummary, Module } from '@fc/contracts/learning';
import { useQueries } from '@tanstack/react-query';
import { BookOpen, Compass, Flame, Star } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';

import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { AdvancedModulesBanner } from '@/features/dashboard/components/advanced-modules-banner';
import { CategoryTiles } from '@/features/dashboard/components/category-tiles';
import { DashboardError } from '@/features/dashboard/components/dashboard-error';
import { DashboardSkeleton } from '@/features/dashboard/components/dashboard-skeleton';
import { DashboardStatTile } from '@/features/dashboard/components/dashboard-stat-tile';
import { FeaturedModules } from '@/features/dashboard/components/featured-modules';
import { LessonsFab } from '@/features/dashboard/components/lessons-fab';
import { OverallProgressCard } from '@/features/dashboard/components/overall-progress-card';
import { QuickActions } from '@/features/dashboard/components/quick-actions';
import { RecentActivity } from '@/features/dashboard/components/recent-activity';
import { StudyStatsCard } from '@/features/dashboard/components/study-stats-card';
import { TodaysGoalCard } from '@/features/dashboard/components/todays-goal-card';
import { TutorialDialog } from '@/features/dashboard/components/tutorial-dialog';
import { getRecentCompletions, summarizeToday } from '@/features/dashboard/utils/activity';
import {
  countModulesByTrack,
  getAdvancedModules,
  getModuleStandings,
  pickFeaturedModules,
  summarizeLearning,
} from '@/features/dashboard/utils/dashboard-stats';
import {
  clearActiveTutorial,
  getActiveTutorialStep,
  hasSeenTutorial,
  markTutorialSeen,
  setActiveTutorialStep,
  type TutorialUserKey,
} from '@/features/dashboard/utils/tutorial-storage';
import { useModulesAccess } from '@/features/learning/api/get-module-access-map';
import { moduleLessonsQueryOptions } from '@/features/learning/api/get-module-lessons';
import { useModules } from '@/features/learning/api/get-modules';
import { useProgress } from '@/features/learning/api/get-progress';
import { useSession } from '@/lib/auth';
import { formatPoints } from '@/lib/user-display';

/**
 * The tour's state: it opens by itself on a signed-in user's first visit (the
 * `tutorialSeen:<id>` flag), or to resume a tour that sent the user to another
 * page; the Tutorial button reopens it from the start.
 */
function useTutorial(userKey: TutorialUserKey, { autoOpen }: { autoOpen: boolean }) {
  const [state, setState] = useState(() => {
    const activeStep = getActiveTutorialStep();
    if (activeStep !== null) return { open: true, step: activeStep };
    return { open: autoOpen && !hasSeenTutorial(userKey), step: 0 };
  });
  useEffect(() => {
    if (state.open) markTutorialSeen(userKey);
  }, [state.open, userKey]);
  const close = useCallback(() => {
    clearActiveTutorial();
    setState({ open: false, step: 0 });
  }, []);
  const reopen = useCallback(() => setState({ open: true, step: 0 }), []);
  const changeStep = useCallback((step: number) => setState({ open: true, step }), []);
  return { ...state, close, reopen, changeStep, leave: setActiveTutorialStep };
}

/** The dashboard (SPEC.md section 2 "Dashboard"): everything counted from the catalogue and progress. */
export function Dashboard() {
  const { user, isGuest } = useSession();
  const tutorial = useTutorial(user ? user.id : 'guest', { autoOpen: user !== null });
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
        <Button variant="outline" onClick={tutorial.reopen}>
          <Compass aria-hidden="true" />
          Tutorial
        </Button>
      }
      className="pb-28 sm:pb-28 lg:pb-24"
    >
      <DashboardContent />
      <LessonsFab />
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

function DashboardContent() {
  const { user, isGuest, isAdmin } = useSession();
  const modulesQuery = useModules();
  const progressQuery = useProgress(user?.id);
  const access = useModulesAccess();
  const records = progressQuery.data;

  const recent = useMemo(() => getRecentCompletions(records), [records]);
  // The titles of the recent lessons come from their modules' lesson lists.
  const recentModuleIds = [...new Set(recent.map(({ record }) => record.lesson.moduleId))];
  const lessonsById = useQueries({
    queries: recentModuleIds.map((moduleId) => moduleLessonsQueryOptions(moduleId)),
    combine: (results) => {
      const byId = new Map<number, LessonSummary>();
      for (const lesson of results.flatMap((result) => result.data ?? [])) {
        byId.set(lesson.id, lesson);
      }
      return byId;
    },
  });

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
  const modulesById = new Map<number, Module>(modules.map((module) => [module.id, module]));
  const standings = getModuleStandings(modules, records);
  const summary = summarizeLearning(standings);
  // Admins see every module, so their featured modules do not wait for the access call.
  const accessPending = !isAdmin && access.isLoading;
  const accessFailed = !isAdmin && access.isError;
  const featured = pickFeaturedModules(standings, {
    isAdmin,
    canAccess: (moduleId) => access.getAccess(moduleId).canAccess,
  });
  const now = new Date();

  return (
    <div className="space-y-6 sm:space-y-8">
      {/* The rewards service's global rank tile joins this row. */}
      <dl className="grid grid-cols-3 gap-2 sm:gap-4">
        <DashboardStatTile
          icon={Flame}
          label="Current streak"
          value={`${user?.streak ?? 0} ${user?.streak === 1 ? 'day' : 'days'}`}
          tone="bg-orange-100 text-orange-700"
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
          value={formatPoints(user?.points)}
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
            emptyReason={
              modules.length === 0
                ? 'none'
                : standings.every((standing) => standing.isComplete)
                  ? 'complete'
                  : 'locked'
            }
            isLoading={accessPending}
            isError={accessFailed}
            onRetry={access.retry}
          />
          <CategoryTiles counts={countModulesByTrack(modules)} />
          <StudyStatsCard summary={summary} moduleCount={modules.length} />
          {/* The rewards service's achievements preview (the first 3) comes here. */}
        </div>
        <div className="min-w-0 space-y-6">
          <TodaysGoalCard today={summarizeToday(records, now)} isGuest={isGuest} />
          <QuickActions flashcardsModuleId={featured[0]?.module.id ?? 1} />
          <RecentActivity
            completions={isGuest ? null : recent}
            modulesById={modulesById}
            lessonsById={lessonsById}
            now={now}
          />
          {/* The rewards service's top-5 club leaderboard comes here. */}
        </div>
      </div>
    </div>
  );
}
