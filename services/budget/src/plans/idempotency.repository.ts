import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@fc/contracts/idempotency';
import type { Tx } from '../db.ts';

/**
 * What a claimed key says: do it (new), answer what was answered (replay), refuse it (mismatch:
 * the key was used for another request), or try again (busy: rare, see below).
 */
export type IdempotencyClaim =
  | { kind: 'new' }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'mismatch' }
  | { kind: 'busy' };

/** The request a key stands for: the operation and its parsed input, in a stable form. */
export function hashRequest(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/**
 * Claims (user, key) inside the caller's transaction, before the effect. A concurrent request
 * with the same key waits on the primary key until this transaction ends: if it commits, that
 * request reads the stored answer; if it rolls back (the trade was refused), that request goes
 * ahead as new. Keys older than the TTL are forgotten first.
 */
export async function claimIdempotencyKey(
  tx: Tx,
  userId: number,
  key: string,
  requestHash: string,
): Promise<IdempotencyClaim> {
  await tx.$executeRaw`
    DELETE FROM idempotency_key
    WHERE user_id = ${userId}
      AND created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`;
  const inserted = await tx.$queryRaw<{ key: string }[]>`
    INSERT INTO idempotency_key (user_id, key, request_hash)
    VALUES (${userId}, ${key}, ${requestHash})
    ON CONFLICT (user_id, key) DO NOTHING
    RETURNING key`;
  if (inserted.length > 0) return { kind: 'new' };
  const [row] = await tx.$queryRaw<
    { request_hash: string; status: number | null; response: string | null }[]
  >`
    SELECT request_hash, status, response FROM idempotency_key
    WHERE user_id = ${userId} AND key = ${key}`;
  // Gone or renewed between the two statements (it expired and another request claimed it):
  // a retry resolves it.
  if (!row || row.status === null || row.response === null) return { kind: 'busy' };
  if (row.request_hash !== requestHash) return { kind: 'mismatch' };
  return { kind: 'replay', status: row.status, body: JSON.parse(row.response) as unknown };
}

/** Stores the answer to a claimed key, in the transaction that made it. */
export async function recordIdempotentAnswer(
  tx: Tx,
  userId: number,
  key: string,
  answer: { status: number; body: unknown },
): Promise<void> {
  await tx.$executeRaw`
    UPDATE idempotency_key
    SET status = ${answer.status}, response = ${JSON.stringify(answer.body)}
    WHERE user_id = ${userId} AND key = ${key}`;
}
