// The services a benchmark measures, each in its own process as in production: started with
// tsx, logging at the production level (info) into /dev/null (BENCH_SHOW_LOGS=1 prints them),
// and, with BENCH_PROFILE=<name>[,<name>…], CPU-profiled into /tmp/prof.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { cpuProfileArgs, freePort } from '@fc/testkit/stack';
import { processTreeCpuMs } from './cpu.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface BenchProcesses {
  /**
   * Starts `entry` (e.g. services/rewards/src/main.ts), named after its folder unless named, with
   * `env` added to the processes' common environment.
   */
  start(entry: string, port: number, name?: string, env?: NodeJS.ProcessEnv): void;
  /** Waits until http://127.0.0.1:<port><path> answers 2xx. */
  waitUntilUp(port: number, healthPath: string): Promise<void>;
  /** CPU milliseconds (user + system) each process has used so far, by name. */
  cpu(): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

export function benchProcesses(env: NodeJS.ProcessEnv): BenchProcesses {
  const started = new Map<string, ChildProcess>();
  const showLogs = Boolean(process.env.BENCH_SHOW_LOGS);
  return {
    start(entry, port, name = path.basename(path.dirname(path.dirname(entry))), extraEnv = {}) {
      const profile = cpuProfileArgs(name);
      const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [...profile, entry], {
        cwd: root,
        env: { LOG_LEVEL: 'info', ...env, ...extraEnv, PORT: String(port) },
        stdio: ['ignore', showLogs ? 'inherit' : 'ignore', 'inherit'],
      });
      started.set(name, child);
    },
    async waitUntilUp(port, healthPath) {
      const deadline = Date.now() + 120_000;
      while (
        !(await fetch(`http://127.0.0.1:${port}${healthPath}`).then(
          (r) => r.ok,
          () => false,
        ))
      ) {
        if (Date.now() > deadline)
          throw new Error(`port ${port} did not answer ${healthPath} in 2 minutes`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    async cpu() {
      const entries = await Promise.all(
        [...started].map(async ([name, child]) => [name, await processTreeCpuMs(child.pid ?? 0)]),
      );
      return Object.fromEntries(entries) as Record<string, number>;
    },
    async stop() {
      for (const child of started.values()) child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    },
  };
}

/**
 * A bench's floor (docs/performance.md): `serverEntry`, a bare Node HTTP server doing the
 * baseline's own work, started as "floor server", and the bare proxy in front of it as "floor
 * proxy" (the gateway-and-service shape); answers their ports once both are up.
 */
export async function startFloor(
  processes: BenchProcesses,
  serverEntry: string,
  env: NodeJS.ProcessEnv,
): Promise<{ oneHop: number; twoHops: number }> {
  const [oneHop, twoHops] = [await freePort(), await freePort()];
  processes.start(serverEntry, oneHop, 'floor server', env);
  processes.start('scripts/bench/proxy-baseline-server.mjs', twoHops, 'floor proxy', {
    UPSTREAM_URL: `http://127.0.0.1:${oneHop}`,
  });
  await processes.waitUntilUp(oneHop, '/');
  await processes.waitUntilUp(twoHops, '/');
  return { oneHop, twoHops };
}

/** "rewards 107 µs, gateway 137 µs": CPU per request between two `cpu()` readings. */
export function cpuPerRequest(
  before: Record<string, number>,
  after: Record<string, number>,
  requests: number,
): string {
  return Object.keys(after)
    .map((name) => {
      const microseconds = (((after[name] ?? 0) - (before[name] ?? 0)) * 1000) / requests;
      return `${name} ${microseconds.toFixed(0)} µs`;
    })
    .join(', ');
}
