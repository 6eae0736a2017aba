import { Router } from 'express';
import { auditLogQuerySchema } from '@fc/contracts/admin';
import { requireRole, sessionOf } from '@fc/service-kit/guards';
import { idParam, parse } from '@fc/service-kit/validation';
import type { AuthDeps } from '../app.ts';
import { listAuditLog, resetProgress } from './admin.service.ts';

export function adminRoutes(deps: AuthDeps): Router {
  const router = Router();
  router.post('/api/admin/users/:id/reset', requireRole('admin'), async (req, res) => {
    const result = await resetProgress(deps.prisma, sessionOf(req).userId, idParam(req, 'id'));
    deps.relay.kick();
    res.json(result);
  });
  router.get('/api/admin/audit-log', requireRole('admin'), async (req, res) => {
    const { limit } = parse(auditLogQuerySchema, req.query);
    res.json(await listAuditLog(deps.prisma, limit));
  });
  return router;
}
