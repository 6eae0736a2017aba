// The chaos run (docs/reliability.md): the real stack — the 7 processes, PostgreSQL, a Redis of its
// own — under a steady load of students, while faults strike at moments a seed decides; then the
// system drains and every invariant is checked. `npm run chaos` runs it from the command line
// (scripts/chaos.ts); infra/test/chaos.test.ts runs a short version in `npm test`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { eventQueueName } from '@fc/contracts/events';
import { serviceNames } from '@fc/contracts/services';
import { startStack, type ControlledStack } from '@fc/testkit/stack';
import {
  databaseChecks,
  deliveryFigures,
  leaderboardCheck,
  queueState,
  schemas,
  type Check,
} from './invariants.ts';
import { registerStudents, runLoad, seededRandom, type LoadCounters } from './load.ts';
import { startOwnRedis, type OwnRedis } from './redis-server.ts';

export interface ChaosOptions {
  seed: number;
  students: number;
  /** Faults on (the chaos run) or off (a plain soak). */
  faults: boolean;
  /** Load before the first fault and after the last one, seconds. */
  calmSeconds: number;
  /** Without faults, how long the load runs (the soak); with faults, extra load after them. */
  soakSeconds: number;
  /** How often memory and event lag are sampled, seconds. */
  sampleSeconds: number;
  /** The longest a drain may take to pass, ms. */
  drainLimitMs: number;
  log: (line: string) => void;
}

export interface FaultRecord {
  fault: string;
  atSeconds: number;
  tookMs: number;
}

export interface Sample {
  atSeconds: number;
  /** Resident memory of each process, MB. */
  rssMb: Record<string, number>;
  /** p95 of event delay (outbox occurredAt → subscriber's inbox) over the last period, ms. */
  eventLagP95Ms: number | null;
  backlog: number;
}

export interface ChaosReport {
  seed: number;
  passed: boolean;
  checks: Check[];
  figures: {
    published: number;
    deliveriesOwed: number;
    delivered: number;
    /** Events applied by a consumer (its log's "event consumed" with result handled). */
    handled: number;
    duplicatesSuppressed: number;
    leaderboardRepairs: number;
    lost: number;
    drainMs: number | null;
    failedJobs: { queue: string; id: string | undefined; reason: string }[];
  };
  load: LoadCounters;
  faults: FaultRecord[];
  samples: Sample[];
  memoryLevelsOff: { process: string; middleMb: number; lastMb: number; ok: boolean }[];
}

const DELIBERATELY_MALFORMED = 'chaos-malformed-event';

