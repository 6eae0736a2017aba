import type { Redis } from 'ioredis';
import { createAddressLimit } from '../throttles/address-limit.store.ts';

/**
 * Reset mail is a way to pester someone's inbox: 10 requests per address an hour, counted in
 * Redis so that every replica sees them.
 */
export function createResetRequestThrottle(redis: Redis, prefix: string) {
  const perAddress = createAddressLimit(redis, {
    keyPrefix: `${prefix}:forgot-password`,
    points: 10,
    windowSeconds: 60 * 60,
    message: 'Too many reset requests. Please try again later.',
    code: 'RESET_THROTTLED',
  });
  return { recordRequest: (address: string) => perAddress.consume(address) };
}

export type ResetRequestThrottle = ReturnType<typeof createResetRequestThrottle>;
