import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Queue, Worker } from 'bullmq';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventQueueName } from '@fc/contracts/events';
import {
  createTestDatabase,
  createTestRedisPrefix,
  testRedisUrl,
  type TestDatabase,
} from '@fc/testkit/infrastructure';
import type { Kysely } from 'kysely';
import { createKysely, createPool } from '../src/db.ts';
import { eventWorkerTiming } from '../src/events/consumer.ts';
import { publishEvent } from '../src/events/publish.ts';
import { pruneEventTables } from '../src/events/retention.ts';
import { createOutboxRelay, type OutboxRelay } from '../src/events/relay.ts';
import { createLogger } from '../src/logger.ts';
import { createRedis } from '../src/redis.ts';
import { startOwnRedis, type OwnRedis } from '../../../scripts/chaos/redis-server.ts';

const SCHEMA = 'kit';
let database: TestDatabase;
let pool: pg.Pool;
let db: Kysely<object>;
let relay: OutboxRelay;
let authQueue: Queue;
const prefix = createTestRedisPrefix();
const logger = createLogger({ name: 'event-delivery-test', level: 'silent' });
const connection = createRedis(testRedisUrl(), { forWorker: true });

/** A points.changed payload for a user. */
const pointsPayload = (userId: number) => ({
  userId,
  points: 10,
  streak: 1,
  delta: 10,
  reason: 'test',
  sequence: 1,
});

/** Publishes points.changed for a user in a transaction that commits, or rolls back. */
async function publishPoints(userId: number, outcome: 'commit' | 'rollback' = 'commit') {
  let published: Awaited<ReturnType<typeof publishEvent>> | undefined;
  const done = db.transaction().execute(async (tx) => {
    published = await publishEvent(tx, 'points.changed', pointsPayload(userId));
    if (outcome === 'rollback') throw new Error('the change was refused');
  });
  if (outcome === 'rollback') await expect(done).rejects.toThrow('the change was refused');
  else await done;
  if (!published) throw new Error('nothing was published');
  return published;
}

const jobIds = async () =>
  (await authQueue.getJobs(['waiting', 'active', 'completed'])).map((j) => j.id);
const listening = async () =>
  (
    await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND query LIKE 'LISTEN fc_outbox_kit%'`,
    )
  ).rows[0]?.n ?? 0;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool({ databaseUrl: database.url, schema: SCHEMA });
  // As every service's pool does (platform.ts): an idle connection that PostgreSQL ends (these
  // tests terminate some) is dropped by the pool, which then emits 'error'.
  pool.on('error', () => undefined);
  db = createKysely<object>(pool);
  await pool.query(`CREATE SCHEMA ${SCHEMA}`);
  await pool.query(`CREATE TABLE outbox_event (
    id UUID PRIMARY KEY, name TEXT NOT NULL, version INTEGER NOT NULL, payload JSONB NOT NULL,
    correlation_id TEXT, trace_parent TEXT, occurred_at TIMESTAMPTZ(3) NOT NULL,
    sent_at TIMESTAMPTZ(3))`);
  await pool.query(`CREATE TABLE inbox_event (
    id UUID PRIMARY KEY, name TEXT NOT NULL, handled_at TIMESTAMPTZ(3) NOT NULL DEFAULT now())`);
  authQueue = new Queue(eventQueueName('auth'), { connection, prefix });
  // A poll too slow to matter: only the commit's notification can deliver within the test.
  relay = createOutboxRelay({
    pool,
    schema: SCHEMA,
    redisUrl: testRedisUrl(),
    redisPrefix: prefix,
    logger,
    pollIntervalMs: 600_000,
  });
  relay.start();
  await vi.waitFor(async () => expect(await listening()).toBe(1), { timeout: 10_000 });
});

afterAll(async () => {
  await relay?.stop();
  await authQueue?.obliterate({ force: true }).catch(() => undefined);
  await authQueue?.close();
  connection.disconnect();
  await pool?.end();
  await database?.drop();
});

describe('the outbox relay', () => {
  it('when a transaction that published an event commits, then the event is on its way at once, with nobody kicking the relay', async () => {
    const event = await publishPoints(1);
    await expect.poll(jobIds, { timeout: 5_000 }).toContain(event.id);
  });

  it('when the transaction rolls back, then nothing is sent', async () => {
    const rolledBack = await publishPoints(2, 'rollback');
    const committed = await publishPoints(3);
    await expect.poll(jobIds, { timeout: 5_000 }).toContain(committed.id);
    expect(await jobIds()).not.toContain(rolledBack.id);
  });

  it('when its listening connection is terminated, then it listens again and still sends at once', async () => {
    await pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query LIKE 'LISTEN fc_outbox_kit%'`,
    );
    await expect.poll(listening, { timeout: 10_000 }).toBe(1);
    const event = await publishPoints(4);
    await expect.poll(jobIds, { timeout: 5_000 }).toContain(event.id);
  });
});

