import type { rewardsRoutes } from '@fc/contracts/routes/rewards';
import type { RouteHandlers } from '@fc/service-kit/register-routes';
import type { RewardsDeps } from '../deps.ts';
import { getClassProgress, getStudentDetail } from './class.service.ts';

/** The teacher's class view: teachers and admins only. */
export function classHandlers(deps: RewardsDeps) {
  return {
    getClassProgress: () => getClassProgress(deps),
    getStudentDetail: ({ params }) => getStudentDetail(deps, params.id),
  } satisfies Partial<RouteHandlers<typeof rewardsRoutes>>;
}
