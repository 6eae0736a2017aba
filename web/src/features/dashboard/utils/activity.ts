import type { RewardsSummary } from '@fc/contracts/rewards';
import { type DAILY_GOALS, DEFAULT_DAILY_GOAL } from '@fc/contracts/rewards-constants';

/** A daily goal a student may pick: 20, 50 or 100 points a day (docs/product.md section 4). */
export type DailyGoal = (typeof DAILY_GOALS)[number];

/** What the "Today's Goal" card shows, from GET /api/rewards/me. */
export interface TodayProgress {
  /** The student's goal in points a day (`dailyGoal`). */
  dailyGoal: number;
  /** The points that count toward today's goal (`goalPointsToday`). */
  goalPoints: number;
  /** The goal is met today: the streak has been extended (`goalMetToday`). */
  isGoalMet: boolean;
  /** Lessons completed today, shown for information (`lessonsToday`). */
  lessons: number;
  /** Streak freezes held, 0 to MAX_STREAK_FREEZES (`streakFreezes`). */
  streakFreezes: number;
}

/** A guest's card: the default goal at 0 (their progress is not saved). */
export const GUEST_TODAY: TodayProgress = {
  dailyGoal: DEFAULT_DAILY_GOAL,
  goalPoints: 0,
  isGoalMet: false,
  lessons: 0,
  streakFreezes: 0,
};

export function toTodayProgress(summary: RewardsSummary): TodayProgress {
  return {
    dailyGoal: summary.dailyGoal,
    goalPoints: summary.goalPointsToday,
    isGoalMet: summary.goalMetToday,
    lessons: summary.lessonsToday,
    streakFreezes: summary.streakFreezes,
  };
}
