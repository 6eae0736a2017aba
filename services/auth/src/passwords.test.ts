import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

// At the production cost each hash takes about a second here, more on a busy machine.
describe('passwords', { timeout: 30_000 }, () => {
  it('when a password is hashed, then only that password verifies against the hash', async () => {
    const hash = await hashPassword('secret123');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(hash).not.toContain('secret123');
    await expect(verifyPassword('secret123', hash)).resolves.toBe(true);
    await expect(verifyPassword('secret124', hash)).resolves.toBe(false);
  });

  it('when the same password is hashed twice, then the salts differ', async () => {
    expect(await hashPassword('same-pass1')).not.toBe(await hashPassword('same-pass1'));
  });

  it('when the stored hash is malformed, then nothing verifies', async () => {
    await expect(verifyPassword('x', 'not-a-hash')).resolves.toBe(false);
  });
});
