// `npm run chaos`: the chaos run on the real stack (docs/reliability.md).
//   npm run chaos                      one run, seed 1: every fault once under load, then the checks
//   npm run chaos -- --seed 7          another seed: other moments and order
//   npm run chaos -- --runs 3          runs in a row (seeds 1, 2, 3 or from --seed), all must pass
//   npm run chaos -- --soak 30m        the load without faults for 30 minutes: memory and event lag
//   --students N (default 12)
// Exit code 0 when every run passed, 1 otherwise, 2 for a wrong option.
import { parseArgs } from 'node:util';
import { formatReport, runChaos } from './chaos/run-chaos.ts';

function usage(message: string): never {
  process.stderr.write(
    `${message}\nUsage: npm run chaos -- [--seed N] [--runs N] [--students N] [--soak 30m|90s]\n`,
  );
  process.exit(2);
}

function seconds(text: string): number {
  const match = /^(\d+)(s|m|h)?$/.exec(text);
  if (!match) usage(`--soak wants a duration such as 30m or 90s, not "${text}"`);
  return Number(match[1]) * ({ s: 1, m: 60, h: 3600 }[match[2] ?? 's'] as number);
}

function positive(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    usage(`--${name} wants a whole number above 0, not "${text}"`);
  return value;
}

let parsed;
try {
  parsed = parseArgs({
    options: {
      seed: { type: 'string' },
      runs: { type: 'string' },
      students: { type: 'string' },
      soak: { type: 'string' },
    },
  });
} catch (error) {
  usage((error as Error).message);
}
const { values } = parsed;
const firstSeed = positive('seed', values.seed, 1);
const runs = positive('runs', values.runs, 1);
const students = positive('students', values.students, 12);
const soakSeconds = values.soak ? seconds(values.soak) : 0;

let failed = 0;
for (let run = 0; run < runs; run += 1) {
  const seed = firstSeed + run;
  process.stdout.write(`\n=== chaos run ${run + 1} of ${runs} (seed ${seed})\n`);
  try {
    const report = await runChaos({
      seed,
      students,
      faults: soakSeconds === 0,
      calmSeconds: 5,
      soakSeconds,
      sampleSeconds: soakSeconds > 0 ? 30 : 5,
      drainLimitMs: 30_000,
      log: (line) => process.stdout.write(`${line}\n`),
    });
    process.stdout.write(`\n${formatReport(report)}\n`);
    if (!report.passed) failed += 1;
  } catch (error) {
    failed += 1;
    process.stderr.write(`✖ the chaos run could not run: ${(error as Error).message}\n`);
  }
}
process.stdout.write(`\n${runs - failed} of ${runs} chaos runs passed\n`);
process.exit(failed === 0 ? 0 : 1);
