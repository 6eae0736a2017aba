import { Router } from 'express';
import { createContestSchema } from '@fc/contracts/contests';
import { requireAuth, requireRole, sessionOf } from '@fc/service-kit/guards';
import { idParam, parse } from '@fc/service-kit/validation';
import type { MarketDeps } from '../deps.ts';
import {
  createContest,
  getContest,
  getContestLeaderboard,
  getContestPortfolio,
  joinContest,
  listContests,
} from './contests.service.ts';

/** Class contests (issue #22): made by an admin, joined by students, ranked and then frozen. */
export function contestRoutes(deps: MarketDeps): Router {
  const router = Router();
  const db = deps.prisma;

  router.post('/api/admin/contests', requireRole('admin'), async (req, res) => {
    const request = parse(createContestSchema, req.body);
    res.status(201).json(await createContest(db, sessionOf(req).userId, request));
  });
  router.get('/api/contests', requireAuth, async (req, res) => {
    res.json(await listContests(db, sessionOf(req).userId));
  });
  router.get('/api/contests/:id', requireAuth, async (req, res) => {
    res.json(await getContest(db, idParam(req, 'id'), sessionOf(req).userId));
  });
  router.post('/api/contests/:id/join', requireAuth, async (req, res) => {
    const joined = await joinContest(db, idParam(req, 'id'), sessionOf(req).userId);
    res.status(joined.status).json(joined.portfolio);
  });
  router.get('/api/contests/:id/portfolio', requireAuth, async (req, res) => {
    res.json(await getContestPortfolio(db, idParam(req, 'id'), sessionOf(req).userId));
  });
  router.get('/api/contests/:id/leaderboard', requireAuth, async (req, res) => {
    res.json(await getContestLeaderboard(db, idParam(req, 'id'), sessionOf(req).userId));
  });
  return router;
}
