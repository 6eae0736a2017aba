// How many events one consumer handles at once (EVENT_CONCURRENCY). A handler mostly waits on
// PostgreSQL; with too few at once, the queue grows while the machine idles (docs/performance.md).
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { sql, type Transaction } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventQueueName, eventsSubscribedBy, type EventName } from '@fc/contracts/events';
import {
  createTestDatabase,
  createTestRedisPrefix,
  testRedisUrl,
  type TestDatabase,
} from '@fc/testkit/infrastructure';
import { loadConfig } from '../src/config.ts';
import { createKysely, createPool } from '../src/db.ts';
import {
  kyselyEventHandling,
  startEventConsumer,
  type EventHandlers,
} from '../src/events/consumer.ts';
import { createLogger } from '../src/logger.ts';
import { createRedis } from '../src/redis.ts';

const SCHEMA = 'concurrency';
const EVENTS = 20;
let database: TestDatabase;
let pool: pg.Pool;
const prefix = createTestRedisPrefix();
const queueConnection = createRedis(testRedisUrl());
const queue = new Queue(eventQueueName('auth'), { connection: queueConnection, prefix });

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool({ databaseUrl: database.url, schema: SCHEMA, max: EVENTS });
  pool.on('error', () => undefined);
  await pool.query(`CREATE SCHEMA ${SCHEMA}`);
  await pool.query(
    `CREATE TABLE ${SCHEMA}.inbox_event (id UUID PRIMARY KEY, name TEXT NOT NULL,
       handled_at TIMESTAMPTZ NOT NULL DEFAULT now())`,
  );
});
afterAll(async () => {
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
  queueConnection.disconnect();
  await pool?.end();
  await database?.drop();
});

describe('the event consumer', () => {
  it('when events wait on the database, then as many as EVENT_CONCURRENCY (default) are handled at once', async () => {
    const { EVENT_CONCURRENCY } = loadConfig({}, { NODE_ENV: 'test' });
    let running = 0;
    let mostAtOnce = 0;
    let handled = 0;
    // Every handler holds its transaction open until the test lets them all go.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const handler = async (_event: unknown, tx: Transaction<object>) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await gate;
      await sql`SELECT 1`.execute(tx);
      running -= 1;
      handled += 1;
    };
    const handlers = Object.fromEntries(
      eventsSubscribedBy('auth').map((name: EventName) => [name, handler]),
    ) as EventHandlers<Transaction<object>>;
    const consumer = startEventConsumer({
      service: 'auth',
      handling: kyselyEventHandling(createKysely<object>(pool), handlers),
      redisUrl: testRedisUrl(),
      redisPrefix: prefix,
      logger: createLogger({ name: 'event-concurrency-test', level: 'silent' }),
    });
    try {
      await queue.addBulk(
        Array.from({ length: EVENTS }, (_, i) => {
          const id = randomUUID();
          return {
            name: 'points.changed',
            data: {
              id,
              name: 'points.changed',
              version: 1,
              occurredAt: new Date().toISOString(),
              correlationId: null,
              payload: {
                userId: i + 1,
                points: 10,
                streak: 0,
                delta: 10,
                reason: 'test',
                sequence: 1,
              },
            },
            opts: { jobId: id },
          };
        }),
      );
      await expect
        .poll(() => running, { timeout: 10_000 })
        .toBe(Math.min(EVENT_CONCURRENCY, EVENTS));
      release();
      await expect.poll(() => handled, { timeout: 10_000 }).toBe(EVENTS);
      expect(mostAtOnce).toBe(Math.min(EVENT_CONCURRENCY, EVENTS));
      expect(EVENT_CONCURRENCY).toBeGreaterThanOrEqual(16);
    } finally {
      release();
      await consumer.close();
    }
  });
});
