import { Router } from 'express';
import { auditLogQuerySchema } from '@fc/contracts/admin';
import { requireRole, sessionOf } from '@fc/service-kit/guards';
import { idParam, parse } from '@fc/service-kit/validation';
import type { AuthDeps } from '../deps.ts';
import { listAuditLog, resetProgress } from './admin.service.ts';

export function adminRoutes(deps: AuthDeps): Router {
  const router = Router();
  router.post('/api/admin/users/:id/reset', requireRole('admin'), async (req, res) => {
    res.json(await resetProgress(deps, sessionOf(req).userId, idParam(req, 'id')));
  });
  router.get('/api/admin/audit-log', requireRole('admin'), async (req, res) => {
    const { limit } = parse(auditLogQuerySchema, req.query);
    res.json(await listAuditLog(deps.prisma, limit));
  });
  return router;
}
