import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { assertIdentifier } from './db.ts';
import type { Logger } from './logger.ts';

/**
 * Applies a service's Prisma migrations (prisma/migrations/<name>/migration.sql, written with
 * `prisma migrate diff`) to its schema. Prisma's own `migrate deploy` cannot run on our
 * machines (docs/adr/0001-own-migration-runner.md), so this keeps Prisma's `_prisma_migrations` table with the same
 * columns and checksums. An advisory lock makes replicas that start together apply each
 * migration once; the others wait and then find nothing to do.
 */
export async function applyMigrations(options: {
  databaseUrl: string;
  schema: string;
  migrationsDir: string;
  logger?: Logger;
}): Promise<string[]> {
  const { schema, migrationsDir, logger } = options;
  assertIdentifier(schema);
  const client = new pg.Client({ connectionString: options.databaseUrl });
  // A connection that drops is reported by the query that fails; unheard, the same error as an
  // 'error' event would end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [`finance-club:migrate:${schema}`]);
    // Created only when missing: a service's own role owns its schema but may not create
    // schemas, and CREATE SCHEMA IF NOT EXISTS checks that right before looking.
    const existing = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
    if (existing.rowCount === 0) await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await client.query(`SET search_path TO "${schema}"`);
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`);
    const applied = await client.query<{ migration_name: string; checksum: string }>(
      'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const appliedChecksums = new Map(applied.rows.map((row) => [row.migration_name, row.checksum]));

    const newlyApplied: string[] = [];
    for (const name of await listMigrations(migrationsDir)) {
      const sql = await readFile(path.join(migrationsDir, name, 'migration.sql'), 'utf8');
      const checksum = createHash('sha256').update(sql).digest('hex');
      const known = appliedChecksums.get(name);
      if (known !== undefined) {
        if (known !== checksum) {
          throw new Error(
            `Migration ${name} of schema ${schema} was edited after it was applied; write a new migration instead`,
          );
        }
        continue;
      }
      await client.query('BEGIN');
      try {
        const id = randomUUID();
        await client.query(
          'INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())',
          [id, checksum, name],
        );
        await client.query(sql);
        await client.query(
          'UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1',
          [id],
        );
        await client.query('COMMIT');
      } catch (error) {
        // A failed ROLLBACK (the connection is gone) must not hide why the migration failed;
        // the transaction ends with the connection anyway.
        await client.query('ROLLBACK').catch(() => undefined);
        throw new Error(
          `Migration ${name} of schema ${schema} failed: ${(error as Error).message}`,
        );
      }
      newlyApplied.push(name);
      logger?.info({ schema, migration: name }, `migration ${name} applied to schema ${schema}`);
    }
    return newlyApplied;
  } finally {
    await client.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

async function listMigrations(migrationsDir: string): Promise<string[]> {
  const entries = await readdir(migrationsDir, { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}
