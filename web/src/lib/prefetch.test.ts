import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PREFETCH_DELAY_MS, prefetchWhenIdle } from '@/lib/prefetch';

describe('prefetchWhenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when the page has loaded, then nothing is fetched for a second, then each load runs in turn', async () => {
    const order: string[] = [];
    const load = (name: string) => () => {
      order.push(name);
      return Promise.resolve();
    };
    prefetchWhenIdle([load('lessons'), load('trading')]);
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS - 1);
    expect(order).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(order).toEqual(['lessons', 'trading']);
  });

  it('when a load fails, then the next one still runs', async () => {
    const order: string[] = [];
    prefetchWhenIdle([
      () => Promise.reject(new Error('offline')),
      () => {
        order.push('trading');
        return Promise.resolve();
      },
    ]);
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS + 2_000);
    expect(order).toEqual(['trading']);
  });

  it('when it is cancelled before the delay ends, then nothing is fetched', async () => {
    const load = vi.fn(() => Promise.resolve());
    const cancel = prefetchWhenIdle([load]);
    cancel();
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS + 2_000);
    expect(load).not.toHaveBeenCalled();
  });
});
