// The Idempotency-Key header's names, limits and texts without zod, so that the web app's trading
// and budget calls can name the header without loading zod (docs/development.md "Web performance").

/**
 * `Idempotency-Key` (docs/http-api.md): a client-chosen key that makes a retried trade or plan
 * completion answer the first result instead of doing it again. Keys are kept 24 hours, per user.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that is the stored first answer, not a new execution. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export const idempotencyMessages = {
  invalid: `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters (a UUID is a good choice)`,
  reusedWithOtherRequest:
    'This Idempotency-Key was already used for a different request: send a new key for a new request',
  busy: 'A request with this Idempotency-Key is still being handled: try again in a moment',
} as const;
