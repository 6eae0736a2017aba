import { randomUUID } from 'node:crypto';
import {
  eventPayloadSchemas,
  eventVersions,
  type EventEnvelope,
  type EventName,
  type EventPayload,
} from '@fc/contracts/events';
import type { RawSqlExecutor } from '../db.ts';
import { sqlFragment, type SqlFragment, type SqlTransaction } from '../sql-transaction.ts';
import { currentRequestId } from '../request-context.ts';
import { currentTraceParent } from '../tracing.ts';

/**
 * Writes an event to the service's outbox inside the caller's transaction, so the event exists
 * if and only if the change that caused it was committed. The relay is woken at commit without
 * anyone having to remember it: by the transaction itself when this process runs the pool's relay
 * (withSqlTransaction), else by PostgreSQL, which delivers the schema's outbox notification
 * (relay.ts outboxChannel) at commit.
 */
export async function publishEvent<N extends EventName>(
  tx: RawSqlExecutor,
  name: N,
  payload: EventPayload<N>,
): Promise<EventEnvelope<N>> {
  const envelope = envelopeOf(name, payload);
  // The row and, when it is needed, the notification in one statement (one round trip). One
  // notification per transaction and channel: PostgreSQL folds identical ones together.
  const notifies = !wakesRelayItself(tx);
  await tx.$executeRaw`
    WITH event AS (
      INSERT INTO outbox_event (id, name, version, payload, correlation_id, trace_parent, occurred_at)
      VALUES (${envelope.id}::uuid, ${name}, ${envelope.version}, ${JSON.stringify(envelope.payload)}::jsonb,
              ${envelope.correlationId}, ${envelope.traceParent}, ${envelope.occurredAt}::timestamptz))
    SELECT CASE WHEN ${notifies}::boolean THEN pg_notify('fc_outbox_' || current_schema(), '') END`;
  return envelope;
}

/** A SqlTransaction that wakes this process's relay at commit (see SqlTransaction). */
function wakesRelayItself(tx: RawSqlExecutor): boolean {
  const { wakeRelayAfterCommit } = tx as Partial<SqlTransaction>;
  return typeof wakeRelayAfterCommit === 'function' && wakeRelayAfterCommit.call(tx);
}

/**
 * What a statement that writes outbox rows on `tx` selects so that the relay sends them at commit:
 * nothing (NULL) when the transaction wakes this process's relay itself, else the schema's outbox
 * notification, which PostgreSQL delivers at commit to the relays' LISTEN.
 */
export function outboxNotification(tx: RawSqlExecutor): SqlFragment {
  return wakesRelayItself(tx)
    ? sqlFragment`NULL`
    : sqlFragment`pg_notify('fc_outbox_' || current_schema(), '')`;
}

/**
 * The same event as a piece of a caller's own statement on a SqlTransaction (a hot path that
 * writes its change and its event in one round trip): `insert` goes in the caller's WITH, and the
 * statement selects `outboxNotification(tx)`, or nobody may wake the relay.
 */
export function outboxEventStatement<N extends EventName>(
  name: N,
  payload: EventPayload<N>,
): { envelope: EventEnvelope<N>; insert: SqlFragment } {
  const envelope = envelopeOf(name, payload);
  return {
    envelope,
    insert: sqlFragment`
      INSERT INTO outbox_event (id, name, version, payload, correlation_id, trace_parent, occurred_at)
      VALUES (${envelope.id}::uuid, ${name}, ${envelope.version}, ${JSON.stringify(envelope.payload)}::jsonb,
              ${envelope.correlationId}, ${envelope.traceParent}, ${envelope.occurredAt}::timestamptz)`,
  };
}

function envelopeOf<N extends EventName>(name: N, payload: EventPayload<N>): EventEnvelope<N> {
  return {
    id: randomUUID(),
    name,
    version: eventVersions[name],
    occurredAt: new Date().toISOString(),
    correlationId: currentRequestId() ?? null,
    traceParent: currentTraceParent(),
    payload: eventPayloadSchemas[name].parse(payload) as EventPayload<N>,
  };
}

/**
 * Many events of one name in one statement, inside the caller's transaction (as publishEvent):
 * for work that is set-based, such as a price refresh filling thousands of orders at once.
 */
export async function publishEvents<N extends EventName>(
  tx: RawSqlExecutor,
  name: N,
  payloads: EventPayload<N>[],
): Promise<void> {
  if (payloads.length === 0) return;
  const occurredAt = new Date().toISOString();
  const version = eventVersions[name];
  const ids = payloads.map(() => randomUUID());
  const bodies = payloads.map((payload) =>
    JSON.stringify(eventPayloadSchemas[name].parse(payload)),
  );
  await tx.$executeRaw`
    WITH events AS (
      INSERT INTO outbox_event (id, name, version, payload, correlation_id, trace_parent, occurred_at)
      SELECT id, ${name}, ${version}, payload::jsonb, ${currentRequestId() ?? null},
             ${currentTraceParent()}, ${occurredAt}::timestamptz
      FROM unnest(${ids}::uuid[], ${bodies}::text[]) AS e(id, payload))
    SELECT pg_notify('fc_outbox_' || current_schema(), '')`;
}
