import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import type pg from 'pg';
import {
  eventEnvelopeSchema,
  eventQueueName,
  eventVersions,
  eventsSubscribedBy,
  type EventEnvelope,
  type EventName,
  parseEventPayload,
} from '@fc/contracts/events';
import type { ServiceName } from '@fc/contracts/services';
import { withAfterCommit } from '../after-commit.ts';
import { DEFAULT_EVENT_CONCURRENCY } from '../config.ts';
import type { RawSqlExecutor, TransactionRunner } from '../db.ts';
import type { Logger } from '../logger.ts';
import { metrics } from '../metrics.ts';
import { createRedis } from '../redis.ts';
import { runWithContext } from '../request-context.ts';
import {
  sqlFragment,
  sqlLiteral,
  sqlOnPool,
  withSqlTransaction,
  type SqlFragment,
  type SqlTransaction,
} from '../sql-transaction.ts';
import { inEventTrace } from '../tracing.ts';

export type EventHandler<N extends EventName, Tx> = (
  event: EventEnvelope<N>,
  tx: Tx,
) => Promise<void>;
export type EventHandlers<Tx> = { [N in EventName]?: EventHandler<N, Tx> };

export type ConsumeResult = 'handled' | 'duplicate';

/**
 * The events a service applies in a raw SQL transaction on its pool rather than in a Prisma
 * interactive transaction (issue #17: on the busiest events, the ORM's transaction cost more CPU
 * than the handler's statements). Their handlers speak tagged raw SQL only; an event named here
 * is not looked up in the Prisma handlers.
 */
export interface SqlEventHandlers {
  pool: pg.Pool;
  handlers: EventHandlers<SqlTransaction>;
  /** Events whose whole effect is one statement: see SqlStatementHandler. */
  statements?: SqlStatementHandlers;
}

/**
 * An event whose whole effect is at most one statement (an UPDATE, an INSERT): it is applied with
 * its inbox row as one statement on the pool, with no transaction of its own (one round trip
 * instead of three: BEGIN with the inbox row, the handler's statement, COMMIT). `isNew` is the
 * SQL condition that holds only when this delivery recorded the event in the inbox: the statement
 * must change nothing where it does not hold (put it in its WHERE). null: nothing to change for
 * this event (the inbox row alone is written). Such a handler queues no after-commit work.
 */
export type SqlStatementHandler<N extends EventName> = (
  event: EventEnvelope<N>,
  isNew: SqlFragment,
) => SqlFragment | null;
export type SqlStatementHandlers = { [N in EventName]?: SqlStatementHandler<N> };

/** Within the statement below: true when its inbox insert recorded the event. */
const isNewInInbox = sqlFragment`EXISTS (SELECT 1 FROM inbox)`;

/** The inbox row and the handler's statement as one statement; answers whether it was new. */
async function applyStatementOnce(
  pool: pg.Pool,
  event: EventEnvelope,
  handler: SqlStatementHandler<EventName>,
): Promise<ConsumeResult> {
  const effect = handler(event, isNewInInbox);
  const [row] = await sqlOnPool(pool).$queryRaw<{ recorded: number }[]>`
    WITH inbox AS (
      INSERT INTO inbox_event (id, name) VALUES (${event.id}::uuid, ${event.name})
      ON CONFLICT (id) DO NOTHING RETURNING id
    )${effect ? sqlFragment`, effect AS (${effect})` : sqlFragment``}
    SELECT count(*)::int AS recorded FROM inbox`;
  return row?.recorded === 1 ? 'handled' : 'duplicate';
}

/**
 * Records the event in the inbox and runs its handler, unless the inbox already had it.
 * `inserted` is the inbox row's count when the caller inserted it already (sent with BEGIN).
 */
async function applyOnce<T extends RawSqlExecutor>(
  tx: T,
  event: EventEnvelope,
  handler: EventHandler<EventName, T>,
  inserted?: number,
): Promise<ConsumeResult> {
  const isNew =
    (inserted ??
      (await tx.$executeRaw`
        INSERT INTO inbox_event (id, name) VALUES (${event.id}::uuid, ${event.name})
        ON CONFLICT (id) DO NOTHING`)) > 0;
  if (!isNew) return 'duplicate';
  await handler(event, tx);
  return 'handled';
}

/** The inbox row's insert as a simple statement, sent with BEGIN (id and name are validated). */
const inboxInsertStatement = (event: EventEnvelope) =>
  `INSERT INTO inbox_event (id, name) VALUES (${sqlLiteral(event.id)}::uuid, ${sqlLiteral(event.name)})
   ON CONFLICT (id) DO NOTHING`;

/**
 * Validates an event and applies it exactly once: the event id goes into the inbox in the same
 * transaction as the handler's effect, so a redelivered event finds its id there and changes
 * nothing. A malformed event can never succeed: it fails as unrecoverable (kept in the queue's
 * failed set for inspection) and the consumer goes on with the next one. What a handler queues
 * with afterCommit runs once the transaction has committed; if that work fails, `onAfterCommitError`
 * hears of it (the event stays handled: its effect is committed).
 */
