import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { sessionSecretsOf } from './session.ts';

describe('EVENT_CONCURRENCY', () => {
  it('when unset, then 16 events are handled at once', () => {
    expect(loadConfig({}, { NODE_ENV: 'test' }).EVENT_CONCURRENCY).toBe(16);
  });

  it('when it is not a whole number from 1 to 100, then the start stops naming it', () => {
    for (const value of ['0', '101', '2.5', 'many']) {
      const load = () => loadConfig({}, { NODE_ENV: 'test', EVENT_CONCURRENCY: value });
      expect(load, value).toThrow(/EVENT_CONCURRENCY: must be a whole number from 1 to 100/);
    }
    expect(loadConfig({}, { NODE_ENV: 'test', EVENT_CONCURRENCY: '4' }).EVENT_CONCURRENCY).toBe(4);
  });
});

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

describe('JWT_SECRET_PREVIOUS', () => {
  const current = 'c'.repeat(40);
  const previous = 'p'.repeat(40);

  it('when it is set during a rotation, then sessions are checked against the current secret, then it', () => {
    const config = loadConfig({}, { JWT_SECRET: current, JWT_SECRET_PREVIOUS: previous });
    expect(sessionSecretsOf(config)).toEqual([current, previous]);
  });

  it('when it is empty, unset or the same as JWT_SECRET, then only JWT_SECRET counts', () => {
    for (const value of ['', undefined, current]) {
      const config = loadConfig({}, { JWT_SECRET: current, JWT_SECRET_PREVIOUS: value });
      expect(sessionSecretsOf(config), String(value)).toEqual([current]);
    }
  });

  it('when it is shorter than 32 characters, then start-up stops with a message naming it', () => {
    const load = () => loadConfig({}, { JWT_SECRET: current, JWT_SECRET_PREVIOUS: 'short' });
    expect(load).toThrow(/JWT_SECRET_PREVIOUS: JWT_SECRET_PREVIOUS must be at least 32 characters/);
  });
});
