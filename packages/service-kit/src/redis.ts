import { Redis } from 'ioredis';

export { Redis } from 'ioredis';

/**
 * A Redis connection. `forWorker` connections wait for Redis to come back (BullMQ workers
 * need maxRetriesPerRequest: null); the others fail fast so that requests do not hang.
 */
export function createRedis(
  url: string,
  options: { forWorker?: boolean; autoPipelining?: boolean } = {},
): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: options.forWorker ? null : 2,
    enableOfflineQueue: options.forWorker ?? false,
    connectTimeout: 5_000,
    // Connect when first used (BullMQ connects its own; createPlatform awaits connect()).
    lazyConnect: !options.forWorker,
    // For the request path's client: commands issued in the same tick (session checks, rate-limit
    // counts, reads of many concurrent requests) go to Redis in one write. Not for BullMQ's own.
    enableAutoPipelining: options.autoPipelining ?? false,
  });
}
