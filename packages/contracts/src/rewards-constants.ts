// The daily goal's and streak freezes' numbers without any schema, so the web app's first load
// (the dashboard) can show them without loading zod (rewards.ts re-exports them).

/** The daily goals a student may pick (points a day); meeting the goal extends the streak. */
export const DAILY_GOALS = [20, 50, 100] as const;
export const DEFAULT_DAILY_GOAL = 20;
/** A streak freeze costs this many points; at most MAX_STREAK_FREEZES are held. */
export const STREAK_FREEZE_COST = 50;
export const MAX_STREAK_FREEZES = 2;
