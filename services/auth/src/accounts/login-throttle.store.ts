import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { httpErrors } from '@fc/service-kit/errors';

const WINDOW_SECONDS = 15 * 60;

/**
 * Failed sign-ins are counted per account and per address (in Redis, so every replica sees
 * them). Past the limit, sign-in is refused for the rest of the window, even with the right
 * password, so guessing gets nowhere.
 */
export function createLoginThrottle(
  redis: Redis,
  prefix: string,
  limits = { perAccount: 5, perAddress: 30 },
) {
  const byAccount = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${prefix}:login-fail:account`,
    points: limits.perAccount,
    duration: WINDOW_SECONDS,
  });
  const byAddress = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${prefix}:login-fail:address`,
    points: limits.perAddress,
    duration: WINDOW_SECONDS,
  });

  return {
    /** Throws 429 when this account or this address has failed too often. */
    async assertAllowed(accountKey: string, address: string): Promise<void> {
      const [account, fromAddress] = await Promise.all([
        byAccount.get(accountKey),
        byAddress.get(address),
      ]);
      const blocked = [
        account && account.consumedPoints >= limits.perAccount ? account : undefined,
        fromAddress && fromAddress.consumedPoints >= limits.perAddress ? fromAddress : undefined,
      ].filter((entry) => entry !== undefined);
      if (blocked.length === 0) return;
      const waitMs = Math.max(...blocked.map((entry) => entry.msBeforeNext));
      const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
      throw httpErrors.tooManyRequests(
        `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        'LOGIN_THROTTLED',
      );
    },
    async recordFailure(accountKey: string, address: string): Promise<void> {
      await Promise.all([byAccount.penalty(accountKey, 1), byAddress.penalty(address, 1)]);
    },
    async recordSuccess(accountKey: string): Promise<void> {
      await byAccount.delete(accountKey);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
