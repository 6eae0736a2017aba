import type { Lesson } from '@fc/contracts/learning';

import { getErrorMessage } from '@/lib/api-client';

export const COMPLETION_FALLBACK_MESSAGE = 'Failed to mark lesson as complete';

/**
 * The reason to show when completing a lesson is refused (docs/product.md section 5): the
 * server's message whole (e.g. 'Keep reading: you have read for 12 seconds of the 60 needed.');
 * without one, the fallback.
 */
export function getCompletionRefusalReason(error: unknown): string {
  return getErrorMessage(error, COMPLETION_FALLBACK_MESSAGE);
}

/** Whole seconds left until `deadlineMs`, rounded up (0 once it has come). */
export function secondsUntil(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** `completableAt` on the device's clock, from the server's `serverTime` and when the answer came. */
export function toDeviceDeadline(
  lesson: Pick<Lesson, 'completableAt' | 'serverTime'>,
  receivedAtMs: number,
): number | null {
  if (lesson.completableAt === null) return null;
  const leftMs = Date.parse(lesson.completableAt) - Date.parse(lesson.serverTime);
  return Number.isFinite(leftMs) ? receivedAtMs + Math.max(0, leftMs) : null;
}

/** Whole seconds between two instants, never negative. */
export function elapsedSeconds(fromMs: number, toMs: number): number {
  return Math.max(0, Math.round((toMs - fromMs) / 1000));
}

/** docs/product.md section 2: a lesson about charts will get a video. */
export function mentionsChart(title: string): boolean {
  return /chart/i.test(title);
}

/** docs/product.md section 9: the points shown when a lesson does not say. */
export const DEFAULT_LESSON_POINTS = 25;