/** The notifications PostgreSQL delivers on the schema's outbox channel while `body` runs. */
async function notificationsDuring(body: () => Promise<void>): Promise<number> {
  const listener = await pool.connect();
  let heard = 0;
  const count = () => {
    heard += 1;
  };
  listener.on('notification', count);
  try {
    await listener.query(`LISTEN fc_outbox_${SCHEMA}`);
    await body();
    // A notification is delivered at commit: one sent would be here by the time a job is.
    await listener.query('SELECT 1');
    return heard;
  } finally {
    listener.removeListener('notification', count);
    listener.release(true);
  }
}

describe('a writer in a process without the relay', () => {
  it('when it commits an event, then its notification reaches the relay elsewhere, which sends the event at once', async () => {
    // Another pool on the same schema: a writer in a process without a relay (the price worker).
    const writerPool = createPool({ databaseUrl: database.url, schema: SCHEMA, max: 1 });
    try {
      const writer = createKysely<object>(writerPool);
      let eventId = '';
      const heard = await notificationsDuring(async () => {
        await writer.transaction().execute(async (tx) => {
          eventId = (await publishEvent(tx, 'points.changed', pointsPayload(9))).id;
        });
        await expect.poll(jobIds, { timeout: 5_000 }).toContain(eventId);
      });
      expect(heard).toBe(1);
    } finally {
      await writerPool.end();
    }
  });
});

/**
 * Runs `body` with the shared relay stopped and a relay of its own that alone sends the schema's
 * events, to a Redis of its own (which `body` may restart or freeze), then puts things back.
 */
async function withOwnRedisRelay(
  body: (own: { redis: OwnRedis; relay: OutboxRelay; queue: Queue }) => Promise<void>,
): Promise<void> {
  await relay.stop();
  const ownRedis = await startOwnRedis();
  const ownRelay = createOutboxRelay({
    pool,
    schema: SCHEMA,
    redisUrl: ownRedis.url,
    redisPrefix: prefix,
    logger,
    pollIntervalMs: 250,
  });
  const ownConnection = createRedis(ownRedis.url, { forWorker: true });
  const ownQueue = new Queue(eventQueueName('auth'), { connection: ownConnection, prefix });
  try {
    await body({ redis: ownRedis, relay: ownRelay, queue: ownQueue });
  } finally {
    ownRedis.thaw();
    await ownRelay.stop();
    await ownQueue.close();
    ownConnection.disconnect();
    await ownRedis.stop();
    relay.start();
  }
}

const jobOn = (queue: Queue, id: string) => async () => (await queue.getJob(id))?.id;

