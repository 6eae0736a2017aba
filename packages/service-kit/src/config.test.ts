import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('DATABASE_POOL_SIZE', () => {
  it('when it is not set, then a process keeps up to 10 connections', () => {
    expect(loadConfig({}, { NODE_ENV: 'test' }).DATABASE_POOL_SIZE).toBe(10);
  });

  it('when it is a whole number from 1 to 100, then that is the pool size', () => {
    for (const size of ['1', '25', '100']) {
      expect(
        loadConfig({}, { NODE_ENV: 'test', DATABASE_POOL_SIZE: size }).DATABASE_POOL_SIZE,
      ).toBe(Number(size));
    }
  });

  it('when it is not a whole number from 1 to 100, then start-up stops with a message naming it', () => {
    for (const size of ['0', '101', '-3', '2.5', 'ten', '']) {
      const load = () => loadConfig({}, { NODE_ENV: 'test', DATABASE_POOL_SIZE: size });
      expect(load, size).toThrow(ConfigError);
      expect(load, size).toThrow(/DATABASE_POOL_SIZE: must be a whole number from 1 to 100/);
    }
  });
});
