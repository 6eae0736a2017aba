// `npm run bench`: every benchmark, each reporting its figures beside a baseline measured in the
// same run on the same machine (these machines are shared and noisy: compare, don't trust absolutes).
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
