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
import { assertIdentifier } from '../db.ts';
import type { Logger } from '../logger.ts';
import { metrics } from '../metrics.ts';
import { publishNotices } from '../notices.ts';
import { createRedis } from '../redis.ts';
import { registerRelayWakeup } from './relay-wakeup.ts';
import { sqlLiteral } from '../sql-transaction.ts';

const BATCH_SIZE = 100;
/**
 * A batch: the oldest unsent rows, in the order they were written, that no other relay holds. Read
 * from each schema's index of the unsent rows alone (outbox_event_unsent_idx, in this order), so
 * a batch costs the same whatever the backlog behind it.
 */
export const OUTBOX_BATCH_QUERY = `SELECT id, name, version, payload, correlation_id, trace_parent, occurred_at
  FROM outbox_event WHERE sent_at IS NULL ORDER BY occurred_at, id LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED`;
const SELECT_BATCH = `BEGIN; ${OUTBOX_BATCH_QUERY}`;
/** The batch's rows marked sent, and COMMIT, as one simple query (the ids quoted as literals). */
function markSentAndCommit(rows: readonly { id: string }[]): string {
  const ids = rows.map(({ id }) => sqlLiteral(id)).join(',');
  return `UPDATE outbox_event SET sent_at = now() WHERE id IN (${ids}); COMMIT`;
}

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
 * The PostgreSQL channel a schema's commits notify when they wrote outbox rows and no relay runs
 * in the writer's process (publish.ts outboxNotification: pg_notify in the writer's transaction,
 * which PostgreSQL delivers at commit, never on rollback), so a relay sends at once, whoever
 * published and from which process. A transaction on a pool whose relay runs in the same process
 * wakes that relay itself once it has committed (withSqlTransaction), without PostgreSQL.
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
 * It sends when a transaction of this process that wrote outbox rows on `pool` has committed
 * (relay-wakeup.ts), when a commit notifies the schema's channel (LISTEN on a connection of its
 * own, reconnected when it drops: writers in other processes, and ORM transactions), and polls
 * every `pollIntervalMs` as well, for notifications missed while that connection was down.
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
   * The live stream's notices for events just sent (issue #23): only after the commit that marked
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
    const client = await pool.connect();
    // A checked-out connection has no error listener of the pool's: one that PostgreSQL ends
    // while the batch waits on Redis would emit an unheard 'error' and end the process. It is
    // heard here, and given back broken so the pool drops it.
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken ??= error;
      logger.warn({ err: error, service: options.schema }, 'outbox connection lost mid-batch');
    };
    client.on('error', onError);
    try {
      // BEGIN and the batch's rows in one round trip, their marking and COMMIT in one more (simple
      // queries: the only values sent are the ids PostgreSQL itself gave, quoted).
      const [, selected] = (await client.query(SELECT_BATCH)) as unknown as [
        pg.QueryResult,
        pg.QueryResult<OutboxRow>,
      ];
      const rows = selected.rows;
      const envelopes: EventEnvelope[] = [];
      // Each subscriber's jobs go in one addBulk (one Redis round trip per queue, in order),
      // not one add per event: a busy batch costs the relay a few writes, not hundreds.
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
      await client.query(rows.length > 0 ? markSentAndCommit(rows) : 'COMMIT');
      for (const row of rows) metrics.published(options.schema, row.name, row.payload);
      return envelopes;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: unknown) => {
        broken ??= rollbackError as Error;
      });
      // A queue made while Redis was away can stay broken for good (BullMQ keeps its failed
      // start): the next try makes every queue afresh.
      const stale = [...queues.values()];
      queues.clear();
      for (const queue of stale) void queue.close().catch(() => undefined);
      throw error;
    } finally {
      client.removeListener('error', onError);
      client.release(broken);
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

  let unregisterWakeup: (() => void) | undefined;
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
      unregisterWakeup ??= registerRelayWakeup(pool, kick);
      timer = setTimeout(tick, 0);
      void listen();
    },
    async stop() {
      isStopped = true;
      unregisterWakeup?.();
      unregisterWakeup = undefined;
      clearTimeout(timer);
      clearTimeout(relisten);
      closeListener?.();
      await running;
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      connection.disconnect();
    },
  };
}
