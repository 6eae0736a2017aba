import type { Redis } from 'ioredis';
import { httpErrors } from '@fc/service-kit/errors';

/** Failures before sign-in from one address to one account starts to slow down. */
const FREE_FAILURES = 5;
/** The longest wait between two tries, however many failures. */
const MAX_DELAY_MS = 15 * 60 * 1000;
/** Failures of one account from everywhere, in an hour, before every try must wait. */
const ACCOUNT_CEILING = 100;
const ACCOUNT_DELAY_MS = 30 * 1000;
/** Failures from one address over every account (password spraying), in an hour. */
const ADDRESS_CEILING = 100;
const ADDRESS_DELAY_MS = 60 * 1000;
const MEMORY_SECONDS = 60 * 60;
/** How long an address that signed in to an account is known to it (past the account ceiling). */
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 60 * 60;

export interface LoginThrottleLimits {
  freeFailures: number;
  maxDelayMs: number;
  accountCeiling: number;
  accountDelayMs: number;
  addressCeiling: number;
  addressDelayMs: number;
}

const defaultLimits: LoginThrottleLimits = {
  freeFailures: FREE_FAILURES,
  maxDelayMs: MAX_DELAY_MS,
  accountCeiling: ACCOUNT_CEILING,
  accountDelayMs: ACCOUNT_DELAY_MS,
  addressCeiling: ADDRESS_CEILING,
  addressDelayMs: ADDRESS_DELAY_MS,
};

/** The wait after `failures` failed tries from one address to one account: 1 s, 2 s, 4 s … 15 min. */
export function delayAfterFailures(failures: number, limits = defaultLimits): number {
  if (failures < limits.freeFailures) return 0;
  const doublings = Math.min(30, failures - limits.freeFailures);
  return Math.min(limits.maxDelayMs, 1000 * 2 ** doublings);
}

function waitMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const wait =
    seconds < 120
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many failed sign-in attempts. Please wait ${wait} and try again.`;
}

/**
 * Failed sign-ins slow down further tries, never lock an account (ASVS 6.3.1 without a lockout an
 * outsider could trigger): counted per account and address, the wait grows 1 s, 2 s, 4 s … up to
 * 15 minutes after the fifth failure; the right password from another address still signs in at
 * once. Past 100 failures in an hour, every try at that account from an address new to it waits
 * 30 s, and every try from an address that failed 100 times in an hour (spraying one password over
 * many accounts) waits a minute. The account's ceiling does not hold back an address that signed
 * in to that account in the last 30 days: outsiders who keep the account past its ceiling cannot
 * keep its owner out. Kept in Redis, so every replica sees the same counts.
 */
export function createLoginThrottle(
  redis: Redis,
  prefix: string,
  limits: LoginThrottleLimits = defaultLimits,
) {
  const pairKey = (account: string, address: string) =>
    `${prefix}:login-fail:pair:${account}:${address}`;
  const accountKey = (account: string) => `${prefix}:login-fail:account:${account}`;
  const addressKey = (address: string) => `${prefix}:login-fail:address:${address}`;
  const knownKey = (account: string, address: string) =>
    `${prefix}:login-known:${account}:${address}`;
  const read = async (key: string) => {
    const [count, last] = await redis.hmget(key, 'count', 'last');
    return { count: Number(count ?? 0), last: Number(last ?? 0) };
  };

  return {
    /** Throws 429 with Retry-After while this try must still wait. */
    async assertAllowed(account: string, address: string, now = Date.now()): Promise<void> {
      const [pair, all, fromAddress, isKnown] = await Promise.all([
        read(pairKey(account, address)),
        read(accountKey(account)),
        read(addressKey(address)),
        redis.exists(knownKey(account, address)),
      ]);
      const waits = [
        pair.last + delayAfterFailures(pair.count, limits) - now,
        all.count >= limits.accountCeiling && !isKnown ? all.last + limits.accountDelayMs - now : 0,
        fromAddress.count >= limits.addressCeiling
          ? fromAddress.last + limits.addressDelayMs - now
          : 0,
      ];
      const waitMs = Math.max(...waits);
      if (waitMs <= 0) return;
      throw httpErrors
        .tooManyRequests(waitMessage(waitMs), 'LOGIN_THROTTLED')
        .withRetryAfter(waitMs / 1000);
    },
    async recordFailure(account: string, address: string, now = Date.now()): Promise<void> {
      const multi = redis.multi();
      for (const key of [pairKey(account, address), accountKey(account), addressKey(address)]) {
        multi.hincrby(key, 'count', 1).hset(key, 'last', now).expire(key, MEMORY_SECONDS);
      }
      await multi.exec();
    },
    /**
     * A success from an address forgets that address's failures at this account, and makes the
     * address known to the account for 30 days.
     */
    async recordSuccess(account: string, address: string): Promise<void> {
      await redis
        .multi()
        .del(pairKey(account, address))
        .set(knownKey(account, address), '1', 'EX', KNOWN_ADDRESS_SECONDS)
        .exec();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
