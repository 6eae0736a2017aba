/** The admin panel's cache keys: everything it shows lives under `admin`. */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  /** One page of the members table: under `users`, so a refresh of the list covers it. */
  usersPage: (params: object) => [...adminKeys.users(), 'page', params] as const,
  /** One member's data; not under `users`, so that refreshing the list leaves it alone. */
  member: (userId: number) => [...adminKeys.all, 'member', userId] as const,
  userAchievements: (userId: number) => [...adminKeys.member(userId), 'achievements'] as const,
  userPortfolio: (userId: number) => [...adminKeys.member(userId), 'portfolio'] as const,
  leaderboard: () => [...adminKeys.all, 'leaderboard', 'points'] as const,
  investmentLeaderboard: () => [...adminKeys.all, 'leaderboard', 'investment'] as const,
  auditLog: () => [...adminKeys.all, 'audit-log'] as const,
  /**
   * The achievements catalogue is the same for every page, so it shares the achievements
   * page's key (features/achievements/api/query-keys.ts, also used by the achievement watcher):
   * one fetch serves all three.
   */
  catalogue: () => ['achievements', 'catalogue'] as const,
};

/**
 * The users list shows points and streaks from the auth service's projection, which the rewards
 * service updates by event a moment after an admin action (and a reset reaches learning, rewards
 * and market within a second or two). After an action the lists are fetched at once and again
 * after this long, so the second answer shows the settled values.
 */
export const ADMIN_CATCH_UP_MS = 2_500;

/** How many members and audit entries the panel lists. */
export const ADMIN_LIST_LIMIT = 100;
