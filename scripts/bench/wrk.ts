// Load from wrk (a C load generator from Debian's packages) when it is installed: it costs the
// machine far less CPU per request than a Node client, so more of the two cores go to what is
// measured. Each connection is one client sending its next request as soon as the answer lands.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Measured } from './measure.ts';

const run = promisify(execFile);

export async function hasWrk(): Promise<boolean> {
  try {
    await run('wrk', ['--version']);
    return true;
  } catch (error) {
    // wrk --version prints its version and exits 1.
    return typeof error === 'object' && error !== null && 'stdout' in error
      ? String(error.stdout).includes('wrk')
      : false;
  }
}

const REPORT = `
done = function(summary, latency, requests)
  local failures = summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.status + summary.errors.timeout
  io.write(string.format("BENCH %d %d %d %f %f\\n", summary.requests, summary.duration,
    failures, latency:percentile(50), latency:percentile(95)))
end
`;

/** `seconds` of load at `connections` concurrent clients; latencies in milliseconds. */
export async function measureWithWrk(options: {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}): Promise<Measured> {
  const script = path.join(tmpdir(), `bench-wrk-${process.pid}.lua`);
  await writeFile(script, REPORT);
  const headerArgs = Object.entries(options.headers).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  const { stdout } = await run('wrk', [
    '-t1',
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '-s',
    script,
    ...headerArgs,
    options.url,
  ]);
  const line = stdout.split('\n').find((text) => text.startsWith('BENCH '));
  if (!line) throw new Error(`wrk printed no report:\n${stdout}`);
  const [requests, durationUs, failures, p50Us, p95Us] = line.slice(6).split(' ').map(Number);
  return {
    p50: (p50Us ?? Number.NaN) / 1000,
    p95: (p95Us ?? Number.NaN) / 1000,
    perSecond: (requests ?? 0) / ((durationUs ?? 1) / 1e6),
    requests: requests ?? 0,
    failures: failures ?? 0,
  };
}
