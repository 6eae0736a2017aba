import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// createLogger's stdout is buffered (a write per 4 KiB, not per line): these check that no line
// is kept back for long, and none is lost when the process exits.
const fixture = path.join(import.meta.dirname, 'fixtures', 'log-lines.ts');
let child: ChildProcess | undefined;

afterEach(() => {
  child?.kill('SIGKILL');
  child = undefined;
});

function start(mode: 'exit' | 'stay') {
  child = spawn(process.execPath, ['--import', 'tsx', fixture, mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { process: child, output: () => output };
}

const messages = (output: string) =>
  output
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { msg: string }).msg);

describe('createLogger on stdout', () => {
  it('when the process exits right after logging, then every line is written first', async () => {
    const run = start('exit');
    const code = await new Promise((resolve) => run.process.once('exit', resolve));
    expect(code).toBe(3);
    expect(messages(run.output())).toEqual(['first line', 'leaving']);
  });

  it('when a process logs one short line and goes on running, then the line is written without waiting for more', async () => {
    const run = start('stay');
    await expect
      .poll(() => messages(run.output()), { timeout: 10_000, interval: 50 })
      .toEqual(['first line']);
    expect(run.process.exitCode).toBeNull();
  });
});
