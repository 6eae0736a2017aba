import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { httpErrors } from '@fc/service-kit/errors';

const REQUESTS_PER_ADDRESS = 10;
const WINDOW_SECONDS = 60 * 60;

/**
 * Reset mail is a way to pester someone's inbox: a few requests per address per hour, counted
 * in Redis so that every replica sees them.
 */
export function createResetRequestThrottle(redis: Redis, prefix: string) {
  const perAddress = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${prefix}:forgot-password`,
    points: REQUESTS_PER_ADDRESS,
    duration: WINDOW_SECONDS,
  });

  return {
    /** Counts one request from this address; throws 429 once the address is past the limit. */
    async recordRequest(address: string): Promise<void> {
      try {
        await perAddress.consume(address);
      } catch (rejection) {
        // The limiter rejects with an Error when Redis fails, and with its state when over the limit.
        if (rejection instanceof Error) throw rejection;
        throw httpErrors.tooManyRequests(
          'Too many reset requests. Please try again later.',
          'RESET_THROTTLED',
        );
      }
    },
  };
}

export type ResetRequestThrottle = ReturnType<typeof createResetRequestThrottle>;
