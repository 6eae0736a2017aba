import type { Redis } from 'ioredis';
import { createAddressLimit } from '../throttles/address-limit.store.ts';

/** "That username is already taken" answers an address may get in 15 minutes. */
export const TAKEN_ANSWERS_PER_ADDRESS = 10;

/**
 * Registration says when a username or an email is taken (the form needs it), which also tells
 * a prober who has an account. So those answers are counted per address, like failed sign-ins:
 * past 10 in 15 minutes the address must wait (429). A class registering together from one
 * school address gets few of them; someone walking a list of names gets stopped.
 */
export function createRegistrationThrottle(redis: Redis, prefix: string) {
  return createAddressLimit(redis, {
    keyPrefix: `${prefix}:register-taken`,
    points: TAKEN_ANSWERS_PER_ADDRESS,
    windowSeconds: 15 * 60,
    message: 'Too many registration attempts from this network. Please try again later.',
    code: 'REGISTRATION_THROTTLED',
  });
}

export type RegistrationThrottle = ReturnType<typeof createRegistrationThrottle>;
