import type { Redis } from '@fc/service-kit/redis';

/** The "Update Now" cooldowns in Redis: one key per user, gone when the user may update again. */
export interface UpdateCooldownStore {
  /** Starts the user's cooldown for so many seconds; answers false while one is still running. */
  tryStart(userId: number, seconds: number): Promise<boolean>;
}

export function createUpdateCooldownStore(redis: Redis, prefix: string): UpdateCooldownStore {
  return {
    async tryStart(userId, seconds) {
      const key = `${prefix}:market:update-now:${userId}`;
      return (await redis.set(key, '1', 'EX', seconds, 'NX')) !== null;
    },
  };
}
