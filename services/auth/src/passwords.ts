import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are hashed with scrypt (r = 8, p = 1) at a cost N = 2^costLog2 that comes from the
 * setting PASSWORD_HASH_COST: by default OWASP's recommended 2^17. The stored form names its
 * parameters, so the cost can be changed later and hashes made at another cost still verify.
 */
export const DEFAULT_PASSWORD_HASH_COST = 17;
/** The costs the setting accepts: below 2^10 is too cheap to guess against; 2^20 needs 1 GiB. */
export const PASSWORD_HASH_COST_RANGE = { min: 10, max: 20 } as const;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function scryptOptions(costLog2: number, blockSize: number, parallelism: number): ScryptOptions {
  const N = 2 ** costLog2;
  return { N, r: blockSize, p: parallelism, maxmem: 256 * N * blockSize };
}

/** Hashes at the given cost (log2 N): callers pass the PASSWORD_HASH_COST setting. */
export async function hashPassword(
  password: string,
  costLog2: number = DEFAULT_PASSWORD_HASH_COST,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey(password, salt, scryptOptions(costLog2, BLOCK_SIZE, PARALLELISM));
  return [
    'scrypt',
    costLog2,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

/** Verifies with the parameters the stored hash names, whatever the cost setting is now. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, costLog2, blockSize, parallelism, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !costLog2 || !blockSize || !parallelism || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await deriveKey(
    password,
    Buffer.from(salt, 'base64'),
    scryptOptions(Number(costLog2), Number(blockSize), Number(parallelism)),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password, verified against when the username is unknown, so that an
 * unknown user and a wrong password take the same time. One per cost, made on first use. */
const decoyHashes = new Map<number, Promise<string>>();
export function decoyPasswordHash(costLog2: number): Promise<string> {
  let decoy = decoyHashes.get(costLog2);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('base64'), costLog2);
    decoyHashes.set(costLog2, decoy);
  }
  return decoy;
}
