import type { Express } from 'express';
import { rewardsRoutes } from '@fc/contracts/routes/rewards';
import { createService } from '@fc/service-kit/app';
import { registerRoutes } from '@fc/service-kit/register-routes';
import { achievementsHandlers } from './achievements/achievements.routes.ts';
import { classHandlers } from './class/class.routes.ts';
import type { RewardsDeps } from './deps.ts';
import { leaderboardHandlers } from './leaderboard/leaderboard.routes.ts';
import { leaguesHandlers } from './leagues/leagues.routes.ts';
import { streamHandlers } from './stream/stream.routes.ts';

/** The rewards service's HTTP API: the routes declared in packages/contracts/src/routes/rewards.ts. */
export function createApp(deps: RewardsDeps): Express {
  const routes = registerRoutes(rewardsRoutes, {
    ...leaderboardHandlers(deps),
    ...achievementsHandlers(deps),
    ...leaguesHandlers(deps),
    ...classHandlers(deps),
    ...streamHandlers(deps.stream),
  });
  return createService({ ...deps, name: 'rewards' }, routes);
}
