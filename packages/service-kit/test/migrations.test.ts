import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@fc/testkit/infrastructure';
import { applyMigrations } from '../src/migrations.ts';

let database: TestDatabase;
let migrationsDir: string;

async function writeMigration(name: string, sql: string) {
  await mkdir(path.join(migrationsDir, name), { recursive: true });
  await writeFile(path.join(migrationsDir, name, 'migration.sql'), sql);
}

async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  migrationsDir = await mkdtemp(path.join(tmpdir(), 'fc-migrations-'));
  await writeMigration(
    '20260101000000_init',
    'CREATE SCHEMA IF NOT EXISTS "demo";\nCREATE TABLE "thing" (id INT PRIMARY KEY, n INT NOT NULL DEFAULT 0);',
  );
  // Not idempotent: applied twice, it would fail or insert twice.
  await writeMigration(
    '20260102000000_seed',
    'INSERT INTO "thing" (id) VALUES (1);\nSELECT pg_sleep(0.2);',
  );
});
afterAll(async () => {
  await database?.drop();
});

describe('migrations', () => {
  it('when several processes start at once, then each migration is applied once', async () => {
    const runs = await Promise.all(
      Array.from({ length: 4 }, () =>
        applyMigrations({ databaseUrl: database.url, schema: 'demo', migrationsDir }),
      ),
    );
    expect(runs.flat().sort()).toEqual(['20260101000000_init', '20260102000000_seed']);
    expect(await query('SELECT id FROM demo.thing')).toEqual([{ id: 1 }]);
    const recorded = await query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
    }>(
      'SELECT migration_name, checksum, finished_at FROM demo._prisma_migrations ORDER BY migration_name',
    );
    expect(recorded.map((row) => row.migration_name)).toEqual([
      '20260101000000_init',
      '20260102000000_seed',
    ]);
    expect(recorded.every((row) => /^[0-9a-f]{64}$/.test(row.checksum) && row.finished_at)).toBe(
      true,
    );
  });

  it('when a new migration is added, then only it is applied', async () => {
    await writeMigration('20260103000000_more', 'ALTER TABLE "thing" ADD COLUMN label TEXT;');
    expect(
      await applyMigrations({ databaseUrl: database.url, schema: 'demo', migrationsDir }),
    ).toEqual(['20260103000000_more']);
    expect(
      await applyMigrations({ databaseUrl: database.url, schema: 'demo', migrationsDir }),
    ).toEqual([]);
  });

  it('when an applied migration was edited, then start-up stops with a clear message', async () => {
    await writeMigration(
      '20260101000000_init',
      'CREATE TABLE "thing" (id INT PRIMARY KEY, edited INT);',
    );
    await expect(
      applyMigrations({ databaseUrl: database.url, schema: 'demo', migrationsDir }),
    ).rejects.toThrow(
      'Migration 20260101000000_init of schema demo was edited after it was applied',
    );
  });

  it('when a migration fails, then nothing of it stays and it is not recorded', async () => {
    await writeMigration(
      '20260104000000_broken',
      'CREATE TABLE "half" (id INT);\nTHIS IS NOT SQL;',
    );
    await writeMigration(
      '20260101000000_init',
      'CREATE SCHEMA IF NOT EXISTS "demo";\nCREATE TABLE "thing" (id INT PRIMARY KEY, n INT NOT NULL DEFAULT 0);',
    );
    await expect(
      applyMigrations({ databaseUrl: database.url, schema: 'demo', migrationsDir }),
    ).rejects.toThrow(/Migration 20260104000000_broken of schema demo failed/);
    expect(await query("SELECT to_regclass('demo.half') AS t")).toEqual([{ t: null }]);
    expect(
      await query(
        "SELECT count(*)::int AS n FROM demo._prisma_migrations WHERE migration_name = '20260104000000_broken'",
      ),
    ).toEqual([{ n: 0 }]);
  });

  it('when a migration kills its own connection, then the error says why, not that ROLLBACK failed', async () => {
    await writeMigration('20260104000000_broken', 'SELECT 1;');
    await writeMigration(
      '20260105000000_disconnects',
      'CREATE TABLE "gone" (id INT);\nSELECT pg_terminate_backend(pg_backend_pid());',
    );
    await expect(
      applyMigrations({ databaseUrl: database.url, schema: 'demo', migrationsDir }),
    ).rejects.toThrow(
      /^Migration 20260105000000_disconnects of schema demo failed: terminating connection/,
    );
    expect(await query("SELECT to_regclass('demo.gone') AS t")).toEqual([{ t: null }]);
  });
});
