import { createHash } from 'node:crypto';
import type { Request } from 'express';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_HOURS,
  idempotencyKeySchema,
  idempotencyMessages,
} from '@fc/contracts/idempotency';
import { sql } from 'kysely';
import type { SqlExecutor } from './db.ts';
import { AppError, httpErrors } from './errors.ts';

/**
 * Idempotency-Key (docs/http-api.md), the same in every service that honours it: the key is
 * claimed in the transaction of the effect, in the service's own `idempotency_key` table, so a
 * retried request is answered with the first answer instead of doing it again.
 */

/** The Idempotency-Key header, when sent; a malformed one is a 400. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const value = req.get(IDEMPOTENCY_KEY_HEADER);
  if (value === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(value);
  if (!parsed.success) {
    throw httpErrors.badRequest(idempotencyMessages.invalid, 'INVALID_IDEMPOTENCY_KEY');
  }
  return parsed.data;
}

/** The answer stored for a key: sent again, byte for byte, to a repeat. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * Claims (user, key) for `request` (the operation and its parsed input) inside the caller's
 * transaction, before the effect. Answers the stored answer when the key was used for this
 * request already, undefined when it is new (go ahead, then recordIdempotentAnswer); a key used
 * for another request is refused (422), one that expired and is being claimed again at this
 * very moment asks for a retry (409). A concurrent request with the same key waits on the
 * primary key until this transaction ends: if it commits, that request reads the stored
 * answer; if it rolls back (the effect was refused), that request goes ahead as new. Keys older
 * than the TTL are forgotten first.
 */
export async function claimIdempotencyKey(
  tx: SqlExecutor,
  userId: number,
  key: string,
  request: unknown,
): Promise<StoredAnswer | undefined> {
  const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  // One statement: the user's other expired keys are forgotten, and this key is claimed — new,
  // or taken over when it has expired (the row is reset as new). A live key's row is only locked
  // (DO UPDATE's WHERE is false), so nothing comes back and its stored answer is read below.
  const { rows: inserted } = await sql<{ key: string }>`
    WITH forgotten AS (
      DELETE FROM idempotency_key
      WHERE user_id = ${userId} AND key <> ${key}
        AND created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS}))
    INSERT INTO idempotency_key (user_id, key, request_hash)
    VALUES (${userId}, ${key}, ${requestHash})
    ON CONFLICT (user_id, key) DO UPDATE
      SET request_hash = EXCLUDED.request_hash, status = NULL, response = NULL, created_at = now()
      WHERE idempotency_key.created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})
    RETURNING key`.execute(tx);
  if (inserted.length > 0) return undefined;
  const {
    rows: [row],
  } = await sql<{ request_hash: string; status: number | null; response: string | null }>`
    SELECT request_hash, status, response FROM idempotency_key
    WHERE user_id = ${userId} AND key = ${key}`.execute(tx);
  // Gone or renewed between the two statements (it expired and another request claimed it).
  if (!row || row.status === null || row.response === null) {
    throw httpErrors.conflict(idempotencyMessages.busy, 'IDEMPOTENCY_KEY_BUSY');
  }
  if (row.request_hash !== requestHash) {
    throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', idempotencyMessages.reusedWithOtherRequest);
  }
  // Stored as text: a JSON column would reorder the keys of the answer.
  return { status: row.status, body: JSON.parse(row.response) as unknown };
}

/** Stores the answer to a claimed key, in the transaction that made it. */
export async function recordIdempotentAnswer(
  tx: SqlExecutor,
  userId: number,
  key: string,
  answer: StoredAnswer,
): Promise<void> {
  await sql`
    UPDATE idempotency_key
    SET status = ${answer.status}, response = ${JSON.stringify(answer.body)}
    WHERE user_id = ${userId} AND key = ${key}`.execute(tx);
}
