import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { keepConnectionsLongerThanTheGateway } from './lifecycle.ts';

const lifecycle = path.join(import.meta.dirname, 'lifecycle.ts');
const dir = mkdtempSync(path.join(tmpdir(), 'fc-lifecycle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a tiny "service" whose main() has started, then something goes wrong outside it. */
function runService(body: string) {
  const file = path.join(dir, `service-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(
    file,
    `import { runMain } from ${JSON.stringify(lifecycle)};\n` +
      `runMain('demo', async () => { setTimeout(() => { ${body} }, 10); setTimeout(() => {}, 5000); });\n`,
  );
  return spawnSync(process.execPath, ['--import', 'tsx', file], {
    cwd: path.join(import.meta.dirname, '..', '..', '..'),
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('a service process', { timeout: 30_000 }, () => {
  it('logs an unhandled promise rejection as a fatal JSON line and exits 1', () => {
    const result = runService(`void Promise.reject(new Error('lost connection'));`);
    expect(result.status).toBe(1);
    const line = JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}');
    expect(line).toMatchObject({ level: 60, name: 'demo', msg: 'unhandled promise rejection' });
    expect(line.err.message).toBe('lost connection');
    expect(line.err.stack).toContain('Error: lost connection');
  });

  it('logs an uncaught exception the same way', () => {
    const result = runService(`throw new TypeError('bad state');`);
    expect(result.status).toBe(1);
    const line = JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}');
    expect(line).toMatchObject({ level: 60, msg: 'uncaught exception' });
    expect(line.err.message).toBe('bad state');
  });
});

describe('kept-alive connections', () => {
  it('when a service answers, then it announces a 65-second keep-alive, and waits longer for headers', async () => {
    const server = createServer((_req, res) => res.end('ok'));
    keepConnectionsLongerThanTheGateway(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      await response.text();
      expect(response.headers.get('keep-alive')).toBe('timeout=65');
      expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
