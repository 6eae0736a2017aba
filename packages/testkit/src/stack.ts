import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setInterval } from 'node:timers/promises';
import { createTestDatabase, createTestRedisPrefix, testServiceEnv } from './infrastructure.ts';

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
  /** The port of each process that listens (scripts/processes.json names). */
  ports: Record<string, number>;
  /** What the processes printed, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

export interface StackOptions {
  /**
   * Run each process from its JavaScript bundle with node (the default), built first by
   * scripts/build-services.mjs when a bundle is older than its sources; or, with false, from the
   * TypeScript with tsx, as `npm start` does (several times slower to start).
   */
  compiled?: boolean;
  /** Also append everything the processes print to this file, as it comes. */
  logFile?: string;
}

/** The bundle scripts/build-services.mjs writes for an entry: <package>/src/x.ts -> <package>/dist/x.js. */
function bundleOf(entry: string): string {
  return entry.replace(/\/src\/(.*)\.ts$/, '/dist/$1.js');
}

/** Builds the service bundles if one is missing or older than its sources (a no-op otherwise). */
export function buildServiceBundles(): void {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'scripts', 'build-services.mjs'), '--if-stale'],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (result.status !== 0) {
    throw new Error(`Building the service bundles failed:\n${result.stdout}${result.stderr}`);
  }
}

/**
 * The whole product as separate processes, as `npm start` runs it: every service on a free
 * port, on a new database and its own Redis prefix, behind the gateway serving web/dist.
 */
export async function startStack(
  extraEnv: Record<string, string> = {},
  options: StackOptions = {},
): Promise<RunningStack> {
  const compiled = options.compiled ?? true;
  if (compiled) buildServiceBundles();
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
    // Cheap password hashes (argon2id with 256 KiB): the tests sign in often; production keeps 19 MiB.
    PASSWORD_HASH_MEMORY_KIB: '256',
    // No SMTP: the auth service logs each reset link, and the journeys follow it from the log.
    MAIL_TRANSPORT: 'log',
    ...extraEnv,
  };
  let output = '';
  const children: ChildProcess[] = [];
  // Migrations run as each service starts, each under an advisory lock; the auth service creates
  // the admin once.
  for (const { name, entry } of processes) {
    const [command, args] = compiled
      ? [process.execPath, ['--enable-source-maps', path.join(root, bundleOf(entry))]]
      : [path.join(root, 'node_modules', '.bin', 'tsx'), [entry]];
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, PORT: String(ports[name] ?? 0) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const record = (chunk: Buffer) => {
      const text = `[${name}] ${chunk.toString()}`;
      output += text;
      if (options.logFile) appendFileSync(options.logFile, text);
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
  // A process that exits while starting fails the start at once, rather than at the timeout.
  let onExit = () => {};
  const exited = new Promise<never>((_resolve, reject) => {
    onExit = () => {
      const child = children.find((one) => one.exitCode !== null || one.signalCode !== null);
      const name = processes[children.indexOf(child as ChildProcess)]?.name ?? 'a process';
      reject(new Error(`${name} exited with code ${child?.exitCode ?? child?.signalCode}`));
    };
  });
  for (const child of children) child.once('exit', () => onExit());
  const polling = new AbortController();
  const ready = untilReady(baseUrl, 90_000, polling.signal);
  try {
    await Promise.race([ready, exited]);
  } catch (error) {
    await stop();
    throw new Error(`the stack did not become ready: ${(error as Error).message}\n${output}`);
  } finally {
    onExit = () => {};
    polling.abort();
    exited.catch(() => {});
    ready.catch(() => {});
  }
  return { baseUrl, adminPassword, ports, output: () => output, stop };
}

/**
 * Polls the gateway until it reaches Redis and every service answers its /healthz. (Not
 * vi.waitFor: the browser tests start the stack in a global setup, outside any test worker,
 * where vitest's `vi` cannot run.)
 */
async function untilReady(baseUrl: string, timeoutMs: number, signal: AbortSignal): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  for await (const _tick of setInterval(250, undefined, { signal })) {
    try {
      const response = await fetch(`${baseUrl}/readyz/dependencies`, { signal });
      if (response.ok) return;
      last = `/readyz/dependencies answered ${response.status}: ${await response.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    if (Date.now() > deadline) throw new Error(`not ready after ${timeoutMs / 1000} s (${last})`);
  }
}
