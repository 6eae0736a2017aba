import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestRedisPrefix, dropTestRedisPrefix, testRedisUrl } from '../src/infrastructure.ts';

const redis = new Redis(testRedisUrl());
afterAll(() => redis.disconnect());

describe('dropTestRedisPrefix', () => {
  it("when a stack's prefix is dropped, then its keys go and another prefix's stay", async () => {
    const [mine, other] = [createTestRedisPrefix(), createTestRedisPrefix()];
    for (let i = 0; i < 2_500; i += 1) await redis.set(`${mine}:session:${i}`, '1');
    await redis.zadd(`${mine}:leaderboard`, 10, 'a');
    await redis.set(`${other}:session:1`, 'kept');

    expect(await dropTestRedisPrefix(mine)).toBe(2_501);
    expect(await redis.keys(`${mine}*`)).toEqual([]);
    expect(await redis.get(`${other}:session:1`)).toBe('kept');
    await dropTestRedisPrefix(other);
  });

  it('when the prefix is not a test prefix, then nothing is deleted', async () => {
    await expect(dropTestRedisPrefix('')).rejects.toThrow('not a test prefix');
    await expect(dropTestRedisPrefix('fc')).rejects.toThrow('not a test prefix');
  });
});
