import { Router } from 'express';
import { requireRole } from '@fc/service-kit/guards';
import type { AuthDeps } from '../deps.ts';
import { listAllUsers } from './users.service.ts';

export function usersRoutes(deps: AuthDeps): Router {
  const router = Router();
  router.get('/api/users', requireRole('admin'), async (_req, res) => {
    res.json(await listAllUsers(deps.prisma));
  });
  return router;
}
