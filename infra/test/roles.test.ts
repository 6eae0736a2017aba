import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceNames } from '@fc/contracts/services';
import { applyMigrations } from '@fc/service-kit/migrations';
import { testDatabaseAdminUrl } from '@fc/testkit/infrastructure';
import {
  databaseUrlAs,
  passwordVariable,
  scramSha256Verifier,
  serviceRoleName,
} from '../../scripts/database-roles.ts';

/**
 * Least privilege in PostgreSQL: `npm run migrate -- --create-roles` (scripts/migrate.ts) gives
 * every service a role that owns its schema and nothing else. This runs the real entry point
 * against a fresh database of the local server, then connects as the roles.
 */

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);
const database = `fc_roles_${randomBytes(4).toString('hex')}`;
const adminUrl = (() => {
  const url = new URL(testDatabaseAdminUrl());
  url.pathname = `/${database}`;
  return url.toString();
})();
const passwords = (round: string) =>
  Object.fromEntries(
    serviceNames.map((service) => [
      passwordVariable(service),
      `${round}-${service}-${randomBytes(12).toString('hex')}`,
    ]),
  );

function migrate(environment: Record<string, string>, ...args: string[]) {
  return run(process.execPath, ['scripts/migrate.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: adminUrl, ...environment },
  });
}

async function asRole<T>(
  service: string,
  password: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({
    connectionString: databaseUrlAs(adminUrl, serviceRoleName(database, service), password),
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function withServerAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseAdminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const first = passwords('first');

beforeAll(async () => {
  await withServerAdmin((client) => client.query(`CREATE DATABASE "${database}"`));
  await migrate(first, '--create-roles');
});

afterAll(async () => {
  await withServerAdmin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    for (const service of serviceNames)
      await client.query(`DROP ROLE IF EXISTS "${serviceRoleName(database, service)}"`);
  });
});

describe('npm run migrate -- --create-roles', () => {
  it.each(serviceNames)(
    'when %s connects with its own role, then it reads and writes its own schema',
    async (service) => {
      const password = first[passwordVariable(service)] ?? '';
      const owner = await asRole(service, password, async (client) => {
        await client.query(`SET search_path TO "${service}"`);
        await client.query('BEGIN');
        await client.query(
          `INSERT INTO outbox_event (id, name, version, payload, occurred_at)
           VALUES (gen_random_uuid(), 'probe.written', 1, '{}', now())`,
        );
        const { rows } = await client.query<{ count: string }>(
          "SELECT count(*) FROM outbox_event WHERE name = 'probe.written'",
        );
        await client.query('ROLLBACK');
        expect(rows[0]?.count).toBe('1');
        const tables = await client.query<{ owner: string }>(
          `SELECT DISTINCT pg_get_userbyid(relowner) AS owner FROM pg_class
            WHERE relnamespace = $1::regnamespace AND relkind IN ('r', 'S', 'v')`,
          [service],
        );
        return tables.rows.map((row) => row.owner);
      });
      expect(owner).toEqual([serviceRoleName(database, service)]);
    },
  );

  it.each(serviceNames)(
    "when %s's role asks for another service's data, then PostgreSQL refuses",
    async (service) => {
      const password = first[passwordVariable(service)] ?? '';
      const others = serviceNames.filter((other) => other !== service);
      await asRole(service, password, async (client) => {
        for (const other of others) {
          await expect(
            client.query(`SELECT count(*) FROM "${other}"."_prisma_migrations"`),
          ).rejects.toMatchObject({ code: '42501' });
          await expect(
            client.query(`CREATE TABLE "${other}".intruder (id int)`),
          ).rejects.toMatchObject({ code: '42501' });
        }
        // Nor may it make a schema of its own beside the one it owns.
        await expect(client.query('CREATE SCHEMA elsewhere')).rejects.toMatchObject({
          code: '42501',
        });
      });
    },
  );

  it.each(serviceNames)(
    'when %s starts with its own role and MIGRATE_ON_START, then its migrations check out',
    async (service) => {
      const password = first[passwordVariable(service)] ?? '';
      const applied = await applyMigrations({
        databaseUrl: databaseUrlAs(adminUrl, serviceRoleName(database, service), password),
        schema: service,
        migrationsDir: path.join(REPO_ROOT, 'services', service, 'prisma', 'migrations'),
      });
      expect(applied).toEqual([]);
    },
  );

  it('when it runs again with new passwords, then it applies nothing and stores the new passwords', async () => {
    const second = passwords('second');
    const { stdout } = await migrate(second, '--create-roles');
    expect(stdout).not.toContain('applied');
    // The local server trusts every local connection, so a login cannot show which password
    // holds: compare what PostgreSQL stored with the verifier of each password.
    for (const service of serviceNames) {
      const stored = await withServerAdmin(async (client) => {
        const { rows } = await client.query<{ rolpassword: string }>(
          'SELECT rolpassword FROM pg_authid WHERE rolname = $1',
          [serviceRoleName(database, service)],
        );
        return rows[0]?.rolpassword ?? '';
      });
      const salt = Buffer.from(/^SCRAM-SHA-256\$4096:([^$]+)\$/.exec(stored)?.[1] ?? '', 'base64');
      expect(stored).toBe(scramSha256Verifier(second[passwordVariable(service)] ?? '', salt));
      expect(stored).not.toBe(scramSha256Verifier(first[passwordVariable(service)] ?? '', salt));
    }
  });

  it('when a service password is missing, then it stops before touching the database', async () => {
    const { AUTH_DATABASE_PASSWORD: _omitted, ...rest } = passwords('third');
    await expect(
      migrate({ ...rest, AUTH_DATABASE_PASSWORD: '' }, '--create-roles'),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('AUTH_DATABASE_PASSWORD') });
  });
});
