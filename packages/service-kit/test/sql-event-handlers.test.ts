import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventVersions } from '@fc/contracts/events';
import { createTestDatabase, type TestDatabase } from '@fc/testkit/infrastructure';
import { afterCommit } from '../src/after-commit.ts';
import { createPool, type TransactionRunner } from '../src/db.ts';
import {
  consumeEvent,
  type SqlEventHandlers,
  type SqlStatementHandler,
} from '../src/events/consumer.ts';
import { sqlFragment, withSqlTransaction, type SqlTransaction } from '../src/sql-transaction.ts';

// consumeEvent with SqlEventHandlers: the events named there are applied in a raw SQL
// transaction on the pool, with the same exactly-once inbox as the Prisma path.
let database: TestDatabase;
let pool: pg.Pool;
/** The other path's runner: a transaction that records which path ran. */
let viaRunner: TransactionRunner<SqlTransaction>;
const runnerCalls: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const setup = new pg.Client({ connectionString: database.url });
  await setup.connect();
  await setup.query(`CREATE SCHEMA kit;
    CREATE TABLE kit.inbox_event (id UUID PRIMARY KEY, name TEXT NOT NULL,
      received_at TIMESTAMPTZ NOT NULL DEFAULT now());
    CREATE TABLE kit.projection (user_id INT PRIMARY KEY, points INT NOT NULL);`);
  await setup.end();
  pool = createPool({ databaseUrl: database.url, schema: 'kit', max: 2 });
  viaRunner = {
    $transaction: (work) => {
      runnerCalls.push('runner');
      return withSqlTransaction(pool, work);
    },
  };
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

const pointsChanged = (userId: number, points: number) => ({
  id: randomUUID(),
  name: 'points.changed',
  version: eventVersions['points.changed'],
  occurredAt: new Date().toISOString(),
  correlationId: null,
  payload: { userId, points, streak: 0, delta: points, reason: 'test', sequence: 1 },
});

const pointsOf = async (userId: number) =>
  (
    await pool.query<{ points: number }>('SELECT points FROM projection WHERE user_id = $1', [
      userId,
    ])
  ).rows[0]?.points;
const inboxHas = async (id: string) =>
  (await pool.query('SELECT 1 FROM inbox_event WHERE id = $1', [id])).rowCount === 1;

const project: SqlEventHandlers['handlers']['points.changed'] = async (event, tx) => {
  const { userId, points } = event.payload;
  await tx.$executeRaw`
    INSERT INTO projection (user_id, points) VALUES (${userId}, ${points})
    ON CONFLICT (user_id) DO UPDATE SET points = EXCLUDED.points`;
};

/** Raw handlers that project the points, note work for after the commit, then maybe fail. */
const projectingHandlers = (ran: string[], failure?: Error): SqlEventHandlers => ({
  pool,
  handlers: {
    'points.changed': async (event, tx) => {
      await project(event, tx);
      afterCommit(async () => {
        ran.push('after commit');
      });
      if (failure) throw failure;
    },
  },
});

