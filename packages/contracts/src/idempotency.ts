import { z } from 'zod';

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

/** Printable ASCII without spaces at either end: what a UUID or any sane token is made of. */
export const idempotencyKeySchema = z
  .string()
  .min(1, idempotencyMessages.invalid)
  .max(IDEMPOTENCY_KEY_MAX_LENGTH, idempotencyMessages.invalid)
  .regex(/^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/, idempotencyMessages.invalid)
  .meta({
    description: `Optional. The same key with the same request within ${IDEMPOTENCY_KEY_TTL_HOURS} h answers the first result without doing it again; the same key with a different request is refused (422). Scoped per user.`,
    example: '6f1c2b1e-6a43-4c1e-9d53-0f7d8c8e2a10',
  });
