import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTestDatabase, createTestRedisPrefix, testServiceEnv } from './infrastructure.ts';
import { waitFor } from './wait.ts';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

/** The processes `npm start` runs (scripts/processes.json), each given a free port here. */
const processes = JSON.parse(
  readFileSync(path.join(root, 'scripts', 'processes.json'), 'utf8'),
) as { name: string; entry: string }[];

/** A port nothing listens on right now, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningStack {
  baseUrl: string;
  adminPassword: string;
  /** What the processes printed, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The whole product as separate processes, as `npm start` runs it: every service on a free
 * port, on a new database and its own Redis prefix, behind the gateway serving web/dist.
 */
export async function startStack(extraEnv: Record<string, string> = {}): Promise<RunningStack> {
  const database = await createTestDatabase();
  const adminPassword = 'admin-pass-123';
  const ports = Object.fromEntries(
    await Promise.all(processes.map(async ({ name }) => [name, await freePort()] as const)),
  );
  const baseUrl = `http://localhost:${ports.gateway}`;
  const env = {
    ...process.env,
    ...testServiceEnv({ databaseUrl: database.url, redisPrefix: createTestRedisPrefix() }),
    PUBLIC_URL: baseUrl,
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    AUTH_URL: `http://127.0.0.1:${ports.auth}`,
    LEARNING_URL: `http://127.0.0.1:${ports.learning}`,
    MARKET_URL: `http://127.0.0.1:${ports.market}`,
    BUDGET_URL: `http://127.0.0.1:${ports.budget}`,
    REWARDS_URL: `http://127.0.0.1:${ports.rewards}`,
    // Every browser test comes from 127.0.0.1: the limits are for a school's worth of addresses.
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    ...extraEnv,
  };
  let output = '';
  const children: ChildProcess[] = [];
  // Migrations run as each service starts; the auth service goes first so the admin exists once.
  for (const { name, entry } of processes) {
    const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [entry], {
      cwd: root,
      env: { ...env, PORT: String(ports[name] ?? 0) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const record = (chunk: Buffer) => {
      output += `[${name}] ${chunk.toString()}`;
    };
    child.stdout?.on('data', record);
    child.stderr?.on('data', record);
    children.push(child);
  }
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
    await database.drop();
  };
  try {
    await waitFor(
      async () => {
        const exited = children.find((child) => child.exitCode !== null);
        if (exited) throw new Error(`a process exited with code ${exited.exitCode}`);
        return (await fetch(`${baseUrl}/readyz`)).ok;
      },
      { timeoutMs: 90_000, intervalMs: 250, message: 'the stack did not become ready' },
    );
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return { baseUrl, adminPassword, output: () => output, stop };
}
