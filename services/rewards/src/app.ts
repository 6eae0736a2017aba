import { Router, type Express } from 'express';
import { createService } from '@fc/service-kit/app';
import { achievementsRoutes } from './achievements/achievements.routes.ts';
import { classRoutes } from './class/class.routes.ts';
import type { RewardsDeps } from './deps.ts';
import { leaderboardRoutes } from './leaderboard/leaderboard.routes.ts';
import { leaguesRoutes } from './leagues/leagues.routes.ts';
import { streamRoutes } from './stream/stream.routes.ts';

export function createApp(deps: RewardsDeps): Express {
  const routes = Router();
  routes.use(
    leaderboardRoutes(deps),
    achievementsRoutes(deps),
    leaguesRoutes(deps),
    classRoutes(deps),
    streamRoutes(deps.stream),
  );
  return createService({ ...deps, name: 'rewards' }, routes);
}
