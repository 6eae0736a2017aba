import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  eventPayloadSchemas,
  eventVersions,
  type EventEnvelope,
  type EventName,
  type EventPayload,
} from '@fc/contracts/events';
import type { SqlExecutor } from '../db.ts';
import { currentRequestId } from '../request-context.ts';
import { currentTraceParent } from '../tracing.ts';

/**
 * Writes an event to the service's outbox inside the caller's transaction (a Kysely transaction,
 * or `sqlIn(tx)` in a Prisma one), so the event exists if and only if the change that caused it
 * was committed. The same statement notifies the schema's outbox channel, which PostgreSQL
 * delivers at commit (never on rollback) to the relay's LISTEN (docs/events.md).
 */
export async function publishEvent<N extends EventName>(
  tx: SqlExecutor,
  name: N,
  payload: EventPayload<N>,
): Promise<EventEnvelope<N>> {
  const envelope: EventEnvelope<N> = {
    id: randomUUID(),
    name,
    version: eventVersions[name],
    occurredAt: new Date().toISOString(),
    correlationId: currentRequestId() ?? null,
    traceParent: currentTraceParent(),
    payload: eventPayloadSchemas[name].parse(payload) as EventPayload<N>,
  };
  await publishRows(tx, name, [envelope.id], [JSON.stringify(envelope.payload)], envelope);
  return envelope;
}

/**
 * Many events of one name in one statement, inside the caller's transaction (as publishEvent):
 * for work that is set-based, such as a price refresh filling thousands of orders at once.
 */
export async function publishEvents<N extends EventName>(
  tx: SqlExecutor,
  name: N,
  payloads: EventPayload<N>[],
): Promise<void> {
  if (payloads.length === 0) return;
  const ids = payloads.map(() => randomUUID());
  const bodies = payloads.map((payload) =>
    JSON.stringify(eventPayloadSchemas[name].parse(payload)),
  );
  await publishRows(tx, name, ids, bodies, {
    occurredAt: new Date().toISOString(),
    correlationId: currentRequestId() ?? null,
    traceParent: currentTraceParent(),
  });
}

/**
 * The outbox rows and the schema's notification, in one statement (one round trip). The
 * notification's void is not selected: Prisma's raw queries cannot read a void column.
 */
async function publishRows(
  tx: SqlExecutor,
  name: EventName,
  ids: string[],
  bodies: string[],
  meta: Pick<EventEnvelope, 'occurredAt' | 'correlationId' | 'traceParent'>,
): Promise<void> {
  await sql`
    WITH events AS (
      INSERT INTO outbox_event (id, name, version, payload, correlation_id, trace_parent, occurred_at)
      SELECT id, ${name}, ${eventVersions[name]}::int, payload::jsonb, ${meta.correlationId}::text,
             ${meta.traceParent ?? null}::text, ${meta.occurredAt}::timestamptz
      FROM unnest(${ids}::uuid[], ${bodies}::text[]) AS e(id, payload))
    SELECT 1 AS notified FROM (SELECT pg_notify('fc_outbox_' || current_schema(), '')) AS n`.execute(
    tx,
  );
}
