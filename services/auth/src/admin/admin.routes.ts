import { Router } from 'express';
import { auditLogQuerySchema } from '@fc/contracts/admin';
import { setRoleBodySchema } from '@fc/contracts/auth';
import { requireRole, sessionOf } from '@fc/service-kit/guards';
import { idParam, parse } from '@fc/service-kit/validation';
import type { AuthDeps } from '../deps.ts';
import { listAuditLog, resetProgress, setRole } from './admin.service.ts';

export function adminRoutes(deps: AuthDeps): Router {
  const router = Router();
  router.post('/api/admin/users/:id/reset', requireRole('admin'), async (req, res) => {
    res.json(await resetProgress(deps, sessionOf(req).userId, idParam(req, 'id')));
  });
  router.put('/api/admin/users/:id/role', requireRole('admin'), async (req, res) => {
    const userId = idParam(req, 'id');
    const body = parse(setRoleBodySchema, req.body);
    res.json(await setRole(deps, sessionOf(req).userId, userId, body));
  });
  router.get('/api/admin/audit-log', requireRole('admin'), async (req, res) => {
    const { limit } = parse(auditLogQuerySchema, req.query);
    res.json(await listAuditLog(deps.prisma, limit));
  });
  return router;
}
