import { setTimeout as delay } from 'node:timers/promises';
import type { Redis } from 'ioredis';

/** Hands out request slots to a rate-limited provider: wait() resolves at the caller's slot. */
export interface RequestPacer {
  wait(signal?: AbortSignal): Promise<void>;
}

/** Builds the pacer for a provider that needs its requests this far apart. */
export type CreatePacer = (intervalMs: number) => RequestPacer;

/**
 * Slots `intervalMs` apart in this process. A slot is reserved before the wait, so refreshes
 * that overlap still share one budget.
 */
export function createLocalPacer(
  intervalMs: number,
  now: () => number = Date.now,
  sleep: (ms: number, signal?: AbortSignal) => Promise<void> = (ms, signal) =>
    delay(ms, undefined, { signal }),
): RequestPacer {
  let nextSlotAt = Number.NEGATIVE_INFINITY;
  return {
    async wait(signal) {
      signal?.throwIfAborted();
      const time = now();
      const slot = Math.max(time, nextSlotAt);
      nextSlotAt = slot + intervalMs;
      if (slot > time) await sleep(slot - time, signal);
    },
  };
}

/**
 * Reserves the next slot for every replica at once. KEYS: the next free slot. ARGV: the
 * interval in ms. Answers how long the caller waits for its slot. Redis's own clock decides,
 * so replicas whose clocks differ still keep the requests apart.
 */
const RESERVE_SLOT_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local slot = math.max(now, tonumber(redis.call('GET', KEYS[1]) or '0'))
local interval = tonumber(ARGV[1])
redis.call('SET', KEYS[1], slot + interval, 'PX', slot - now + interval)
return slot - now`;

/**
 * Slots `intervalMs` apart across every replica of the market worker: a provider's rate limit is
 * per API key, and every replica uses the same key, so the budget is kept in Redis.
 */
export function createRedisPacer(redis: Redis, key: string, intervalMs: number): RequestPacer {
  return {
    async wait(signal) {
      signal?.throwIfAborted();
      const waitMs = Number(await redis.eval(RESERVE_SLOT_SCRIPT, 1, key, intervalMs));
      if (waitMs > 0) await delay(waitMs, undefined, { signal });
    },
  };
}
