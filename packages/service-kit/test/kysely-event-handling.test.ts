import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventVersions } from '@fc/contracts/events';
import { createTestDatabase, type TestDatabase } from '@fc/testkit/infrastructure';
import { afterCommit } from '../src/after-commit.ts';
import { createKysely, createPool } from '../src/db.ts';
import { consumeEvent, kyselyEventHandling, type EventHandler } from '../src/events/consumer.ts';

// consumeEvent with kyselyEventHandling: events applied in Kysely transactions on the pool, with
// the event's inbox row written in the same transaction as the handler's effect.
interface KitTables {
  projection: { user_id: number; points: number };
}
let database: TestDatabase;
let pool: pg.Pool;
let db: Kysely<KitTables>;

beforeAll(async () => {
  database = await createTestDatabase();
  const setup = new pg.Client({ connectionString: database.url });
  await setup.connect();
  await setup.query(`CREATE SCHEMA kit;
    CREATE TABLE kit.inbox_event (id UUID PRIMARY KEY, name TEXT NOT NULL,
      received_at TIMESTAMPTZ NOT NULL DEFAULT now());
    CREATE TABLE kit.projection (user_id INT PRIMARY KEY, points INT NOT NULL);`);
  await setup.end();
  pool = createPool({ databaseUrl: database.url, schema: 'kit', max: 3 });
  db = createKysely<KitTables>(pool);
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

/** Adds the points (not idempotent in itself): only the inbox keeps a redelivery out. */
const addPoints: EventHandler<'points.changed', Transaction<KitTables>> = async (event, tx) => {
  const { userId, points } = event.payload;
  await tx
    .insertInto('projection')
    .values({ user_id: userId, points })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ points: sql<number>`projection.points + excluded.points` }),
    )
    .execute();
};

/** Handlers that add the points, note work for after the commit, then maybe fail. */
const handling = (ran: string[] = [], failure?: Error) =>
  kyselyEventHandling(db, {
    'points.changed': async (event, tx) => {
      await addPoints(event, tx);
      afterCommit(async () => {
        ran.push('after commit');
      });
      if (failure) throw failure;
    },
  });

describe('consumeEvent with Kysely transactions on the pool', () => {
  it('when an event arrives, then it is applied once, and redeliveries (one at the same moment as a new event) change nothing', async () => {
    const event = pointsChanged(1, 40);
    expect(await consumeEvent(handling(), event)).toBe('handled');
    expect(await pointsOf(1)).toBe(40);
    expect(await inboxHas(event.id)).toBe(true);

    const next = pointsChanged(1, 5);
    const results = await Promise.all([
      consumeEvent(handling(), event),
      consumeEvent(handling(), next),
      consumeEvent(handling(), { ...event, payload: { ...event.payload, points: 999 } }),
    ]);
    expect(results).toEqual(['duplicate', 'handled', 'duplicate']);
    expect(await pointsOf(1)).toBe(45);
  });

  it('when the handler throws, then neither its writes nor the inbox id stay, and work queued for after the commit never runs', async () => {
    const ran: string[] = [];
    const event = pointsChanged(2, 70);
    await expect(consumeEvent(handling(ran, new Error('handler failed')), event)).rejects.toThrow(
      'handler failed',
    );
    expect(await pointsOf(2)).toBeUndefined();
    expect(await inboxHas(event.id)).toBe(false);
    expect(ran).toEqual([]);

    // Sent again once the handler is fixed, it is applied: the failure left no trace.
    expect(await consumeEvent(handling(ran), event)).toBe('handled');
    expect(await pointsOf(2)).toBe(70);
    expect(ran).toEqual(['after commit']);
  });

  it('when the service has no handler for the event, then it fails for good', async () => {
    await expect(consumeEvent(kyselyEventHandling(db, {}), pointsChanged(4, 1))).rejects.toThrow(
      'No handler for points.changed',
    );
  });
});
