/**
 * The review feature's cache keys. The queue is cached per user: the dashboard's count and the
 * Review page read the same answer, and grading a card invalidates it for both.
 */
export const reviewKeys = {
  all: ['review'] as const,
  queue: (userId: number) => [...reviewKeys.all, 'queue', userId] as const,
};

/**
 * Cards fall due as time passes, so a queue is worth reusing for a short while only (from the
 * dashboard to the Review page), not for the session like most of the app's data.
 */
export const REVIEW_QUEUE_STALE_MS = 30_000;
