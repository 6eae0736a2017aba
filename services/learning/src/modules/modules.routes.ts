import type { learningRoutes } from '@fc/contracts/routes/learning';
import type { RouteHandlers } from '@fc/service-kit/register-routes';
import type { LearningDeps } from '../deps.ts';
import { getModule, getModuleLessons, getModules } from './modules.service.ts';

/** The catalogue is public: guests browse it too. */
export function modulesHandlers(deps: LearningDeps) {
  return {
    listModules: () => getModules(deps.prisma),
    getModule: ({ params }) => getModule(deps.prisma, params.moduleId),
    listModuleLessons: ({ params }) => getModuleLessons(deps.prisma, params.moduleId),
  } satisfies Partial<RouteHandlers<typeof learningRoutes>>;
}
