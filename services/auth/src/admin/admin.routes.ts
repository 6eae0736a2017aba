import type { authRoutes } from '@fc/contracts/routes/auth';
import type { RouteHandlers } from '@fc/service-kit/register-routes';
import type { AuthDeps } from '../deps.ts';
import { listAuditLog, resetProgress, setRole } from './admin.service.ts';

export function adminHandlers(deps: AuthDeps) {
  return {
    resetProgress: ({ params, session }) => resetProgress(deps, session.userId, params.id),
    setRole: ({ params, body, session }) => setRole(deps, session.userId, params.id, body),
    listAuditLog: ({ query }) => listAuditLog(deps.prisma, query.limit),
  } satisfies Partial<RouteHandlers<typeof authRoutes>>;
}
