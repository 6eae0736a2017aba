import { Router } from 'express';
import { requireStaff } from '@fc/service-kit/guards';
import { idParam } from '@fc/service-kit/validation';
import type { RewardsDeps } from '../deps.ts';
import { getClassProgress, getStudentDetail } from './class.service.ts';

/** The teacher's class view (docs/product.md "For teachers"): teachers and admins only. */
export function classRoutes(deps: RewardsDeps): Router {
  const router = Router();
  router.get('/api/teacher/class', requireStaff, async (_req, res) => {
    res.json(await getClassProgress(deps));
  });
  router.get('/api/teacher/students/:id', requireStaff, async (req, res) => {
    res.json(await getStudentDetail(deps, idParam(req, 'id')));
  });
  return router;
}