export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const { log } = options;
  const random = seededRandom(options.seed);
  const logFile = path.join(tmpdir(), `fc-chaos-${options.seed}-${process.pid}.log`);
  let redis: OwnRedis | undefined;
  let stack: ControlledStack | undefined;
  let db: pg.Pool | undefined;
  let probe: Redis | undefined;
  try {
    redis = await startOwnRedis();
    log(`Redis of the run's own at ${redis.url}; logs in ${logFile}`);
    stack = await startStack(
      {
        REDIS_URL: redis.url,
        LOG_LEVEL: 'info',
        READING_SECONDS_PER_WORD: '0.0001',
        PRICE_REFRESH_SECONDS: '5',
        LEADERBOARD_RECONCILE_SECONDS: '10',
      },
      { logFile },
    );
    const running = stack;
    const ownRedis = redis;
    log(`stack up at ${running.baseUrl}`);
    // A pool: the samples, the faults and the checks query side by side. A fault that terminates
    // its connections too costs nothing (the pool opens new ones).
    db = new pg.Pool({ connectionString: running.databaseUrl, max: 4 });
    db.on('error', () => undefined);
    probe = new Redis(ownRedis.url, { maxRetriesPerRequest: null, lazyConnect: false });
    probe.on('error', () => undefined);

    // One malformed event on purpose: it must end in the failed set and nowhere else.
    const rewardsQueue = new Queue(eventQueueName('rewards'), {
      connection: probe,
      prefix: running.redisPrefix,
    });
    await rewardsQueue.add(
      'lesson.completed',
      { id: 'not-a-uuid', name: 'lesson.completed' },
      {
        jobId: DELIBERATELY_MALFORMED,
      },
    );
    await rewardsQueue.close();

    const students = await registerStudents(
      running.baseUrl,
      options.students,
      `chaos${options.seed}s`,
    );
    log(`${students.length} students signed up`);
    const started = Date.now();
    const seconds = () => Math.round((Date.now() - started) / 100) / 10;
    const stopLoad = new AbortController();
    const load = runLoad({
      baseUrl: running.baseUrl,
      students,
      seed: options.seed,
      signal: stopLoad.signal,
    });

    const samples: Sample[] = [];
    const sampling = (async () => {
      while (!stopLoad.signal.aborted) {
        await sleep(options.sampleSeconds * 1000, undefined, { signal: stopLoad.signal }).catch(
          () => undefined,
        );
        if (stopLoad.signal.aborted) break;
        const sample = await takeSample(running, db, options.sampleSeconds, seconds());
        samples.push(sample);
        log(
          `  ${sample.atSeconds}s rss ${Object.entries(sample.rssMb)
            .map(([name, mb]) => `${name} ${mb}`)
            .join(
              ', ',
            )} MB; event lag p95 ${sample.eventLagP95Ms ?? '–'} ms; backlog ${sample.backlog}`,
        );
      }
    })();

    const faults: FaultRecord[] = [];
    await sleep(options.calmSeconds * 1000);
    if (options.faults) {
      for (const fault of shuffled(faultList(running, ownRedis, db, random), random)) {
        const at = seconds();
        const begun = Date.now();
        await fault.run();
        const record = { fault: fault.name, atSeconds: at, tookMs: Date.now() - begun };
        faults.push(record);
        log(`fault at ${at}s: ${fault.name} (${record.tookMs} ms until back)`);
        await sleep(1_000 + random() * 3_000);
      }
      await sleep(options.calmSeconds * 1000);
    }
    await sleep(options.soakSeconds * 1000);
    stopLoad.abort();
    const counters = await load;
    await sampling;
    log(
      `load stopped at ${seconds()}s: ${counters.requests} requests (${counters.failedRequests} failed during faults), ` +
        `${counters.lessonsCompleted} lessons, ${counters.trades} trades, ${counters.quizzesSubmitted} quizzes, ` +
        `${counters.decksMastered} decks, ${counters.plansCompleted} plans`,
    );

    // Drain: until every check passes, or the limit.
    const drainStarted = Date.now();
    let drainMs: number | null = null;
    let checks: Check[] = [];
    let queues = await queueState(ownRedis.url, running.redisPrefix);
    let delivery = await deliveryFigures(db);
    const deadline = drainStarted + Math.max(options.drainLimitMs * 3, 60_000);
    for (;;) {
      queues = await queueState(ownRedis.url, running.redisPrefix);
      checks = [
        ...(await databaseChecks(db)),
        await leaderboardCheck(db, probe, running.redisPrefix),
      ];
      delivery = await deliveryFigures(db);
      const settled =
        queues.pending === 0 &&
        delivery.lost.length === 0 &&
        checks.every((check) => check.violations.length === 0);
      if (settled) {
        drainMs = Date.now() - drainStarted;
        break;
      }
      if (Date.now() > deadline) break;
      await sleep(250);
    }
    log(drainMs === null ? 'did not drain' : `drained in ${drainMs} ms`);

    const failedJobs = queues.failed.filter((job) => job.id !== DELIBERATELY_MALFORMED);
    const malformedKept = queues.failed.some((job) => job.id === DELIBERATELY_MALFORMED);
    checks.push(
      {
        name: 'every event delivered to every subscriber (loss 0)',
        violations: delivery.lost,
      },
      {
        name: 'no job in a failed set but the deliberately malformed one',
        violations: [
          ...failedJobs,
          ...(malformedKept
            ? []
            : [{ missing: `${DELIBERATELY_MALFORMED} is not in the failed set` }]),
        ],
      },
      {
        // A process that ended on its own (an unheard error, say) is a failure even when its
        // absence happens to hide behind the other checks.
        name: 'every process still running (none ended but those the run killed and restarted)',
        violations: running.processNames
          .map((name) => ({ name, ended: running.exitStatus(name) }))
          .filter((row) => row.ended !== null)
          .map((row) => ({ ...row, log: logFile })),
      },
      {
        name: `drained within ${options.drainLimitMs / 1000} s of the load stopping`,
        violations: drainMs !== null && drainMs <= options.drainLimitMs ? [] : [{ drainMs }],
      },
    );
    const logText = readFileSync(logFile, 'utf8');
    const duplicatesSuppressed = (logText.match(/"result":"duplicate"/g) ?? []).length;
    const handled = (logText.match(/"result":"handled"/g) ?? []).length;
    const leaderboardRepairs = [
      ...logText.matchAll(/"fixed":(\d+)[^\n]*leaderboard drift repaired/g),
    ]
      .map((match) => Number(match[1]))
      .reduce((sum, n) => sum + n, 0);
    const memoryLevelsOff = levelsOff(samples, options.faults);
    if (!options.faults) {
      checks.push({
        name: 'memory levels off (last third of the run ≤ middle third + 15 % + 15 MB)',
        violations: memoryLevelsOff.filter((row) => !row.ok),
      });
    }
    const lost = delivery.lost.reduce(
      (sum, row) => sum + Number((row as { missing: number }).missing),
      0,
    );
    return {
      seed: options.seed,
      passed: checks.every((check) => check.violations.length === 0),
      checks,
      figures: {
        published: delivery.published,
        deliveriesOwed: delivery.owed,
        delivered: delivery.delivered,
        handled,
        duplicatesSuppressed,
        leaderboardRepairs,
        lost,
        drainMs,
        failedJobs,
      },
      load: counters,
      faults,
      samples,
      memoryLevelsOff,
    };
  } finally {
    probe?.disconnect();
    await db?.end().catch(() => undefined);
    await stack?.stop();
    await redis?.stop();
  }
}

