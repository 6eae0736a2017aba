import { Router } from 'express';
import { leaderboardQuerySchema } from '@fc/contracts/rewards';
import { requireAuth, sessionOf } from '@fc/service-kit/guards';
import { parse } from '@fc/service-kit/validation';
import type { RewardsDeps } from '../app.ts';
import { getLeaderboardPage, getSummary } from './leaderboard.service.ts';

export function leaderboardRoutes(deps: RewardsDeps): Router {
  const router = Router();
  /** Ranked members, a page at a time (default 100, at most 500); X-Total-Count has the total. */
  router.get('/api/leaderboard', requireAuth, async (req, res) => {
    const { limit, offset } = parse(leaderboardQuerySchema, req.query);
    const { entries, total } = await getLeaderboardPage(deps, offset, limit);
    res.set('X-Total-Count', String(total)).json(entries);
  });
  router.get('/api/rewards/me', requireAuth, async (req, res) => {
    res.json(await getSummary(deps, sessionOf(req).userId));
  });
  return router;
}
