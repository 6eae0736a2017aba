import { Router } from 'express';
import { dailyGoalBodySchema, leaderboardQuerySchema } from '@fc/contracts/rewards';
import { requireAuth, sessionOf } from '@fc/service-kit/guards';
import { parse } from '@fc/service-kit/validation';
import type { RewardsDeps } from '../deps.ts';
import { buyStreakFreeze, setDailyGoal } from '../points/daily-goal.ts';
import { getLeaderboardPage, getSummary } from './leaderboard.service.ts';

export function leaderboardRoutes(deps: RewardsDeps): Router {
  const router = Router();
  /**
   * Ranked members, a page at a time (default 100, at most 500): X-Total-Count has the number of
   * members and X-Caller-Rank the caller's own rank, so one call serves the page's header too.
   */
  router.get('/api/leaderboard', requireAuth, async (req, res) => {
    const { limit, offset } = parse(leaderboardQuerySchema, req.query);
    const { entries, total, callerRank } = await getLeaderboardPage(
      deps,
      sessionOf(req).userId,
      offset,
      limit,
    );
    res
      .set({
        'X-Total-Count': String(total),
        'X-Caller-Rank': callerRank === null ? '' : String(callerRank),
      })
      .json(entries);
  });
  /** The caller's daily goal (docs/product.md, "Streak"): 20, 50 or 100 points a day. */
  router.put('/api/rewards/goal', requireAuth, async (req, res) => {
    const { dailyGoal } = parse(dailyGoalBodySchema, req.body);
    res.json(await setDailyGoal(deps, sessionOf(req).userId, dailyGoal));
  });
  /** Buys a streak freeze with points (409 when 2 are held or the points are short). */
  router.post('/api/rewards/streak-freeze', requireAuth, async (req, res) => {
    res.json(await buyStreakFreeze(deps, sessionOf(req).userId));
  });
  router.get('/api/rewards/me', requireAuth, async (req, res) => {
    res.json(await getSummary(deps, sessionOf(req).userId));
  });
  return router;
}
