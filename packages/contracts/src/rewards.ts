import { z } from 'zod';
import { idSchema } from './ids.ts';
import { moduleColorSchema } from './learning.ts';
import { DAILY_GOALS } from './rewards-constants.ts';

/** The rewards service's API (docs/product.md sections 3 and 7 "Leaderboards and achievements"). */

export const unlockFeatureSchema = z.enum([
  'advanced_charts',
  'streak_multiplier',
  'portfolio_insights',
  'exclusive_stocks',
]);
export type UnlockFeature = z.infer<typeof unlockFeatureSchema>;
export const unlockFeatureLabels: Record<UnlockFeature, string> = {
  advanced_charts: 'Advanced Chart Tools',
  streak_multiplier: '2x Point Multiplier',
  portfolio_insights: 'Portfolio Analytics',
  exclusive_stocks: 'Premium Stock Access',
};

export const achievementCategorySchema = z.enum([
  'learning',
  'quizzes',
  'flashcards',
  'streaks',
  'trading',
  'budgeting',
  'points',
]);

/** GET /api/achievements: the catalogue. */
export const achievementSchema = z.object({
  id: z.string(),
  category: achievementCategorySchema,
  title: z.string(),
  description: z.string(),
  /** A lucide icon name in kebab-case. */
  icon: z.string(),
  color: moduleColorSchema,
  specialBadge: z.string().nullable(),
  points: z.number().int(),
  bonusPoints: z.number().int(),
  /** Cents credited to the trading cash when earned. */
  tradingBonus: z.number().int(),
  unlockFeature: unlockFeatureSchema.nullable(),
  /** Snake-case text; the page shows it with spaces. */
  requirement: z.string(),
});
export type Achievement = z.infer<typeof achievementSchema>;
export const achievementListSchema = z.array(achievementSchema);

/** GET /api/user-achievements: the caller's earned records. */
export const userAchievementSchema = z.object({
  achievementId: z.string(),
  earnedAt: z.string(),
  /** The admin who awarded it, when it was awarded rather than earned in play. */
  awardedBy: z.number().int().nullable(),
});
export type UserAchievement = z.infer<typeof userAchievementSchema>;
/** Also GET /api/admin/users/{id}/achievements: what that user has earned. */
export const userAchievementListSchema = z.array(userAchievementSchema);

/** GET /api/leaderboard?limit=&offset=: members ranked by points (ties: who got there first). */
export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  points: z.number().int(),
  streak: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
/** The page of entries; X-Total-Count and X-Caller-Rank headers carry the count and the caller's rank. */
export const leaderboardSchema = z.array(leaderboardEntrySchema);
export const LEADERBOARD_DEFAULT_LIMIT = 100;
export const LEADERBOARD_MAX_LIMIT = 500;
export const leaderboardQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LEADERBOARD_MAX_LIMIT)
    .default(LEADERBOARD_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
});

export const activityEntrySchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  reason: z.string(),
  /** A sentence for people, e.g. "Completed a lesson". */
  description: z.string(),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** GET /api/rewards/me: the caller's standing, today's points and latest activity. */
export {
  DAILY_GOALS,
  DEFAULT_DAILY_GOAL,
  MAX_STREAK_FREEZES,
  STREAK_FREEZE_COST,
} from './rewards-constants.ts';
/** PUT /api/rewards/goal. */
export const dailyGoalBodySchema = z.object({
  dailyGoal: z.union(
    DAILY_GOALS.map((goal) => z.literal(goal)),
    { error: `dailyGoal must be one of ${DAILY_GOALS.join(', ')}` },
  ),
});
export const dailyGoalResultSchema = z.object({ dailyGoal: z.number().int() });
/** POST /api/rewards/streak-freeze. */
export const streakFreezeResultSchema = z.object({
  streakFreezes: z.number().int(),
  points: z.number().int(),
});

export const rewardsSummarySchema = z.object({
  rank: z.number().int().nullable(),
  totalMembers: z.number().int(),
  points: z.number().int(),
  streak: z.number().int(),
  pointsToday: z.number().int(),
  /** The member's daily goal (points a day) and the points that count toward it today. */
  dailyGoal: z.number().int(),
  goalPointsToday: z.number().int(),
  /** Met today: the streak has been extended today. */
  goalMetToday: z.boolean(),
  /** Streak freezes held (0 to MAX_STREAK_FREEZES). */
  streakFreezes: z.number().int(),
  lessonsToday: z.number().int(),
  unlockedFeatures: z.array(unlockFeatureSchema),
  recentActivity: z.array(activityEntrySchema),
});
export type RewardsSummary = z.infer<typeof rewardsSummarySchema>;

/** POST /api/admin/users/{id}/achievements. */
export const awardAchievementBodySchema = z.object({
  achievementId: z
    .string({ error: 'No user selected - Please select a user first.' })
    .min(1, 'achievementId is required'),
});
/** `awarded` is false when the user had it already (nothing changed). */
export const awardAchievementResultSchema = z.object({
  userId: z.number().int(),
  achievementId: z.string(),
  awarded: z.boolean(),
});
export type AwardAchievementResult = z.infer<typeof awardAchievementResultSchema>;

/** POST /api/admin/users/{id}/leaderboard (docs/product.md section 5: a whole number of 0 or more). */
export const setPointsBodySchema = z.object({
  userId: idSchema().optional(),
  points: z
    .number({ error: 'Invalid points - Please enter a valid positive number for points.' })
    .int('Invalid points - Please enter a valid positive number for points.')
    .min(0, 'Invalid points - Please enter a valid positive number for points.')
    .max(100_000_000, 'Invalid points - Please enter a valid positive number for points.'),
});
/** The member's new total. */
export const setPointsResultSchema = z.object({
  userId: z.number().int(),
  points: z.number().int(),
});
export type SetPointsResult = z.infer<typeof setPointsResultSchema>;
