import { describe, expect, it } from 'vitest';
import { loadConfig } from '@fc/service-kit/config';
import { authConfigShape } from './config.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hash cost', () => {
  it('when a password is hashed at cost 12, then the stored string names cost 12 and it verifies', async () => {
    const hash = await hashPassword('secret123', 12);
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', '12', '8', '1']);
    await expect(verifyPassword('secret123', hash)).resolves.toBe(true);
    await expect(verifyPassword('secret124', hash)).resolves.toBe(false);
  });

  it('when hashes were made at different costs, then each verifies by the cost it names', async () => {
    const [cheap, dearer] = await Promise.all([
      hashPassword('same-pass1', 10),
      hashPassword('same-pass1', 13),
    ]);
    expect(cheap).toMatch(/^scrypt\$10\$/);
    expect(dearer).toMatch(/^scrypt\$13\$/);
    await expect(verifyPassword('same-pass1', cheap)).resolves.toBe(true);
    await expect(verifyPassword('same-pass1', dearer)).resolves.toBe(true);
  });
});

describe('PASSWORD_HASH_COST setting', () => {
  const configWith = (env: NodeJS.ProcessEnv) =>
    loadConfig(authConfigShape, { NODE_ENV: 'test', ...env });

  it('when it is not set, then the cost is 17', () => {
    expect(configWith({}).PASSWORD_HASH_COST).toBe(17);
  });

  it('when it is set within 10..20, then that cost is used', () => {
    expect(configWith({ PASSWORD_HASH_COST: '12' }).PASSWORD_HASH_COST).toBe(12);
    expect(configWith({ PASSWORD_HASH_COST: '20' }).PASSWORD_HASH_COST).toBe(20);
  });

  it.each(['9', '21', '12.5', 'high', ''])(
    'when it is %j, then start-up stops with a message naming the allowed range',
    (value) => {
      expect(() => configWith({ PASSWORD_HASH_COST: value })).toThrow(
        /PASSWORD_HASH_COST must be a whole number from 10 to 20/,
      );
    },
  );
});
