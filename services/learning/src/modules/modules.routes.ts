import { Router } from 'express';
import { idParam } from '@fc/service-kit/validation';
import type { LearningDeps } from '../deps.ts';
import { getModule, getModuleLessons, getModules } from './modules.service.ts';

/** The catalogue is public: guests browse it too. */
export function modulesRoutes(deps: LearningDeps): Router {
  const router = Router();
  router.get('/api/modules', async (_req, res) => {
    res.json(await getModules(deps.prisma));
  });
  router.get('/api/modules/:moduleId', async (req, res) => {
    res.json(await getModule(deps.prisma, idParam(req, 'moduleId')));
  });
  router.get('/api/modules/:moduleId/lessons', async (req, res) => {
    res.json(await getModuleLessons(deps.prisma, idParam(req, 'moduleId')));
  });
  return router;
}
