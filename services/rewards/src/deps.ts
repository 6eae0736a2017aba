import type { Kysely } from 'kysely';
import type { Platform } from '@fc/service-kit/platform';
import type { RewardsConfig } from './config.ts';
import { createDatabase, createPrismaClient, type Db } from './db.ts';
import type { DB } from './generated/kysely.ts';
import { createLeaderboardStore, type LeaderboardStore } from './leaderboard/leaderboard.store.ts';
import type { RewardsContext } from './points/member-standing.ts';
import { createNoticeHub, type NoticeHub } from './stream/notice-hub.ts';

export interface RewardsDeps extends Omit<Platform<RewardsConfig>, 'name'> {
  prisma: Db;
  /** Kysely on the same pool: every change of a member's points and stats, and the events. */
  db: Kysely<DB>;
  leaderboard: LeaderboardStore;
  context: RewardsContext;
  /** The live stream's open connections in this process (docs/live-updates.md). */
  stream: NoticeHub;
  /** Ends what the process holds beyond its pools: the live streams and their subscriber. */
  dispose(): Promise<void>;
}

/** Everything the rewards service runs on, built from the platform (used by main and by tests). */
export function createRewardsDeps(platform: Platform<RewardsConfig>): RewardsDeps {
  const leaderboard = createLeaderboardStore(platform.redis, platform.config.REDIS_PREFIX);
  const stream = createNoticeHub({
    redisUrl: platform.config.REDIS_URL,
    redis: platform.redis,
    prefix: platform.config.REDIS_PREFIX,
    logger: platform.logger,
    heartbeatMs: platform.config.SSE_HEARTBEAT_SECONDS * 1000,
    maxStreamMs: platform.config.SSE_MAX_STREAM_SECONDS * 1000,
  });
  return {
    stream,
    dispose: () => stream.close(),
    ...platform,
    prisma: createPrismaClient(platform.pool),
    db: createDatabase(platform.pool),
    leaderboard,
    context: {
      timeZone: platform.config.CLUB_TIMEZONE,
      leaderboard,
      redis: platform.redis,
      redisPrefix: platform.config.REDIS_PREFIX,
    },
  };
}