describe('consumeEvent with raw SQL handlers', () => {
  it('when an event has a raw SQL handler, then it is applied once on the pool, not through the runner, and a redelivery changes nothing', async () => {
    runnerCalls.length = 0;
    const sql: SqlEventHandlers = { pool, handlers: { 'points.changed': project } };
    const event = pointsChanged(1, 40);
    expect(await consumeEvent(viaRunner, {}, event, undefined, sql)).toBe('handled');
    expect(await pointsOf(1)).toBe(40);
    expect(await inboxHas(event.id)).toBe(true);

    const redelivered = { ...event, payload: { ...event.payload, points: 999 } };
    expect(await consumeEvent(viaRunner, {}, redelivered, undefined, sql)).toBe('duplicate');
    expect(await pointsOf(1)).toBe(40);
    expect(runnerCalls).toEqual([]);
  });

  it('when the raw handler throws, then neither its writes nor the inbox id stay, and work queued for after the commit never runs', async () => {
    const ran: string[] = [];
    const sql = projectingHandlers(ran, new Error('handler failed'));
    const event = pointsChanged(2, 70);
    await expect(consumeEvent(viaRunner, {}, event, undefined, sql)).rejects.toThrow(
      'handler failed',
    );
    expect(await pointsOf(2)).toBeUndefined();
    expect(await inboxHas(event.id)).toBe(false);
    expect(ran).toEqual([]);

    // Sent again once the handler is fixed, it is applied: the failure left no trace.
    const fixed = projectingHandlers(ran);
    expect(await consumeEvent(viaRunner, {}, event, undefined, fixed)).toBe('handled');
    expect(await pointsOf(2)).toBe(70);
    expect(ran).toEqual(['after commit']);
  });

  it('when an event has no raw SQL handler, then its own handler runs through the runner', async () => {
    runnerCalls.length = 0;
    const sql: SqlEventHandlers = { pool, handlers: {} };
    const event = pointsChanged(3, 15);
    expect(
      await consumeEvent(viaRunner, { 'points.changed': project }, event, undefined, sql),
    ).toBe('handled');
    expect(runnerCalls).toEqual(['runner']);
    expect(await pointsOf(3)).toBe(15);
  });

  it('when neither map has a handler, then the event fails for good', async () => {
    await expect(
      consumeEvent(viaRunner, {}, pointsChanged(4, 1), undefined, { pool, handlers: {} }),
    ).rejects.toThrow('No handler for points.changed');
  });
});

describe('consumeEvent with one-statement handlers', () => {
  /** Adds the points (not idempotent in itself): only the inbox keeps a redelivery out. */
  const addPoints: SqlStatementHandler<'points.changed'> = (event, isNew) => {
    const { userId, points } = event.payload;
    if (points === 0) return null;
    return sqlFragment`
      INSERT INTO projection (user_id, points) SELECT ${userId}::int, ${points}::int WHERE ${isNew}
      ON CONFLICT (user_id) DO UPDATE SET points = projection.points + EXCLUDED.points`;
  };
  const statements = (handler = addPoints): SqlEventHandlers => ({
    pool,
    handlers: {},
    statements: { 'points.changed': handler },
  });

  it('when an event has a statement, then it is applied once with its inbox row, not through the runner, and a redelivery changes nothing', async () => {
    runnerCalls.length = 0;
    const event = pointsChanged(11, 40);
    expect(await consumeEvent(viaRunner, {}, event, undefined, statements())).toBe('handled');
    expect(await pointsOf(11)).toBe(40);
    expect(await inboxHas(event.id)).toBe(true);
    // Redelivered twice, one of them at the same moment as a new event for the same user.
    const next = pointsChanged(11, 5);
    const results = await Promise.all([
      consumeEvent(viaRunner, {}, event, undefined, statements()),
      consumeEvent(viaRunner, {}, next, undefined, statements()),
      consumeEvent(viaRunner, {}, event, undefined, statements()),
    ]);
    expect(results).toEqual(['duplicate', 'handled', 'duplicate']);
    expect(await pointsOf(11)).toBe(45);
    expect(runnerCalls).toEqual([]);
  });

  it('when the statement fails, then the inbox id does not stay either and a fixed handler applies it later', async () => {
    const broken: SqlStatementHandler<'points.changed'> = (event, isNew) =>
      sqlFragment`UPDATE projection SET points = points / 0 WHERE user_id = ${event.payload.userId}::int AND ${isNew}`;
    await pool.query('INSERT INTO projection (user_id, points) VALUES (12, 1)');
    const event = pointsChanged(12, 9);
    await expect(consumeEvent(viaRunner, {}, event, undefined, statements(broken))).rejects.toThrow(
      /division by zero/,
    );
    expect(await inboxHas(event.id)).toBe(false);
    expect(await consumeEvent(viaRunner, {}, event, undefined, statements())).toBe('handled');
    expect(await pointsOf(12)).toBe(10);
  });

  it('when the statement handler answers nothing to change, then only the inbox row is written', async () => {
    const event = pointsChanged(13, 0);
    expect(await consumeEvent(viaRunner, {}, event, undefined, statements())).toBe('handled');
    expect(await inboxHas(event.id)).toBe(true);
    expect(await pointsOf(13)).toBeUndefined();
    expect(await consumeEvent(viaRunner, {}, event, undefined, statements())).toBe('duplicate');
  });
});
