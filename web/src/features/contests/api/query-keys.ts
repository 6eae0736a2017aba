import { tradingKeys } from '@/features/trading/api/query-keys';

/**
 * The contests' cache keys. A contest portfolio lives under the trading feature's `portfolios`, so
 * the invalidation after a trade (or an order) refreshes it as it does the practice portfolio.
 */
export const contestKeys = {
  all: ['contests'] as const,
  list: () => [...contestKeys.all, 'list'] as const,
  contest: (contestId: number) => [...contestKeys.all, contestId] as const,
  leaderboard: (contestId: number) => [...contestKeys.contest(contestId), 'leaderboard'] as const,
  portfolio: (contestId: number) => [...tradingKeys.portfolios(), 'contest', contestId] as const,
};

/** While a contest runs its standings move with every trade and price refresh. */
export const LIVE_LEADERBOARD_POLL_MS = 30_000;