describe('the outbox relay when Redis is away', () => {
  it('when Redis is down as the relay first sends, then it sends once Redis is back', async () => {
    await withOwnRedisRelay(async (own) => {
      const back = own.redis.restart(2_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      own.relay.start();
      const event = await publishPoints(5);
      await back;
      await expect.poll(jobOn(own.queue, event.id), { timeout: 15_000 }).toBe(event.id);
    });
  });
});

describe('the outbox relay when PostgreSQL ends its connection mid-batch', () => {
  it('when the batch connection is terminated while the relay waits on Redis, then the process lives on and the event is still sent', async () => {
    const batchConnections = async () =>
      (
        await pool.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity
           WHERE datname = current_database() AND state = 'idle in transaction'
             AND query LIKE 'SELECT id, name, version%'`,
        )
      ).rows.map((row) => row.pid);
    await withOwnRedisRelay(async (own) => {
      await own.queue.waitUntilReady();
      own.redis.freeze();
      own.relay.start();
      const event = await publishPoints(6);
      // The relay holds its batch open, waiting on the frozen Redis: PostgreSQL ends it there.
      await expect.poll(batchConnections, { timeout: 10_000 }).toHaveLength(1);
      await pool.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [
        await batchConnections(),
      ]);
      own.redis.thaw();
      // An unheard connection error would have ended this process (vitest reports it); instead
      // the batch rolls back and the next one sends the event.
      await expect.poll(jobOn(own.queue, event.id), { timeout: 15_000 }).toBe(event.id);
      await expect
        .poll(
          async () =>
            (
              await pool.query<{ n: number }>(
                'SELECT count(*)::int AS n FROM outbox_event WHERE sent_at IS NULL',
              )
            ).rows[0]?.n,
          { timeout: 10_000 },
        )
        .toBe(0);
    });
  });
});

describe('an event consumer that dies holding an event', () => {
  let child: ChildProcess | undefined;
  let worker: Worker | undefined;
  afterAll(async () => {
    child?.kill('SIGKILL');
    await worker?.close();
  });

  it('when it is killed with SIGKILL, then another consumer handles the event within 20 seconds', async () => {
    const queueName = `crash-${randomUUID().slice(0, 8)}`;
    const queue = new Queue(queueName, { connection, prefix });
    try {
      // node itself, not the tsx wrapper: SIGKILL must reach the process that holds the event.
      child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(import.meta.dirname, 'fixtures', 'hanging-worker.ts'),
          queueName,
          prefix,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let printed = '';
      child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      await queue.add('points.changed', { n: 1 }, { jobId: 'held-event' });
      await expect.poll(() => printed, { timeout: 20_000 }).toContain('took held-event');
      child.kill('SIGKILL');
      const handled: string[] = [];
      worker = new Worker(queueName, async (job) => void handled.push(job.id ?? ''), {
        connection: createRedis(testRedisUrl(), { forWorker: true }),
        prefix,
        ...eventWorkerTiming,
      });
      // The held lock lasts up to 10 s after the kill and a stalled job is moved back on the
      // second check that finds it unlocked (checks 5 s apart): about 15 s at worst, and timers
      // slip on a loaded machine, so 20 s.
      await expect.poll(() => handled, { timeout: 20_000, interval: 250 }).toEqual(['held-event']);
    } finally {
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
    }
  }, 60_000);
});

describe('event table retention', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
  const outboxRow = async (occurredDaysAgo: number, sentDaysAgo: number | null) => {
    const id = randomUUID();
    await pool.query(
      `INSERT INTO outbox_event (id, name, version, payload, occurred_at, sent_at)
       VALUES ($1, 'points.changed', 1, '{}', $2, $3)`,
      [id, daysAgo(occurredDaysAgo), sentDaysAgo === null ? null : daysAgo(sentDaysAgo)],
    );
    return id;
  };
  const inboxRow = async (handledDaysAgo: number) => {
    const id = randomUUID();
    await pool.query(`INSERT INTO inbox_event (id, name, handled_at) VALUES ($1, 'x', $2)`, [
      id,
      daysAgo(handledDaysAgo),
    ]);
    return id;
  };
  const ids = async (table: string) =>
    (await pool.query<{ id: string }>(`SELECT id FROM ${table}`)).rows.map((row) => row.id);

  it('when retention runs, then sent outbox rows and inbox ids past their days go, and unsent or recent ones stay', async () => {
    const oldSent = await outboxRow(30, 29);
    const oldUnsent = await outboxRow(30, null);
    const recentSent = await outboxRow(2, 2);
    const oldHandled = await inboxRow(20);
    const recentHandled = await inboxRow(10);

    const pruned = await pruneEventTables(pool, { outboxDays: 7, inboxDays: 14 });

    expect(pruned.outboxDeleted).toBeGreaterThanOrEqual(1);
    expect(await ids('outbox_event')).not.toContain(oldSent);
    expect(await ids('outbox_event')).toEqual(expect.arrayContaining([oldUnsent, recentSent]));
    expect(pruned.inboxDeleted).toBe(1);
    expect(await ids('inbox_event')).not.toContain(oldHandled);
    expect(await ids('inbox_event')).toContain(recentHandled);
    expect(await pruneEventTables(pool, { outboxDays: 7, inboxDays: 14 })).toEqual({
      outboxDeleted: 0,
      inboxDeleted: 0,
    });
  });
});