export async function consumeEvent<Tx extends RawSqlExecutor>(
  db: TransactionRunner<Tx>,
  handlers: EventHandlers<Tx>,
  data: unknown,
  onAfterCommitError: (error: unknown) => void = () => undefined,
  sql?: SqlEventHandlers,
): Promise<ConsumeResult> {
  const envelope = eventEnvelopeSchema.safeParse(data);
  if (!envelope.success) {
    throw new UnrecoverableError(
      `Malformed event envelope: ${envelope.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const { name, version } = envelope.data;
  const payload = parseEventPayload(name, version, envelope.data.payload);
  if (!payload.ok) {
    // A version from a newer producer waits for this consumer's deploy; anything else is broken.
    throw payload.retriable ? new Error(payload.message) : new UnrecoverableError(payload.message);
  }
  const statementHandler = sql?.statements?.[name] as SqlStatementHandler<EventName> | undefined;
  const sqlHandler = sql?.handlers[name] as EventHandler<EventName, SqlTransaction> | undefined;
  const handler = handlers[name] as EventHandler<EventName, Tx> | undefined;
  if (!statementHandler && !sqlHandler && !handler)
    throw new UnrecoverableError(`No handler for ${name}`);
  // Handlers see every event at its current version, whichever version was sent.
  const event: EventEnvelope = {
    ...envelope.data,
    version: eventVersions[name],
    payload: payload.payload,
  };

  const transaction = (): Promise<ConsumeResult> =>
    sql && statementHandler
      ? applyStatementOnce(sql.pool, event, statementHandler)
      : sql && sqlHandler
        ? withSqlTransaction(
            sql.pool,
            (tx, begun) => {
              if (typeof begun?.rowCount !== 'number')
                throw new Error('the inbox insert answered no row count');
              return applyOnce(tx, event, sqlHandler, begun.rowCount);
            },
            { begin: inboxInsertStatement(event) },
          )
        : db.$transaction((tx) => applyOnce(tx, event, handler as EventHandler<EventName, Tx>));
  const apply = () => withAfterCommit(transaction, onAfterCommitError);
  return runWithContext({ requestId: event.correlationId ?? event.id }, () =>
    inEventTrace(
      event.traceParent,
      `${event.name} process`,
      { 'messaging.system': 'bullmq', 'messaging.message.id': event.id },
      apply,
    ),
  );
}

/**
 * How soon an event on a consumer that died (kill -9, a lost machine) is handled again: its
 * lock lapses after `lockDuration` and the stalled check, every `stalledInterval`, puts it back,
 * so within 15 s. A live worker renews its locks every lockDuration / 2, so a slow handler keeps
 * its event; if a frozen one loses it anyway, the inbox makes the second run change nothing. A
 * stall is not a failure: an event survives as many crashes as maxStalledCount allows.
 */
export const eventWorkerTiming = {
  lockDuration: 10_000,
  stalledInterval: 5_000,
  maxStalledCount: 20,
} as const;

export interface EventConsumer {
  worker: Worker;
  close(): Promise<void>;
}

/** Starts the BullMQ worker on the service's own event queue. */
export function startEventConsumer<Tx extends RawSqlExecutor>(options: {
  service: ServiceName;
  db: TransactionRunner<Tx>;
  handlers: EventHandlers<Tx>;
  /** Events applied in raw SQL transactions on the pool (SqlEventHandlers). */
  sql?: SqlEventHandlers;
  redisUrl: string;
  redisPrefix: string;
  logger: Logger;
  concurrency?: number;
}): EventConsumer {
  const { service, handlers, logger } = options;
  const missing = eventsSubscribedBy(service).filter(
    (name) => !handlers[name] && !options.sql?.handlers[name] && !options.sql?.statements?.[name],
  );
  if (missing.length > 0) {
    throw new Error(
      `The ${service} service subscribes to ${missing.join(', ')} but has no handler`,
    );
  }
  const connection = createRedis(options.redisUrl, { forWorker: true });
  const worker = new Worker(
    eventQueueName(service),
    async (job: Job) => {
      const result = await consumeEvent(
        options.db,
        handlers,
        job.data,
        (error) =>
          logger.warn(
            { eventId: job.id, event: job.name, err: error },
            'work after an event committed failed; its reconciler will repair it',
          ),
        options.sql,
      );
      logger.info({ eventId: job.id, event: job.name, result }, 'event consumed');
      metrics.consumed(service, job.name, result);
      return result;
    },
    {
      connection,
      prefix: options.redisPrefix,
      concurrency: options.concurrency ?? DEFAULT_EVENT_CONCURRENCY,
      ...eventWorkerTiming,
    },
  );
  // Read at scrape time for the queue-depth gauge, on a connection of its own: the worker's
  // stays the worker's alone, as BullMQ expects of a worker's connection through Redis restarts.
  const countsConnection = createRedis(options.redisUrl);
  countsConnection.on('error', () => undefined);
  const queue = new Queue(eventQueueName(service), {
    connection: countsConnection,
    prefix: options.redisPrefix,
  });
  queue.on('error', () => undefined);
  metrics.watchQueue(eventQueueName(service), queue);
  worker.on('failed', (job, error) => {
    const attempts = job?.opts.attempts ?? 1;
    metrics.failed(
      service,
      job?.name ?? 'unknown',
      error instanceof UnrecoverableError || (job?.attemptsMade ?? 0) >= attempts,
    );
    logger.error(
      { eventId: job?.id, event: job?.name, attempts: job?.attemptsMade, err: error },
      'event failed',
    );
  });
  worker.on('error', (error) => logger.error({ err: error }, 'event worker error'));
  return {
    worker,
    async close() {
      metrics.unwatchQueue(eventQueueName(service));
      await worker.close();
      await queue.close().catch(() => undefined);
      countsConnection.disconnect();
      connection.disconnect();
    },
  };
}
