import type { rewardsRoutes } from '@fc/contracts/routes/rewards';
import type { RouteHandlers } from '@fc/service-kit/register-routes';
import type { RewardsDeps } from '../deps.ts';
import { getMyLeague, markLeagueResultSeen } from './leagues.service.ts';

export function leaguesHandlers(deps: RewardsDeps) {
  return {
    /** The caller's weekly league (placing them if they have earned points this week). */
    getMyLeague: ({ session }) => getMyLeague(deps, session.userId),
    markLeagueResultSeen: ({ body, session }) =>
      markLeagueResultSeen(deps, session.userId, body.weekStart),
  } satisfies Partial<RouteHandlers<typeof rewardsRoutes>>;
}
