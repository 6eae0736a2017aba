import { Router } from 'express';
import { leagueResultSeenBodySchema } from '@fc/contracts/leagues';
import { requireAuth, sessionOf } from '@fc/service-kit/guards';
import { parse } from '@fc/service-kit/validation';
import type { RewardsDeps } from '../deps.ts';
import { getMyLeague, markLeagueResultSeen } from './leagues.service.ts';

export function leaguesRoutes(deps: RewardsDeps): Router {
  const router = Router();
  /** The caller's weekly league (placing them if they have earned points this week). */
  router.get('/api/rewards/league', requireAuth, async (req, res) => {
    res.json(await getMyLeague(deps, sessionOf(req).userId));
  });
  router.post('/api/rewards/league/result/seen', requireAuth, async (req, res) => {
    const { weekStart } = parse(leagueResultSeenBodySchema, req.body);
    res.json(await markLeagueResultSeen(deps, sessionOf(req).userId, weekStart));
  });
  return router;
}
