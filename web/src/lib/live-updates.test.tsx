import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { User } from '@fc/contracts/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { userQueryKey } from '@/lib/auth';
import {
  LIVE_STREAM_URL,
  seenAchievementsKey,
  useLiveStreamConnected,
  useLiveUpdates,
} from '@/lib/live-updates';
import { clearToasts, useToasts } from '@/lib/toast';

/** A stand-in for the browser's EventSource that the test drives. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, Set<(event: MessageEvent<string>) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }
  removeEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
    }
  }
}

const user = { id: 7, points: 10, streak: 1, firstName: 'Ada' } as User;

function setUp() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(userQueryKey, user);
  const invalidated: unknown[][] = [];
  const original = queryClient.invalidateQueries.bind(queryClient);
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation((filters) => {
    invalidated.push([...(filters?.queryKey ?? [])]);
    return original(filters);
  });
  const hook = renderHook<boolean, { userId: number | undefined }>(
    ({ userId }) => {
      useLiveUpdates(queryClient, userId);
      return useLiveStreamConnected();
    },
    { initialProps: { userId: 7 } },
  );
  const source = FakeEventSource.opened.at(-1)!;
  return { queryClient, invalidated, hook, source };
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  localStorage.clear();
  clearToasts();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the live stream in the browser', () => {
  it('when a member is signed in, then one stream opens, and it says when it is connected', () => {
    const { hook, source } = setUp();
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(source.url).toBe(LIVE_STREAM_URL);
    expect(hook.result.current).toBe(false);
    act(() => source.open());
    expect(hook.result.current).toBe(true);
  });

  it('when nobody is signed in, then no stream opens; signing out closes it', () => {
    const { hook, source } = setUp();
    hook.rerender({ userId: undefined });
    expect(source.closed).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('when points change, then the header total updates in place and the leaderboards refetch', () => {
    const { queryClient, invalidated, source } = setUp();
    act(() => source.emit('points', { points: 60, streak: 2, delta: 50, reason: 'quiz' }));
    expect(queryClient.getQueryData<User>(userQueryKey)).toMatchObject({ points: 60, streak: 2 });
    expect(invalidated).toContainEqual(['leaderboard']);
  });

  it('when an achievement arrives, then it is toasted at once and remembered, so the watcher does not toast it again', () => {
    const { source } = setUp();
    act(() =>
      source.emit('achievement', {
        achievementId: 'first_lesson',
        title: 'First Steps',
        points: 10,
      }),
    );
    expect(renderHook(() => useToasts()).result.current).toEqual([
      expect.objectContaining({ title: 'Achievement unlocked!', description: 'First Steps' }),
    ]);
    expect(JSON.parse(localStorage.getItem(seenAchievementsKey(7)) ?? '[]')).toEqual([
      'first_lesson',
    ]);
  });

  it('when many class notices arrive at once, then the teacher pages refetch once a second at most', () => {
    vi.useFakeTimers();
    const { invalidated, source } = setUp();
    act(() => {
      for (let i = 0; i < 20; i += 1) source.emit('class', { userId: i });
    });
    expect(invalidated.filter((key) => key[0] === 'teacher')).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(invalidated.filter((key) => key[0] === 'teacher')).toHaveLength(1);
  });

  it('when the stream could not replay what was missed, then every query refetches', () => {
    const { invalidated, source } = setUp();
    act(() => source.emit('resync', {}));
    expect(invalidated).toContainEqual([]);
  });
});
