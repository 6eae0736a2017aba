import { Router } from 'express';
import { userPageQueryKeys, userPageQuerySchema } from '@fc/contracts/auth';
import { requireRole } from '@fc/service-kit/guards';
import { parse } from '@fc/service-kit/validation';
import type { AuthDeps } from '../deps.ts';
import { listAllUsers, listUserPage } from './users.service.ts';

export function usersRoutes(deps: AuthDeps): Router {
  const router = Router();
  // Without paging parameters: every user, for the admin panel's pickers (docs/product.md).
  router.get('/api/users', requireRole('admin'), async (req, res) => {
    const isPaged = userPageQueryKeys.some((key) => key in req.query);
    if (!isPaged) {
      res.json(await listAllUsers(deps.prisma));
      return;
    }
    res.json(await listUserPage(deps.prisma, parse(userPageQuerySchema, req.query)));
  });
  return router;
}
