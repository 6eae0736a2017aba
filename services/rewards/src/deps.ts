import type { Platform } from '@fc/service-kit/platform';
import type { RewardsConfig } from './config.ts';
import { createPrismaClient, type Db } from './db.ts';
import { createLeaderboardStore, type LeaderboardStore } from './leaderboard/leaderboard.store.ts';
import type { RewardsContext } from './points/rewards.engine.ts';

export interface RewardsDeps extends Omit<Platform<RewardsConfig>, 'name'> {
  prisma: Db;
  leaderboard: LeaderboardStore;
  context: RewardsContext;
}

/** Everything the rewards service runs on, built from the platform (used by main and by tests). */
export function createRewardsDeps(platform: Platform<RewardsConfig>): RewardsDeps {
  const leaderboard = createLeaderboardStore(platform.redis, platform.config.REDIS_PREFIX);
  return {
    ...platform,
    prisma: createPrismaClient(platform.pool),
    leaderboard,
    context: { timeZone: platform.config.CLUB_TIMEZONE, leaderboard },
  };
}
