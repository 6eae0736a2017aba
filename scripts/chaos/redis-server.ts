// A Redis server of the chaos run's own, so the run can restart it without touching the Redis
// everyone else uses. It keeps its data across a restart as compose configures it: an
// append-only file, flushed at shutdown.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@fc/testkit/stack';

export interface OwnRedis {
  url: string;
  /** Shuts Redis down (its data saved) and starts it again after `downMs`. */
  restart(downMs: number): Promise<void>;
  /** Stops the server answering (SIGSTOP) until thaw(): every command waits. */
  freeze(): void;
  thaw(): void;
  stop(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    throw new Error(
      'redis-server is not installed: the chaos run starts a Redis of its own (install redis-server, as .ci/run does)',
    );
  }
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'fc-chaos-redis-'));
  let server: ChildProcess | undefined;
  const start = async () => {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', ''].concat([
        '--appendonly',
        'yes',
        '--appendfsync',
        'everysec',
      ]),
      { stdio: 'ignore' },
    );
    for (let tries = 0; tries < 100; tries += 1) {
      if (
        spawnSync('redis-cli', ['-p', String(port), 'ping'])
          .stdout?.toString()
          .includes('PONG')
      )
        return;
      await sleep(100);
    }
    throw new Error(`the chaos run's redis-server did not start on port ${port}`);
  };
  const shutdown = async () => {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    spawnSync('redis-cli', ['-p', String(port), 'shutdown']);
    await Promise.race([exited, sleep(5_000)]);
    server?.kill('SIGKILL');
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart(downMs) {
      await shutdown();
      await sleep(downMs);
      await start();
    },
    freeze() {
      server?.kill('SIGSTOP');
    },
    thaw() {
      server?.kill('SIGCONT');
    },
    async stop() {
      server?.kill('SIGCONT');
      await shutdown();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
