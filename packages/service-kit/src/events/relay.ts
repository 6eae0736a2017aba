import { Queue } from 'bullmq';
import type pg from 'pg';
import {
  eventQueueName,
  eventSubscribers,
  type EventEnvelope,
  type EventName,
} from '@fc/contracts/events';
import { noticeForEvent } from '@fc/contracts/notices';
import type { ServiceName } from '@fc/contracts/services';
import { sql } from 'kysely';
import { assertIdentifier, createKysely } from '../db.ts';
import type { Logger } from '../logger.ts';
import { metrics } from '../metrics.ts';
import { publishNotices } from '../notices.ts';
import { createRedis } from '../redis.ts';

const BATCH_SIZE = 100;
/**
 * A batch: the oldest unsent rows, in the order they were written, that no other relay holds. Read
 * from each schema's index of the unsent rows alone (outbox_event_unsent_idx, in this order), so
 * a batch costs the same whatever the backlog behind it.
 */
export const OUTBOX_BATCH_QUERY = `SELECT id, name, version, payload, correlation_id, trace_parent, occurred_at
  FROM outbox_event WHERE sent_at IS NULL ORDER BY occurred_at, id LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED`;

/** How long delivered jobs are kept, and how often a failing handler is retried. */
export const eventJobOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: 24 * 60 * 60, count: 10_000 },
  // Failed jobs (malformed payloads, handlers that kept failing) stay for inspection.
  removeOnFail: { age: 30 * 24 * 60 * 60 },
} as const;

interface OutboxRow {
  id: string;
  name: EventName;
  version: number;
  payload: unknown;
  correlation_id: string | null;
  trace_parent: string | null;
  occurred_at: Date;
}

/**
 * The PostgreSQL channel a schema's commits notify when they wrote outbox rows (publishEvent's
 * pg_notify, which PostgreSQL delivers at commit, never on rollback), so a relay sends at once,
 * whoever published and from which process.
 */
export const outboxChannel = (schema: string) => `fc_outbox_${schema}`;

export interface OutboxRelay {
  /** Sends what is waiting now; resolves with how many events were sent. */
  flush(): Promise<number>;
  /** Asks the loop to look again now (a commit's NOTIFY does this; tests may too). */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Moves committed outbox rows to each subscriber's BullMQ queue (job id = event id, so a row
 * sent twice is one job) and marks them sent. Rows are claimed with SKIP LOCKED, so several
 * replicas relay side by side without sending a row twice at once.
 *
 * It sends when a commit notifies the schema's channel (LISTEN on a connection of its own,
 * reconnected when it drops), and polls every `pollIntervalMs` as well, for notifications missed
 * while that connection was down.
 */
