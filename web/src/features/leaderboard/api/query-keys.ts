/** The leaderboard feature's cache keys. */
export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  points: () => [...leaderboardKeys.all, 'points'] as const,
  /** One list per ranking rule (a tab each); all of them under [...all, 'investment']. */
  investment: (rank: string) => [...leaderboardKeys.all, 'investment', rank] as const,
  /** The caller's standing differs per person, so it is cached per user. */
  rewardsSummary: (userId: number) => ['rewards', 'me', userId] as const,
};

/**
 * Rankings move whenever anyone earns points, so unlike the app's default
 * (never stale) they are fetched again when the page is opened after this long.
 */
export const LEADERBOARD_STALE_MS = 30_000;
