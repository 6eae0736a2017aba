import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@fc/service-kit/config';
import { authConfigShape } from './config.ts';
import {
  createPasswordHasher,
  DEFAULT_HASH_SETTINGS,
  HASHING_BUSY_MESSAGE,
  hashPassword,
  verifyPassword,
} from './passwords.ts';

const cheap = { memoryKiB: 256, passes: 2 };

describe('password hashes', () => {
  it("when a password is hashed, then it is argon2id at OWASP's settings and only that password verifies", async () => {
    const hash = await hashPassword('secret123');
    expect(hash).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(hash).not.toContain('secret123');
    await expect(verifyPassword('secret123', hash)).resolves.toEqual({
      valid: true,
      needsRehash: false,
    });
    await expect(verifyPassword('secret124', hash)).resolves.toMatchObject({ valid: false });
  });

  it('when the same password is hashed twice, then the salts differ', async () => {
    expect(await hashPassword('same-pass1', cheap)).not.toBe(
      await hashPassword('same-pass1', cheap),
    );
  });

  it('when the stored hash is malformed, then nothing verifies', async () => {
    for (const stored of ['not-a-hash', '$argon2id$v=19$m=1,t=1,p=1$$', 'scrypt$1$2']) {
      await expect(verifyPassword('x', stored)).resolves.toEqual({
        valid: false,
        needsRehash: false,
      });
    }
  });

  it('when a hash was made with other settings, then it verifies and asks to be made again', async () => {
    const older = await hashPassword('secret123', cheap);
    await expect(verifyPassword('secret123', older, DEFAULT_HASH_SETTINGS)).resolves.toEqual({
      valid: true,
      needsRehash: true,
    });
  });

  it('when a hash is from before argon2id (scrypt), then the right password verifies and asks for a rehash', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('old-pass1', salt, 32, { N: 2 ** 12, r: 8, p: 1 });
    const legacy = ['scrypt', 12, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    await expect(verifyPassword('old-pass1', legacy)).resolves.toEqual({
      valid: true,
      needsRehash: true,
    });
    await expect(verifyPassword('old-pass2', legacy)).resolves.toEqual({
      valid: false,
      needsRehash: false,
    });
  });
});

describe('hashing under load', () => {
  it('when more sign-ins wait than the queue holds, then the extra ones are answered 503 with Retry-After at once', async () => {
    const hasher = createPasswordHasher(cheap, { concurrency: 1, queueLimit: 2 });
    const attempts = Array.from({ length: 6 }, () =>
      hasher.hash('secret123').then(
        () => 'hashed',
        (error: { status: number; message: string; retryAfterSeconds?: number }) => error,
      ),
    );
    const results = await Promise.all(attempts);
    expect(results.filter((result) => result === 'hashed')).toHaveLength(3);
    const refused = results.filter((result) => result !== 'hashed');
    expect(refused).toHaveLength(3);
    for (const error of refused) {
      expect(error).toMatchObject({
        status: 503,
        message: HASHING_BUSY_MESSAGE,
        retryAfterSeconds: 1,
      });
    }
  });
});

describe('hash settings', () => {
  const configWith = (env: NodeJS.ProcessEnv) =>
    loadConfig(authConfigShape, { NODE_ENV: 'test', ...env });

  it("when nothing is set, then OWASP's argon2id settings and two hashes at a time are used", () => {
    expect(configWith({})).toMatchObject({
      PASSWORD_HASH_MEMORY_KIB: 19_456,
      PASSWORD_HASH_PASSES: 2,
      PASSWORD_HASH_CONCURRENCY: 2,
      PASSWORD_HASH_QUEUE: 32,
    });
  });

  it.each([
    ['PASSWORD_HASH_MEMORY_KIB', '12'],
    ['PASSWORD_HASH_PASSES', '1'],
    ['PASSWORD_HASH_CONCURRENCY', '0'],
    ['PASSWORD_HASH_MEMORY_KIB', 'lots'],
  ])(
    'when %s is %j, then start-up stops with a message naming the allowed range',
    (name, value) => {
      expect(() => configWith({ [name]: value })).toThrow(
        new RegExp(`${name} must be a whole number from \\d+ to \\d+`),
      );
    },
  );
});
