// `npm test`: everything CI runs, in order: lint and format check, type-check, the web build and
// the service bundles, then every test project (unit, web and integration against the real
// PostgreSQL and Redis together, then the browser journeys in headless Chromium against one
// shared stack). Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const vitestArgs = process.argv.slice(2);

function step(label, command, args, env = {}) {
  process.stdout.write(`\n=== ${label}\n`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    process.stderr.write(`\n${label} failed.\n`);
    process.exit(result.status ?? 1);
  }
}

step('Prisma clients', bin('node'), [path.join(root, 'scripts', 'prisma-generate.mjs')]);
// Type-aware rules hold every workspace's program (Prisma's and Kysely's generated types among
// them) in memory at once: more than Node's default heap of 4 GB.
step('Lint', bin('eslint'), ['.'], { NODE_OPTIONS: '--max-old-space-size=8192' });
step('Format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
// Import loops, type-only imports included (eslint's import-x/no-cycle skips those).
step('Import cycles', 'npm', ['run', 'lint:cycles', '--silent']);
step('Type-check', 'npm', ['run', 'typecheck', '--silent']);
step('Web build', bin('vite'), ['build', '--logLevel', 'warn', path.join(root, 'web')]);
// The browser journeys run the services from these bundles (one stack for all of them).
step('Service bundles', bin('node'), [
  path.join(root, 'scripts', 'build-services.mjs'),
  '--if-stale',
]);

mkdirSync(path.join(root, '.tmp'), { recursive: true });
const report = path.join(root, '.tmp', 'vitest-report.json');
process.stdout.write('\n=== Tests\n');
const tests = spawnSync(
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...vitestArgs],
  { cwd: root, stdio: 'inherit', env: process.env },
);
try {
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  process.stdout.write(
    `\n${summary.numPassedTests} passed, ${summary.numFailedTests} failed` +
      (summary.numPendingTests + summary.numTodoTests > 0
        ? `, ${summary.numPendingTests + summary.numTodoTests} skipped`
        : '') +
      '\n',
  );
  if (summary.numTotalTests === 0) {
    process.stderr.write('No test ran.\n');
    process.exit(1);
  }
} catch {
  process.stderr.write('The test report could not be read.\n');
}
process.exit(tests.status ?? 1);
