import {
  argon2,
  createHash,
  randomBytes,
  scrypt,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import pLimit from 'p-limit';
import { httpErrors } from '@fc/service-kit/errors';

/**
 * Passwords are hashed with argon2id (Node's own crypto.argon2), at OWASP's first choice by
 * default: 19 MiB of memory, 2 passes, 1 lane. The stored form is the PHC string
 * `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`, so the settings can change later and older
 * hashes still verify. Hashes from before argon2id (`scrypt$<log2 N>$r$p$salt$key`) verify too,
 * and are replaced by an argon2id hash at the next successful sign-in.
 */
export interface HashSettings {
  /** Memory per hash, in KiB (PASSWORD_HASH_MEMORY_KIB). */
  memoryKiB: number;
  /** Passes over the memory (PASSWORD_HASH_PASSES). */
  passes: number;
}

export const DEFAULT_HASH_SETTINGS: HashSettings = { memoryKiB: 19_456, passes: 2 };
export const HASH_MEMORY_RANGE = { min: 64, max: 1_048_576 } as const;
export const HASH_PASSES_RANGE = { min: 2, max: 10 } as const;
const LANES = 1;
const KEY_LENGTH = 32;
const VERSION = 19;

export const HASHING_BUSY_MESSAGE =
  'Too many people are signing in right now. Please try again in a moment.';

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

function argon2id(password: string, salt: Buffer, settings: HashSettings): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2(
      'argon2id',
      {
        message: password.normalize('NFKC'),
        nonce: salt,
        parallelism: LANES,
        tagLength: KEY_LENGTH,
        memory: settings.memoryKiB,
        passes: settings.passes,
      },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

function legacyScrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A new argon2id hash in PHC form. */
export async function hashPassword(
  password: string,
  settings: HashSettings = DEFAULT_HASH_SETTINGS,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await argon2id(password, salt, settings);
  return `$argon2id$v=${VERSION}$m=${settings.memoryKiB},t=${settings.passes},p=${LANES}$${b64(salt)}$${b64(key)}`;
}

const PHC = /^\$argon2id\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

export interface Verification {
  valid: boolean;
  /** The hash was made another way or with other settings: store a new one. */
  needsRehash: boolean;
}

/** Verifies with the parameters the stored hash names, whatever the settings are now. */
export async function verifyPassword(
  password: string,
  stored: string,
  settings: HashSettings = DEFAULT_HASH_SETTINGS,
): Promise<Verification> {
  const phc = PHC.exec(stored);
  if (phc) {
    const [, version, memory, passes, lanes, salt, key] = phc;
    if (Number(version) !== VERSION || Number(lanes) !== LANES)
      return { valid: false, needsRehash: false };
    const expected = Buffer.from(key as string, 'base64');
    const actual = await argon2id(password, Buffer.from(salt as string, 'base64'), {
      memoryKiB: Number(memory),
      passes: Number(passes),
    });
    const valid = actual.length === expected.length && timingSafeEqual(actual, expected);
    const isCurrent = Number(memory) === settings.memoryKiB && Number(passes) === settings.passes;
    return { valid, needsRehash: valid && !isCurrent };
  }
  const [scheme, costLog2, blockSize, parallelism, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !costLog2 || !blockSize || !parallelism || !salt || !key)
    return { valid: false, needsRehash: false };
  const N = 2 ** Number(costLog2);
  const r = Number(blockSize);
  const expected = Buffer.from(key, 'base64');
  const actual = await legacyScrypt(password, Buffer.from(salt, 'base64'), {
    N,
    r,
    p: Number(parallelism),
    maxmem: 256 * N * r,
  });
  const valid = actual.length === expected.length && timingSafeEqual(actual, expected);
  return { valid, needsRehash: valid };
}

/**
 * Hashing as the service does it: at most `concurrency` hashes at once per process, at most
 * `queueLimit` waiting; past that a sign-in is answered 503 with Retry-After at once, rather
 * than every sign-in slowing down until none finishes in time.
 */
export function createPasswordHasher(
  settings: HashSettings,
  limits: { concurrency: number; queueLimit: number },
) {
  const limit = pLimit(limits.concurrency);
  const queued = <T>(work: () => Promise<T>): Promise<T> => {
    if (limit.activeCount >= limits.concurrency && limit.pendingCount >= limits.queueLimit) {
      return Promise.reject(
        httpErrors.unavailable(HASHING_BUSY_MESSAGE, 'HASHING_BUSY').withRetryAfter(1),
      );
    }
    return limit(work);
  };
  let decoy: Promise<string> | undefined;
  return {
    settings,
    /** Hashes running and waiting now (the fc_password_hashes gauge). */
    load: () => ({ active: limit.activeCount, waiting: limit.pendingCount }),
    hash: (password: string) => queued(() => hashPassword(password, settings)),
    verify: (password: string, stored: string) =>
      queued(() => verifyPassword(password, stored, settings)),
    /** A hash of a random password, verified when the username is unknown: the same work either way. */
    decoy(): Promise<string> {
      decoy ??= hashPassword(randomBytes(16).toString('base64'), settings);
      return decoy;
    },
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;

/**
 * A short stamp of a stored password hash (which has a salt of its own, so every new password
 * gives another stamp): a proof that a password was right carries it, and stops counting once
 * the password has changed.
 */
export function passwordStampOf(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 22);
}
