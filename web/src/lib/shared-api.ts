import { achievementListSchema, type Achievement } from '@fc/contracts/rewards';
import { investmentLeaderboardSchema, type InvestmentLeaderboardEntry } from '@fc/contracts/market';

import { api } from '@/lib/api-client';

/**
 * Calls that more than one feature makes: each feature keeps its own query keys (the admin panel
 * refreshes its own copies after an action), and they share the fetch.
 */

/** GET /api/achievements: the catalogue of every achievement. */
export async function getAchievements(): Promise<Achievement[]> {
  return (
    (await api.get<Achievement[] | undefined>('/api/achievements', {
      schema: import.meta.env.DEV ? achievementListSchema : undefined,
    })) ?? []
  );
}

/** GET /api/investment-leaderboard: members by trading profit (money in cents). */
export async function getInvestmentLeaderboard(): Promise<InvestmentLeaderboardEntry[]> {
  return (
    (await api.get<InvestmentLeaderboardEntry[] | undefined>('/api/investment-leaderboard', {
      schema: import.meta.env.DEV ? investmentLeaderboardSchema : undefined,
    })) ?? []
  );
}
