import { getErrorMessage } from '@/lib/api-client';

export const COMPLETION_FALLBACK_MESSAGE = 'Failed to mark lesson as complete';

/**
 * The reason to show when completing a lesson is refused (docs/product.md section 5):
 * for "Please spend at least 45 seconds reading: you have read for 12 seconds
 * so far." it is the part after the first colon; any other server message is
 * shown whole; without one, the fallback.
 */
export function getCompletionRefusalReason(error: unknown): string {
  const message = getErrorMessage(error, COMPLETION_FALLBACK_MESSAGE);
  if (!message.includes('Please spend at least')) return message;
  const colon = message.indexOf(':');
  const reason = colon === -1 ? '' : message.slice(colon + 1).trim();
  return reason || message;
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
