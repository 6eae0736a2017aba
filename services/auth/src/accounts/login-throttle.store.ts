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
 * outsider could trigger), after OWASP's device cookies. A browser that signed in to the account
 * before (a valid device cookie for it: `device` is its nonce) is slowed by its own failures
 * only: the wait grows 1 s, 2 s, 4 s … up to 15 minutes after its fifth, whatever other devices
 * do, so a classmate failing on purpose behind the school's one address cannot hold its owner
 * back. Any other browser is untrusted: counted per account and address, the same growing wait;
 * past 100 failures at the account in an hour every untrusted try at it waits 30 s, and every
 * untrusted try from an address that failed 100 times in an hour (spraying one password over
 * many accounts) waits a minute. Kept in Redis, so every replica sees the same counts.
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
  const deviceKey = (device: string) => `${prefix}:login-fail:device:${device}`;
  const read = async (key: string) => {
    const [count, last] = await redis.hmget(key, 'count', 'last');
    return { count: Number(count ?? 0), last: Number(last ?? 0) };
  };
  const trustedWait = async (device: string, now: number) => {
    const own = await read(deviceKey(device));
    return own.last + delayAfterFailures(own.count, limits) - now;
  };
  const untrustedWait = async (account: string, address: string, now: number) => {
    const [pair, all, fromAddress] = await Promise.all([
      read(pairKey(account, address)),
      read(accountKey(account)),
      read(addressKey(address)),
    ]);
    return Math.max(
      pair.last + delayAfterFailures(pair.count, limits) - now,
      all.count >= limits.accountCeiling ? all.last + limits.accountDelayMs - now : 0,
      fromAddress.count >= limits.addressCeiling
        ? fromAddress.last + limits.addressDelayMs - now
        : 0,
    );
  };

  return {
    /** Throws 429 with Retry-After while this try must still wait. */
    async assertAllowed(
      account: string,
      address: string,
      device: string | undefined,
      now = Date.now(),
    ): Promise<void> {
      const waitMs = device
        ? await trustedWait(device, now)
        : await untrustedWait(account, address, now);
      if (waitMs <= 0) return;
      throw httpErrors
        .tooManyRequests(waitMessage(waitMs), 'LOGIN_THROTTLED')
        .withRetryAfter(waitMs / 1000);
    },
    /** A trusted device's failure counts against that device alone. */
    async recordFailure(
      account: string,
      address: string,
      device: string | undefined,
      now = Date.now(),
    ): Promise<void> {
      const multi = redis.multi();
      const keys = device
        ? [deviceKey(device)]
        : [pairKey(account, address), accountKey(account), addressKey(address)];
      for (const key of keys) {
        multi.hincrby(key, 'count', 1).hset(key, 'last', now).expire(key, MEMORY_SECONDS);
      }
      await multi.exec();
    },
    /** A success forgets this address's (and this device's) failures at this account. */
    async recordSuccess(account: string, address: string, device: string | undefined) {
      const multi = redis.multi().del(pairKey(account, address));
      if (device) multi.del(deviceKey(device));
      await multi.exec();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
