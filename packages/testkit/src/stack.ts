import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setInterval } from 'node:timers/promises';
import {
  createTestDatabase,
  createTestRedisPrefix,
  dropTestRedisPrefix,
  testServiceEnv,
} from './infrastructure.ts';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

/** The processes `npm start` runs (scripts/processes.json), each given a free port here. */
const processes = JSON.parse(
  readFileSync(path.join(root, 'scripts', 'processes.json'), 'utf8'),
) as { name: string; entry: string; port?: number }[];

/**
 * `count` different ports nothing listens on right now: all are held open until every one is
 * found, so none is handed out twice (a port just closed may be the next one the system offers).
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => {
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  });
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  return ports;
}

/**
 * BENCH_PROFILE=<name>[,<name>…]: the node flags that CPU-profile a process of that name into
 * /tmp/prof (written as it exits); none for any other.
 */
export function cpuProfileArgs(name: string): string[] {
  return process.env.BENCH_PROFILE?.split(',').includes(name)
    ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof']
    : [];
}

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
  /** What the processes printed (the last megabyte), for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

/** A stack this caller started: it can also look inside and crash, freeze and restart processes. */
export interface ControlledStack extends RunningStack {
  /** The stack's own database and Redis prefix, for tests that look inside. */
  databaseUrl: string;
  redisPrefix: string;
  /** The internal /metrics port of every process (METRICS_PORT). */
  metricsPorts: Record<string, number>;
  /** The process names, in start order (scripts/processes.json). */
  processNames: string[];
  /** The pid of a process as it runs now (a restart gives a new one). */
  pid(name: string): number | undefined;
  /** How a process's current run ended (its exit code or signal), or null while it runs. */
  exitStatus(name: string): string | null;
  /** Sends a process a signal (SIGKILL to crash it, SIGSTOP/SIGCONT to freeze it). */
  signal(name: string, signal: NodeJS.Signals): void;
  /**
   * Starts a process again (after it was killed), as it was started, on the same port; answers
   * once it answers /healthz (a process without a port: once it has run for a moment).
   */
  restart(name: string): Promise<void>;
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

/** Every process starts with it: OpenTelemetry, when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
const tracingPreload = path.join(root, 'packages', 'service-kit', 'tracing-preload.mjs');

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
): Promise<ControlledStack> {
  const compiled = options.compiled ?? true;
  if (compiled) buildServiceBundles();
  const database = await createTestDatabase();
  const adminPassword = 'admin-pass-123';
  const allPorts = await freePorts(processes.length * 2);
  const ports = Object.fromEntries(processes.map(({ name }, i) => [name, allPorts[i] as number]));
  const metricsPorts = Object.fromEntries(
    processes.map(({ name }, i) => [name, allPorts[processes.length + i] as number]),
  );
  const baseUrl = `http://localhost:${ports.gateway}`;
  // The gateway's internal port (its /status says when the whole stack is up).
  const [gatewayInternalPort] = await freePorts(1);
  const statusUrl = `http://127.0.0.1:${gatewayInternalPort}/status`;
  const redisPrefix = createTestRedisPrefix();
  const env = {
    ...process.env,
    ...testServiceEnv({ databaseUrl: database.url, redisPrefix }),
    PUBLIC_URL: baseUrl,
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    AUTH_URL: `http://127.0.0.1:${ports.auth}`,
    LEARNING_URL: `http://127.0.0.1:${ports.learning}`,
    MARKET_URL: `http://127.0.0.1:${ports.market}`,
    BUDGET_URL: `http://127.0.0.1:${ports.budget}`,
    REWARDS_URL: `http://127.0.0.1:${ports.rewards}`,
    GATEWAY_INTERNAL_PORT: String(gatewayInternalPort),
    // The market worker listens only for its liveness check.
    WORKER_HEALTH_PORT: String(ports['market-worker']),
    // Every browser test comes from 127.0.0.1: the limits are for a school's worth of addresses.
    RATE_LIMIT_MAX: '100000',
    USER_RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    // Cheap password hashes (argon2id with 256 KiB): the tests sign in often; production keeps 19 MiB.
    PASSWORD_HASH_MEMORY_KIB: '256',
    // No SMTP: the auth service logs each reset link, and the journeys follow it from the log.
    MAIL_TRANSPORT: 'log',
    ...extraEnv,
  };
  let output = '';
  const OUTPUT_LIMIT = 1_000_000;
  const children = new Map<string, ChildProcess>();
  const spawnProcess = (name: string, entry: string) => {
    const [command, args] = compiled
      ? [
          process.execPath,
          [
            '--enable-source-maps',
            ...cpuProfileArgs(name),
            '--import',
            tracingPreload,
            path.join(root, bundleOf(entry)),
          ],
        ]
      : [path.join(root, 'node_modules', '.bin', 'tsx'), ['--import', tracingPreload, entry]];
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, PORT: String(ports[name] ?? 0), METRICS_PORT: String(metricsPorts[name]) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const record = (chunk: Buffer) => {
      const text = `[${name}] ${chunk.toString()}`;
      output += text;
      if (output.length > 2 * OUTPUT_LIMIT) output = output.slice(-OUTPUT_LIMIT);
      if (options.logFile) appendFileSync(options.logFile, text);
    };
    child.stdout?.on('data', record);
    child.stderr?.on('data', record);
    children.set(name, child);
    return child;
  };
  // Migrations run as each service starts, each under an advisory lock; the auth service creates
  // the admin once.
  for (const { name, entry } of processes) spawnProcess(name, entry);
  const stop = async () => {
    await Promise.all(
      [...children.values()].map(
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
    await dropTestRedisPrefix(redisPrefix);
  };
  // A process that exits while starting fails the start at once, rather than at the timeout.
  let onExit = () => {};
  const exited = new Promise<never>((_resolve, reject) => {
    onExit = () => {
      const [name, child] =
        [...children].find(([, one]) => one.exitCode !== null || one.signalCode !== null) ?? [];
      reject(
        new Error(
          `${name ?? 'a process'} exited with code ${child?.exitCode ?? child?.signalCode}`,
        ),
      );
    };
  });
  for (const child of children.values()) child.once('exit', () => onExit());
  const polling = new AbortController();
  const ready = untilReady(statusUrl, 90_000, polling.signal);
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
  const definitionOf = (name: string) => {
    const found = processes.find((one) => one.name === name);
    if (!found) throw new Error(`No process named ${name} (scripts/processes.json)`);
    return found;
  };
  const restart = async (name: string) => {
    const previous = children.get(name);
    if (previous && previous.exitCode === null && previous.signalCode === null) {
      throw new Error(`${name} is still running (pid ${previous.pid}): kill it first`);
    }
    const definition = definitionOf(name);
    const child = spawnProcess(name, definition.entry);
    // Only processes with a port in processes.json listen (the market worker does not).
    const port = definition.port === undefined ? undefined : ports[name];
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`${name} exited again while restarting\n${output.slice(-5_000)}`);
      }
      if (port === undefined) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        return;
      }
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`${name} did not answer /healthz within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  return {
    baseUrl,
    adminPassword,
    ports,
    metricsPorts,
    databaseUrl: database.url,
    redisPrefix,
    processNames: processes.map((one) => one.name),
    pid: (name) => children.get(name)?.pid,
    exitStatus: (name) => {
      const child = children.get(name);
      if (!child || (child.exitCode === null && child.signalCode === null)) return null;
      return child.signalCode ?? `exit code ${child.exitCode}`;
    },
    signal: (name, signal) => void children.get(name)?.kill(signal),
    restart,
    output: () => output,
    stop,
  };
}

/**
 * Polls the gateway's internal /status until it reaches Redis and every service answers its
 * /healthz. (Not
 * vi.waitFor: the browser tests start the stack in a global setup, outside any test worker,
 * where vitest's `vi` cannot run.)
 */
async function untilReady(
  statusUrl: string,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  for await (const _tick of setInterval(250, undefined, { signal })) {
    try {
      const response = await fetch(statusUrl, { signal });
      if (response.ok) return;
      last = `the gateway's /status answered ${response.status}: ${await response.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    if (Date.now() > deadline) throw new Error(`not ready after ${timeoutMs / 1000} s (${last})`);
  }
}
