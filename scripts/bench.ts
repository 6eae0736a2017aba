// `npm run bench`: every benchmark, each printing its figures beside its baselines (and, where a
// path has one, its floor: the same work behind bare Node HTTP) measured in the same run on the
// same machine. These machines are shared and noisy: compare within a run, don't trust absolutes.
// No bench judges a figure (docs/performance.md); a bench exits non-zero only when it could not
// measure what it names (a request failed, a result was wrong), and then so does this.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const benches = [
  'gateway-cost.ts',
  'gateway-overhead.ts',
  'login.ts',
  'leaderboard.ts',
  'market.ts',
  'event-latency.ts',
  'leagues.ts',
  'orders.ts',
  'sse.ts',
  'web-load.ts',
  'class-period.ts',
];
// `npm run bench -- web-load`: only the benches named (without .ts).
const only = process.argv.slice(2);
const unknown = only.filter((name) => !benches.includes(`${name}.ts`));
if (unknown.length > 0) {
  process.stderr.write(
    `No bench named ${unknown.join(', ')}; the benches: ${benches.map((name) => name.slice(0, -3)).join(', ')}\n`,
  );
  process.exit(2);
}
let failed = 0;
for (const bench of benches.filter(
  (name) => only.length === 0 || only.includes(name.slice(0, -3)),
)) {
  process.stdout.write(`\n=== ${bench}\n`);
  const result = spawnSync(
    path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'tsx'),
    ['--expose-gc', path.join(import.meta.dirname, 'bench', bench)],
    {
      stdio: 'inherit',
      env: process.env,
    },
  );
  if (result.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
