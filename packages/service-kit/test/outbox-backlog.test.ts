import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceNames } from '@fc/contracts/services';
import { createTestDatabase, type TestDatabase } from '@fc/testkit/infrastructure';
import { OUTBOX_BATCH_QUERY } from '../src/events/relay.ts';
import { applyMigrations } from '../src/migrations.ts';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const BACKLOG = 5_000;
let database: TestDatabase;
let client: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  await database?.drop();
});

/** The plan PostgreSQL picks for the relay's batch, as text, in the service's schema. */
async function batchPlan(schema: string): Promise<string> {
  await client.query(`SET search_path TO "${schema}"`);
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${OUTBOX_BATCH_QUERY}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe("the relay's batch over a backlog", () => {
  it.each(serviceNames)(
    'when %s has thousands of unsent events behind thousands of sent ones, then a batch reads the oldest unsent ones from their own index, without sorting the backlog',
    async (service) => {
      await applyMigrations({
        databaseUrl: database.url,
        schema: service,
        migrationsDir: path.join(root, 'services', service, 'prisma', 'migrations'),
      });
      await client.query(`SET search_path TO "${service}"`);
      // A week of sent events, then a backlog (Redis away for a while), the oldest first.
      await client.query(
        `INSERT INTO outbox_event (id, name, version, payload, occurred_at, sent_at)
         SELECT gen_random_uuid(), 'points.changed', 1, '{}'::jsonb,
                now() - interval '7 days' + i * interval '1 second', now() - interval '6 days'
         FROM generate_series(1, $1::int) AS i`,
        [BACKLOG * 4],
      );
      await client.query(
        `INSERT INTO outbox_event (id, name, version, payload, occurred_at)
         SELECT gen_random_uuid(), 'points.changed', 1, '{}'::jsonb,
                now() - interval '1 hour' + i * interval '1 millisecond'
         FROM generate_series(1, $1::int) AS i`,
        [BACKLOG],
      );
      await client.query('ANALYZE outbox_event');

      const plan = await batchPlan(service);
      expect(plan).toContain('outbox_event_unsent_idx');
      expect(plan).not.toMatch(/\bSort\b/);

      // And it is the oldest unsent rows, in order.
      await client.query('BEGIN');
      const batch = await client.query<{ occurred_at: Date }>(OUTBOX_BATCH_QUERY);
      await client.query('ROLLBACK');
      const oldest = await client.query<{ occurred_at: Date }>(
        `SELECT occurred_at FROM outbox_event WHERE sent_at IS NULL ORDER BY occurred_at, id LIMIT 100`,
      );
      expect(batch.rows.map((row) => row.occurred_at.getTime())).toEqual(
        oldest.rows.map((row) => row.occurred_at.getTime()),
      );
    },
  );
});
