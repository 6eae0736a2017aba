// The short chaos run in `npm test` (docs/reliability.md; `npm run chaos` is the full one): the
// real stack under load while every process is killed with SIGKILL and restarted, Redis restarts,
// the database's connections are cut and a service is frozen for 10 s; then every effect must have
// happened exactly once and every copy of a fact must agree (scripts/chaos/invariants.ts).
import { describe, expect, it } from 'vitest';
import { formatReport, runChaos } from '../../scripts/chaos/run-chaos.ts';

const seed = Number(process.env.CHAOS_SEED ?? 20261124);

describe('the event-driven core under faults', () => {
  it(`when every process crashes and restarts, Redis restarts, connections are cut and a service freezes under load (seed ${seed}), then nothing is lost, nothing is applied twice and everything agrees within 30 s`, async () => {
    const lines: string[] = [];
    const report = await runChaos({
      seed,
      students: 6,
      faults: true,
      calmSeconds: 3,
      soakSeconds: 0,
      sampleSeconds: 5,
      drainLimitMs: 30_000,
      log: (line) => lines.push(line),
    });
    const text = `${formatReport(report)}\n\n${lines.join('\n')}`;
    // Every fault struck: a SIGKILL for each of the 7 processes, Redis, PostgreSQL, a freeze.
    expect(report.faults.map((fault) => fault.fault).sort(), text).toHaveLength(10);
    expect(report.load.failedRequests, text).toBeGreaterThan(0);
    expect(report.figures.published, text).toBeGreaterThan(100);
    expect(report.figures.lost, text).toBe(0);
    expect(report.figures.delivered, text).toBe(report.figures.deliveriesOwed);
    expect(
      report.checks.filter((check) => check.violations.length > 0).map((check) => check.name),
      text,
    ).toEqual([]);
    expect(report.passed, text).toBe(true);
  }, 300_000);
});
