import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The quiz tests' clock: fake timers that still move on their own (user-event waits on them), so
 * a test can jump ahead with `advance` to the end of a time limit or a feedback pause.
 */
export function withQuizClock() {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Moves the clock on by `ms`, running what falls due meanwhile. */
export async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
