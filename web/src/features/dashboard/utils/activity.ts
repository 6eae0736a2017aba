/** The fixed daily targets of the "Today's Goal" card (docs/product.md section 2). */
export const DAILY_GOAL = { lessons: 2, points: 100 } as const;

/** Today's lessons and points (from GET /api/rewards/me's `lessonsToday` and `pointsToday`). */
export interface TodayProgress {
  lessons: number;
  points: number;
}
