import type { learningRoutes } from '@fc/contracts/routes/learning';
import type { RouteHandlers } from '@fc/service-kit/register-routes';
import type { LearningDeps } from '../deps.ts';
import {
  getAccessMap,
  getModuleAccess,
  getModuleProgress,
  getProgress,
  isAdminAsked,
} from './progress.service.ts';

/** Per-user routes: a student reads only their own; an admin reads anyone's. */
export function progressHandlers(deps: LearningDeps) {
  return {
    getProgress: ({ params }, _req, res) => {
      res.set('Cache-Control', 'no-store');
      return getProgress(deps, params.userId);
    },
    getModuleProgress: ({ params }) => getModuleProgress(deps, params.userId, params.moduleId),
    getAccessMap: ({ params, session }) =>
      getAccessMap(deps, params.userId, isAdminAsked(session, params.userId)),
    getModuleAccess: ({ params, session }) =>
      getModuleAccess(deps, params.userId, isAdminAsked(session, params.userId), params.moduleId),
  } satisfies Partial<RouteHandlers<typeof learningRoutes>>;
}
