import { Router } from 'express';
import { awardAchievementBodySchema, setPointsBodySchema } from '@fc/contracts/rewards';
import { httpErrors } from '@fc/service-kit/errors';
import { requireAuth, requireRole, sessionOf } from '@fc/service-kit/guards';
import { idParam, parse } from '@fc/service-kit/validation';
import type { RewardsDeps } from '../deps.ts';
import { publicCatalogue } from './achievement-catalogue.ts';
import { listUserAchievements } from './achievements.service.ts';
import { awardAchievement, setMemberPoints } from './admin.service.ts';

export function achievementsRoutes(deps: RewardsDeps): Router {
  const router = Router();
  router.get('/api/achievements', (_req, res) => {
    res.json(publicCatalogue());
  });
  router.get('/api/user-achievements', requireAuth, async (req, res) => {
    res.json(await listUserAchievements(deps.prisma, sessionOf(req).userId));
  });
  /** The admin panel's Achievements tab: what the chosen user has earned. */
  router.get('/api/admin/users/:userId/achievements', requireRole('admin'), async (req, res) => {
    res.json(await listUserAchievements(deps.prisma, idParam(req, 'userId')));
  });
  router.post('/api/admin/users/:userId/achievements', requireRole('admin'), async (req, res) => {
    const userId = idParam(req, 'userId');
    const { achievementId } = parse(awardAchievementBodySchema, req.body);
    res.json(await awardAchievement(deps, sessionOf(req).userId, userId, achievementId));
  });
  router.post('/api/admin/users/:userId/leaderboard', requireRole('admin'), async (req, res) => {
    const userId = idParam(req, 'userId');
    const body = parse(setPointsBodySchema, req.body);
    if (body.userId !== undefined && body.userId !== userId) {
      throw httpErrors.badRequest(
        'userId in the body does not match the user in the path',
        'USER_MISMATCH',
      );
    }
    res.json(await setMemberPoints(deps, sessionOf(req).userId, userId, body.points));
  });
  return router;
}