export function createOutboxRelay(options: {
  pool: pg.Pool;
  /** The PostgreSQL schema whose outbox this relay sends (the service's name). */
  schema: string;
  redisUrl: string;
  redisPrefix: string;
  logger: Logger;
  pollIntervalMs?: number;
}): OutboxRelay {
  const { pool, logger } = options;
  const db = createKysely<object>(pool);
  assertIdentifier(options.schema);
  metrics.watchOutbox(options.schema, pool);
  const channel = outboxChannel(options.schema);
  const connection = createRedis(options.redisUrl);
  const queues = new Map<ServiceName, Queue>();
  const queueFor = (service: ServiceName) => {
    let queue = queues.get(service);
    if (!queue) {
      queue = new Queue(eventQueueName(service), { connection, prefix: options.redisPrefix });
      queue.on('error', (error) => logger.error({ err: error, service }, 'event queue error'));
      queues.set(service, queue);
    }
    return queue;
  };

  /**
   * The live stream's notices for events just sent (docs/live-updates.md): only after the commit that marked
   * them sent, so a page never hears of something that did not happen. A failure is logged: a
   * notice only makes a page refresh sooner.
   */
  async function sendNotices(envelopes: EventEnvelope[]): Promise<void> {
    const notices = envelopes.map(noticeForEvent).filter((notice) => notice !== null);
    if (notices.length === 0) return;
    try {
      // No queue may have used the connection yet (an event nobody consumes).
      if (connection.status === 'wait') await connection.connect();
      await publishNotices(connection, options.redisPrefix, notices);
    } catch (error) {
      logger.warn({ err: error, notices: notices.length }, 'live-stream notices not published');
    }
  }

  /** Sends one batch; answers the events sent (committed), for their notices. */
  async function flushBatch(): Promise<EventEnvelope[]> {
    try {
      return await db.transaction().execute(async (tx) => {
        const { rows } = await sql<OutboxRow>`${sql.raw(OUTBOX_BATCH_QUERY)}`.execute(tx);
        const envelopes: EventEnvelope[] = [];
        const jobsByService = new Map<ServiceName, Parameters<Queue['addBulk']>[0]>();
        for (const row of rows) {
          const envelope: EventEnvelope = {
            id: row.id,
            name: row.name,
            version: row.version,
            occurredAt: row.occurred_at.toISOString(),
            correlationId: row.correlation_id,
            ...(row.trace_parent ? { traceParent: row.trace_parent } : {}),
            payload: row.payload as EventEnvelope['payload'],
          };
          envelopes.push(envelope);
          for (const service of eventSubscribers[row.name] ?? []) {
            let jobs = jobsByService.get(service);
            if (!jobs) jobsByService.set(service, (jobs = []));
            jobs.push({
              name: row.name,
              data: envelope,
              opts: { ...eventJobOptions, jobId: row.id },
            });
          }
        }
        await Promise.all(
          [...jobsByService].map(([service, jobs]) => queueFor(service).addBulk(jobs)),
        );
        if (rows.length > 0) {
          const ids = rows.map(({ id }) => id);
          await sql`UPDATE outbox_event SET sent_at = now() WHERE id = ANY(${ids}::uuid[])`.execute(
            tx,
          );
        }
        for (const row of rows) metrics.published(options.schema, row.name, row.payload);
        return envelopes;
      });
    } catch (error) {
      // Queues whose Redis failed mid-batch are opened afresh for the next one.
      const stale = [...queues.values()];
      queues.clear();
      for (const queue of stale) void queue.close().catch(() => undefined);
      throw error;
    }
  }

  async function flush(): Promise<number> {
    let total = 0;
    for (;;) {
      // The notices go out once the batch's connection is back in the pool.
      const envelopes = await flushBatch();
      await sendNotices(envelopes);
      const sent = envelopes.length;
      total += sent;
      if (sent < BATCH_SIZE) return total;
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  /** A kick arrived while a flush ran: look again as soon as it ends. */
  let kickedWhileRunning = false;
  let isStopped = true;
  const interval = options.pollIntervalMs ?? 2_000;

  const tick = () => {
    timer = undefined;
    if (isStopped || running) return;
    kickedWhileRunning = false;
    running = flush()
      .then((sent) => {
        if (sent > 0) logger.debug({ sent }, 'events relayed');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'outbox relay failed; will retry'))
      .finally(() => {
        running = undefined;
        if (!isStopped) timer = setTimeout(tick, kickedWhileRunning ? 0 : interval);
      });
  };
  const kick = () => {
    if (isStopped) return;
    if (running) {
      kickedWhileRunning = true;
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(tick, 0);
  };

  /** Gives the listening connection back (destroyed: it was LISTENing), once. */
  let closeListener: (() => void) | undefined;
  let relisten: NodeJS.Timeout | undefined;
  const listenAgainSoon = (error: unknown) => {
    if (isStopped || relisten) return;
    logger.warn({ err: error }, 'not listening for outbox notifications; trying again in 1 s');
    relisten = setTimeout(() => void listen(), 1_000);
  };
  const listen = async () => {
    relisten = undefined;
    if (isStopped) return;
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      return listenAgainSoon(error);
    }
    let released = false;
    const close = (error?: Error) => {
      if (released) return;
      released = true;
      if (closeListener === close) closeListener = undefined;
      client.removeListener('notification', kick);
      client.release(error ?? true);
    };
    const drop = (error?: Error) => {
      if (released) return;
      close(error);
      listenAgainSoon(error ?? new Error('the connection ended'));
    };
    client.on('notification', kick);
    client.on('error', drop);
    client.on('end', () => drop());
    try {
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      return drop(error as Error);
    }
    if (isStopped) return close();
    closeListener = close;
    // Anything committed while nobody listened is sent now.
    kick();
  };

  return {
    flush,
    kick,
    start() {
      isStopped = false;
      timer = setTimeout(tick, 0);
      void listen();
    },
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      clearTimeout(relisten);
      closeListener?.();
      await running;
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      connection.disconnect();
    },
  };
}
