import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { sql, type Kysely, type Transaction } from 'kysely';
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
import { kyselyIn, type PrismaRawQuery, type SqlExecutor } from '../db.ts';
import type { Logger } from '../logger.ts';
import { metrics } from '../metrics.ts';
import { createRedis } from '../redis.ts';
import { runWithContext } from '../request-context.ts';
import { inEventTrace } from '../tracing.ts';

export type EventHandler<N extends EventName, Tx> = (
  event: EventEnvelope<N>,
  tx: Tx,
) => Promise<void>;
export type EventHandlers<Tx> = { [N in EventName]?: EventHandler<N, Tx> };

export type ConsumeResult = 'handled' | 'duplicate';

/**
 * How a service applies its events, the one configuration its main.ts and its tests both use:
 * one handler per event, each run in a transaction of the service's choosing (a Prisma one, or
 * Kysely's on the pool for the busiest events), with the event's inbox row written in it.
 */
export interface EventHandling<Tx> {
  /** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
  transaction<R>(work: (tx: Tx) => Promise<R>): Promise<R>;
  /** The Kysely of that transaction, for the inbox row. */
  sqlOf(tx: Tx): SqlExecutor;
  handlers: EventHandlers<Tx>;
}

/** Events applied in Prisma interactive transactions (SQL of their own through kyselyIn). */
export function prismaEventHandling<Tx extends PrismaRawQuery>(
  prisma: { $transaction<R>(work: (tx: Tx) => Promise<R>): Promise<R> },
  handlers: EventHandlers<Tx>,
): EventHandling<Tx> {
  return {
    transaction: (work) => prisma.$transaction(work),
    sqlOf: (tx) => kyselyIn(tx),
    handlers,
  };
}

/** Events applied in Kysely transactions on the pool: the busiest ones (docs/performance.md). */
export function kyselyEventHandling<DB>(
  db: Kysely<DB>,
  handlers: EventHandlers<Transaction<DB>>,
): EventHandling<Transaction<DB>> {
  return {
    transaction: (work) => db.transaction().execute(work),
    sqlOf: (tx) => tx,
    handlers,
  };
}

/**
 * Validates an event and applies it exactly once: the event id goes into the inbox in the same
 * transaction as the handler's effect, so a redelivered event finds its id there and changes
 * nothing. A malformed event can never succeed: it fails as unrecoverable (kept in the queue's
 * failed set for inspection) and the consumer goes on with the next one. What a handler queues
 * with afterCommit runs once the transaction has committed; if that work fails, `onAfterCommitError`
 * hears of it (the event stays handled: its effect is committed).
 */
export async function consumeEvent<Tx>(
  handling: EventHandling<Tx>,
  data: unknown,
  onAfterCommitError: (error: unknown) => void = () => undefined,
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
  const handler = handling.handlers[name] as EventHandler<EventName, Tx> | undefined;
  if (!handler) throw new UnrecoverableError(`No handler for ${name}`);
  // Handlers see every event at its current version, whichever version was sent.
  const event: EventEnvelope = {
    ...envelope.data,
    version: eventVersions[name],
    payload: payload.payload,
  };
  const transaction = () =>
    handling.transaction(async (tx): Promise<ConsumeResult> => {
      const { rows } = await sql`
        INSERT INTO inbox_event (id, name) VALUES (${event.id}::uuid, ${event.name})
        ON CONFLICT (id) DO NOTHING RETURNING id`.execute(handling.sqlOf(tx));
      if (rows.length === 0) return 'duplicate';
      await handler(event, tx);
      return 'handled';
    });
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
export function startEventConsumer<Tx>(options: {
  service: ServiceName;
  handling: EventHandling<Tx>;
  redisUrl: string;
  redisPrefix: string;
  logger: Logger;
  concurrency?: number;
}): EventConsumer {
  const { service, handling, logger } = options;
  const missing = eventsSubscribedBy(service).filter((name) => !handling.handlers[name]);
  if (missing.length > 0) {
    throw new Error(
      `The ${service} service subscribes to ${missing.join(', ')} but has no handler`,
    );
  }
  const connection = createRedis(options.redisUrl, { forWorker: true });
  const worker = new Worker(
    eventQueueName(service),
    async (job: Job) => {
      const result = await consumeEvent(handling, job.data, (error) =>
        logger.warn(
          { eventId: job.id, event: job.name, err: error },
          'work after an event committed failed; its reconciler will repair it',
        ),
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
