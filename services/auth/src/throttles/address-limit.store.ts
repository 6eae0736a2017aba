import type { Redis } from 'ioredis';
import { RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import type { ErrorCode } from '@fc/contracts/errors';
import { httpErrors } from '@fc/service-kit/errors';

/**
 * A count per network address over a window, kept in Redis so that every replica sees it. Past
 * the limit the address is answered 429 with Retry-After until the window ends.
 */
export function createAddressLimit(
  redis: Redis,
  options: {
    keyPrefix: string;
    points: number;
    windowSeconds: number;
    message: string;
    code: ErrorCode;
  },
) {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.windowSeconds,
  });
  const refusal = (state: RateLimiterRes) =>
    httpErrors
      .tooManyRequests(options.message, options.code)
      .withRetryAfter(state.msBeforeNext / 1000);

  return {
    /** Counts one request from this address; throws 429 once the address is past the limit. */
    async consume(address: string): Promise<void> {
      try {
        await limiter.consume(address);
      } catch (rejection) {
        // The limiter rejects with an Error when Redis fails, and with its state when over the limit.
        if (rejection instanceof Error) throw rejection;
        throw refusal(rejection as RateLimiterRes);
      }
    },
    /** Throws 429 when the address is already past the limit, counting nothing. */
    async assertUnder(address: string): Promise<void> {
      const state = await limiter.get(address);
      if (state && state.consumedPoints >= options.points) throw refusal(state);
    },
    /** Counts one event from this address (one that `assertUnder` then weighs). */
    async record(address: string): Promise<void> {
      await limiter.penalty(address, 1);
    },
  };
}

export type AddressLimit = ReturnType<typeof createAddressLimit>;
