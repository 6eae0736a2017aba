import { z } from 'zod';

import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_TTL_HOURS,
  idempotencyMessages,
} from './idempotency-constants.ts';

export * from './idempotency-constants.ts';

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
