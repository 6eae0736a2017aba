import type { rewardsRoutes } from '@fc/contracts/routes/rewards';
import type { RouteHandlers } from '@fc/service-kit/register-routes';
import type { RewardsDeps } from '../deps.ts';
import { buyStreakFreeze, setDailyGoal } from '../points/daily-goal.ts';
import { getLeaderboardPage, getSummary } from './leaderboard.service.ts';

export function leaderboardHandlers(deps: RewardsDeps) {
  return {
    /**
     * Ranked members, a page at a time (default 100, at most 500): X-Total-Count has the number
     * of members and X-Caller-Rank the caller's own rank, so one call serves the page's header too.
     */
    getLeaderboard: async ({ query, session }, _req, res) => {
      const { entries, total, callerRank } = await getLeaderboardPage(
        deps,
        session.userId,
        query.offset,
        query.limit,
      );
      res.set({
        'X-Total-Count': String(total),
        'X-Caller-Rank': callerRank === null ? '' : String(callerRank),
      });
      return entries;
    },
    /** The caller's daily goal: 20, 50 or 100 points a day. */
    setDailyGoal: ({ body, session }) => setDailyGoal(deps, session.userId, body.dailyGoal),
    /** Buys a streak freeze with points (409 when 2 are held or the points are short). */
    buyStreakFreeze: ({ session }) => buyStreakFreeze(deps, session.userId),
    getSummary: ({ session }) => getSummary(deps, session.userId),
  } satisfies Partial<RouteHandlers<typeof rewardsRoutes>>;
}