interface Fault {
  name: string;
  run(): Promise<void>;
}

/** Every fault of the run, once each. */
function faultList(
  stack: ControlledStack,
  redis: OwnRedis,
  db: pg.Pool,
  random: () => number,
): Fault[] {
  const kills = stack.processNames.map((name) => ({
    name: `kill -9 ${name}, restarted`,
    async run() {
      stack.signal(name, 'SIGKILL');
      await sleep(500 + random() * 1_500);
      await stack.restart(name);
    },
  }));
  const frozen = serviceNames[Math.floor(random() * serviceNames.length)] as string;
  return [
    ...kills,
    {
      name: 'Redis restarted (its data kept), down 2 s',
      run: () => redis.restart(2_000),
    },
    {
      name: 'PostgreSQL connections of every process terminated',
      async run() {
        await db.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );
      },
    },
    {
      name: `${frozen} unreachable for 10 s (SIGSTOP, then SIGCONT)`,
      async run() {
        stack.signal(frozen, 'SIGSTOP');
        await sleep(10_000);
        stack.signal(frozen, 'SIGCONT');
      },
    },
  ];
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

async function takeSample(
  stack: ControlledStack,
  db: pg.Pool,
  periodSeconds: number,
  atSeconds: number,
): Promise<Sample> {
  const rssMb: Record<string, number> = {};
  for (const name of stack.processNames) {
    const pid = stack.pid(name);
    if (!pid) continue;
    try {
      const kb = Number(
        execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
          .toString()
          .trim(),
      );
      rssMb[name] = Math.round(kb / 1024);
    } catch {
      // restarting
    }
  }
  const outboxes = schemas
    .map((schema) => `SELECT id, occurred_at FROM ${schema}.outbox_event`)
    .join(' UNION ALL ');
  const lags: number[] = [];
  let backlog = 0;
  try {
    for (const schema of schemas) {
      const { rows } = await db.query<{ lag: number }>(
        `SELECT extract(epoch FROM i.handled_at - o.occurred_at) * 1000 AS lag
         FROM ${schema}.inbox_event i JOIN (${outboxes}) o ON o.id = i.id
         WHERE i.handled_at > now() - make_interval(secs => $1)`,
        [periodSeconds],
      );
      lags.push(...rows.map((row) => Number(row.lag)));
      const unsent = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${schema}.outbox_event WHERE sent_at IS NULL`,
      );
      backlog += unsent.rows[0]?.n ?? 0;
    }
  } catch {
    // the database connection was terminated by a fault: no lag this time
  }
  lags.sort((a, b) => a - b);
  const p95 = lags.length
    ? Math.round(lags[Math.min(lags.length - 1, Math.floor(lags.length * 0.95))] as number)
    : null;
  return { atSeconds, rssMb, eventLagP95Ms: p95, backlog };
}

/** Memory of each process: the highest of the last third of samples against the middle third. */
function levelsOff(samples: Sample[], restarted: boolean) {
  if (samples.length < 6 || restarted) return [];
  const third = Math.floor(samples.length / 3);
  const middle = samples.slice(third, 2 * third);
  const last = samples.slice(2 * third);
  const names = Object.keys(samples.at(-1)?.rssMb ?? {});
  return names.map((name) => {
    const middleMb = Math.max(...middle.map((s) => s.rssMb[name] ?? 0));
    const lastMb = Math.max(...last.map((s) => s.rssMb[name] ?? 0));
    return { process: name, middleMb, lastMb, ok: lastMb <= middleMb * 1.15 + 15 };
  });
}

/** The report as a person reads it. */
export function formatReport(report: ChaosReport): string {
  const lines = [`Chaos run, seed ${report.seed}: ${report.passed ? 'PASSED' : 'FAILED'}`, ''];
  lines.push('Invariants:');
  for (const check of report.checks) {
    lines.push(`  ${check.violations.length === 0 ? '✓' : '✗'} ${check.name}`);
    for (const violation of check.violations.slice(0, 5))
      lines.push(`      ${JSON.stringify(violation)}`);
  }
  const f = report.figures;
  lines.push(
    '',
    'Figures:',
    `  events published               ${f.published}`,
    `  deliveries owed / made         ${f.deliveriesOwed} / ${f.delivered}`,
    `  applied by consumers           ${f.handled}`,
    `  duplicates suppressed (inbox)  ${f.duplicatesSuppressed}`,
    `  leaderboard repairs            ${f.leaderboardRepairs}`,
    `  lost                           ${f.lost}`,
    `  drain after the load stopped   ${f.drainMs === null ? 'did not drain' : `${f.drainMs} ms`}`,
    '',
    `Load: ${report.load.requests} requests (${report.load.failedRequests} unanswered or 5xx during faults), ` +
      `${report.load.lessonsCompleted} lessons, ${report.load.trades} trades, ${report.load.quizzesSubmitted} quizzes, ` +
      `${report.load.decksMastered} decks, ${report.load.plansCompleted} plans`,
  );
  if (report.faults.length > 0) {
    lines.push('', 'Faults:');
    for (const fault of report.faults)
      lines.push(`  ${String(fault.atSeconds).padStart(6)} s  ${fault.fault} (${fault.tookMs} ms)`);
  }
  if (report.memoryLevelsOff.length > 0) {
    lines.push('', 'Memory (max RSS, middle third → last third):');
    for (const row of report.memoryLevelsOff)
      lines.push(
        `  ${row.ok ? '✓' : '✗'} ${row.process.padEnd(14)} ${row.middleMb} MB → ${row.lastMb} MB`,
      );
  }
  return lines.join('\n');
}
