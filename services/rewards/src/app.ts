import { Router, type Express } from 'express';
import { createService } from '@fc/service-kit/app';
import type { Platform } from '@fc/service-kit/platform';
import { achievementsRoutes } from './achievements/achievements.routes.ts';
import type { RewardsConfig } from './config.ts';
import { createPrismaClient, type Db } from './db.ts';
import { createLeaderboardStore, type LeaderboardStore } from './leaderboard/leaderboard.store.ts';
import { leaderboardRoutes } from './leaderboard/leaderboard.routes.ts';
import type { RewardsContext } from './points/rewards.engine.ts';

export interface RewardsDeps extends Omit<Platform<RewardsConfig>, 'name'> {
  prisma: Db;
  leaderboard: LeaderboardStore;
  context: RewardsContext;
}

export function createRewardsDeps(platform: Platform<RewardsConfig>): RewardsDeps {
  const leaderboard = createLeaderboardStore(platform.redis, platform.config.REDIS_PREFIX);
  return {
    ...platform,
    prisma: createPrismaClient(platform.pool),
    leaderboard,
    context: { timeZone: platform.config.CLUB_TIMEZONE, leaderboard },
  };
}

export function createApp(deps: RewardsDeps): Express {
  const routes = Router();
  routes.use(leaderboardRoutes(deps), achievementsRoutes(deps));
  return createService({ ...deps, name: 'rewards' }, routes);
}
