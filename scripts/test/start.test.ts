// `npm start` as a newcomer meets it when something is wrong: each failure ends the run with
// exit code 1 and says what failed and what to do. (The path where nothing is wrong is proven by
// scripts/smoke-start.mjs, which .ci/run runs on its fresh clone before anything else.)
import { spawn } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  testDatabaseAdminUrl,
  testRedisUrl,
  type TestDatabase,
} from '@fc/testkit/infrastructure';
import { freePort } from '@fc/testkit/stack';
import { isPortFree } from '../start/network.mjs';
import { recordInstall, requiredTools } from '../start/install.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Five consecutive free ports for the services (SERVICE_PORT_BASE). */
async function freeServicePorts(): Promise<number> {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    const free = await Promise.all([0, 1, 2, 3, 4].map((offset) => isPortFree(base + offset)));
    if (free.every(Boolean)) return base;
  }
}

async function npmStart(
  env: Record<string, string>,
  options: { cwd?: string; args?: string[] } = {},
): Promise<Outcome> {
  const cwd = options.cwd ?? root;
  const child = spawn(
    process.execPath,
    [path.join(cwd, 'scripts', 'start.mjs'), ...(options.args ?? [])],
    {
      cwd,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: new URL('/finance_club_never_used', testDatabaseAdminUrl()).toString(),
        REDIS_URL: testRedisUrl(),
        PORT: String(await freePort()),
        SERVICE_PORT_BASE: String(await freeServicePorts()),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stdout, stderr };
}

describe('npm start stops with what failed and what to do', () => {
  it('names the port in use and the process holding it', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, resolve));
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    const port = (server.address() as { port: number }).port;

    const outcome = await npmStart({ PORT: String(port) }, { args: ['--no-install'] });

    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain(
      `✖ Port ${port} (the gateway) is already in use by process ${process.pid} (`,
    );
    expect(outcome.stderr).toContain(`Stop that process (kill ${process.pid})`);
    expect(outcome.stderr).toContain(`PORT=${port + 1} npm start`);
  });

  it('says PostgreSQL cannot be reached, at which URL (password hidden), and how to start it', async () => {
    const closed = await freePort();
    const outcome = await npmStart(
      { DATABASE_URL: `postgresql://club:hunter2@127.0.0.1:${closed}/finance_club` },
      { args: ['--no-install'] },
    );
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain(
      `✖ Cannot reach PostgreSQL at postgresql://club:***@127.0.0.1:${closed}/finance_club: nothing is listening there.`,
    );
    expect(outcome.stderr).toContain('sudo apt-get install -y postgresql');
    expect(outcome.stderr).toContain('set DATABASE_URL');
    expect(outcome.stderr + outcome.stdout).not.toContain('hunter2');
  });

  it('says Redis cannot be reached and how to start it', async () => {
    const closed = await freePort();
    const outcome = await npmStart(
      { REDIS_URL: `redis://127.0.0.1:${closed}` },
      { args: ['--no-install'] },
    );
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain(
      `✖ Cannot reach Redis at redis://127.0.0.1:${closed}: nothing is listening there.`,
    );
    expect(outcome.stderr).toContain('sudo apt-get install -y redis-server');
  });

  describe('with a database that holds a conflicting table', () => {
    let database: TestDatabase;
    afterAll(() => database?.drop());

    it('names the failing migration and its error, starts nothing and changes nothing', async () => {
      database = await createTestDatabase();
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query('CREATE SCHEMA auth; CREATE TABLE auth."user" (something TEXT)');

      const outcome = await npmStart({ DATABASE_URL: database.url }, { args: ['--no-install'] });

      expect(outcome.code).toBe(1);
      expect(outcome.stderr).toContain('✖ Applying the database migrations failed:');
      expect(outcome.stderr).toContain(
        'Migration 20261121000000_init of schema auth failed: relation "user" already exists',
      );
      expect(outcome.stderr).toContain('use a\n  new one (it is created for you)');
      expect(outcome.stdout).not.toContain('[8/8]');
      const applied = await client.query(
        'SELECT count(*)::int AS n FROM auth."_prisma_migrations" WHERE finished_at IS NOT NULL',
      );
      const tables = await client.query(
        "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'auth'",
      );
      await client.end();
      expect(applied.rows[0].n).toBe(0);
      expect(tables.rows[0].n).toBe(2); // our "user" and the migration table, nothing more
    });
  });
});

describe('npm start in a project whose dependencies are broken', () => {
  // A copy of the start scripts in an empty project: what they do before any service runs.
  function project(packageJson: object | string): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'fc-newcomer-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(path.join(dir, 'scripts'));
    cpSync(path.join(root, 'scripts', 'start'), path.join(dir, 'scripts', 'start'), {
      recursive: true,
    });
    for (const file of ['start.mjs', 'processes.json'])
      cpSync(path.join(root, 'scripts', file), path.join(dir, 'scripts', file));
    writeFileSync(
      path.join(dir, 'package.json'),
      typeof packageJson === 'string' ? packageJson : JSON.stringify(packageJson),
    );
    return dir;
  }

  it('says the install failed and what to check', async () => {
    // A package.json left in a merge conflict: npm refuses it.
    const dir = project(
      '{\n  "name": "newcomer",\n<<<<<<< HEAD\n  "version": "1.0.0"\n=======\n  "version": "1.0.1"\n>>>>>>> theirs\n}\n',
    );
    const outcome = await npmStart({}, { cwd: dir });
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toContain('node_modules does not exist yet: running npm install');
    expect(outcome.stderr).toContain(
      '✖ Installing the dependencies failed: npm exited with code 1.',
    );
    expect(outcome.stderr).toContain('reaches the npm registry');
  });

  it('says which tools the install did not bring, and how to get them', async () => {
    const dir = project({ name: 'newcomer', private: true });
    const outcome = await npmStart({}, { cwd: dir });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain(
      '✖ The dependencies were installed, but node_modules/.bin still lacks node, tsx, vite, prisma.',
    );
    expect(outcome.stderr).toContain('rm -rf node_modules && npm start');
  });

  it('says which program could not be started, and to reinstall', async () => {
    const dir = project({ name: 'newcomer', private: true });
    mkdirSync(path.join(dir, 'node_modules', '.bin'), { recursive: true });
    for (const tool of requiredTools)
      writeFileSync(path.join(dir, 'node_modules', '.bin', tool), '');
    chmodSync(path.join(dir, 'node_modules', '.bin', 'node'), 0o644);
    recordInstall(dir);

    const outcome = await npmStart({}, { cwd: dir });

    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toContain('[3/8] Installing the dependencies...\n      up to date');
    expect(outcome.stderr).toContain(
      '✖ Could not start node_modules/.bin/node: it is not executable (permission denied).',
    );
    expect(outcome.stderr).toContain('rm -rf node_modules && npm install --include=dev');
  });
});
