import { Router } from 'express';
import { requireSelfOrAdmin, sessionOf } from '@fc/service-kit/guards';
import { idParam } from '@fc/service-kit/validation';
import type { LearningDeps } from '../deps.ts';
import {
  getAccessMap,
  getModuleAccess,
  getModuleProgress,
  getProgress,
  isAdminAsked,
} from './progress.service.ts';

/** Per-user routes: a student reads only their own; an admin reads anyone's. */
export function progressRoutes(deps: LearningDeps): Router {
  const router = Router();
  const own = requireSelfOrAdmin('userId');

  router.get('/api/users/:userId/progress', own, async (req, res) => {
    res
      .set('Cache-Control', 'no-store')
      .json(await getProgress(deps, idParam(req, 'userId')));
  });
  router.get('/api/users/:userId/progress/module/:moduleId', own, async (req, res) => {
    res.json(
      await getModuleProgress(deps, idParam(req, 'userId'), idParam(req, 'moduleId')),
    );
  });
  router.get('/api/users/:userId/module-access', own, async (req, res) => {
    const userId = idParam(req, 'userId');
    res.json(await getAccessMap(deps, userId, isAdminAsked(sessionOf(req), userId)));
  });
  router.get('/api/users/:userId/modules/:moduleId/access', own, async (req, res) => {
    const userId = idParam(req, 'userId');
    res.json(
      await getModuleAccess(
        deps,
        userId,
        isAdminAsked(sessionOf(req), userId),
        idParam(req, 'moduleId'),
      ),
    );
  });
  return router;
}
