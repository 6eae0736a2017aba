import type { RewardsSummary } from '@fc/contracts/rewards';
import { useMemo } from 'react';

import { useAchievements } from '@/api/get-achievements';
import { useRewardsSummary } from '@/api/get-rewards-summary';
import { useUserAchievements } from '@/api/get-user-achievements';
import { useTopMembers } from '@/features/dashboard/api/get-top-members';
import type { AchievementsPreviewProps } from '@/features/dashboard/components/achievements-preview';
import type { ClubLeaderboardProps } from '@/features/dashboard/components/club-leaderboard';
import { ACHIEVEMENTS_PREVIEW_LIMIT } from '@/features/dashboard/utils/rewards';
import {
  GUEST_SECTION,
  toSectionState,
  type SectionState,
} from '@/features/dashboard/utils/section-state';

/**
 * GET /api/rewards/me feeds the rank tile, the streak, today's goal and the
 * recent activity; while it loads or if it fails, each of those says so on its own.
 */
export type SummaryState = SectionState<{ summary: RewardsSummary; userId: number }>;

/** The rewards service's parts of the dashboard; no call at all for guests (docs/product.md section 6). */
export function useDashboardRewards(userId: number | undefined): {
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
