// Event latency (docs/performance.md): how soon a completed lesson's points are visible where a
// student looks — /api/auth/me (auth's projection of points.changed) and the leaderboard (rewards'
// Redis board) — on the whole stack (the 7 processes from their bundles), with completions offered
// at BENCH_RATE a second (200) for BENCH_SECONDS (10), open loop: each is sent when it is due,
// whether or not the earlier ones have answered. Before them, a quarter of that rate for
// BENCH_WARMUP_SECONDS (30), watched alike and not counted, then the stack drains: what is
// measured is a running stack, not its first requests.
//
// Path measured: learning commits lesson.completed → NOTIFY → relay → events.rewards → rewards
// pays the points (ledger, member, Redis board after commit) → points.changed → relay →
// events.auth → auth's projection. The clock starts when the completion's response arrives (the
// event is committed by then) and stops at the first poll that shows the higher total: every
// 20 ms (or a tenth of the time waited, when longer) on /api/auth/me for every 10th completion, on
// the leaderboard for every 20th (the student's own row, a one-row page at the student's rank:
// watching every completion would be a load of its own). The generator's requests go through
// undici's request on kept-alive connections (lean-client.ts): it shares the two cores with the
// stack. Each student's lessons are due far enough apart (students ÷ rate seconds) that a rise can
// only be that lesson.
//
// Baseline, same run, same Redis: a bare BullMQ round trip, Queue.add → a Worker runs the job →
// QueueEvents hears it completed, at the same rate.
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue, QueueEvents, Worker } from 'bullmq';
import pg from 'pg';
import { createRedis } from '@fc/service-kit/redis';
import { Agent } from 'undici';
import { TestClient } from '@fc/testkit/http-client';
import {
  createTestRedisPrefix,
  dropTestRedisPrefix,
  testRedisUrl,
} from '@fc/testkit/infrastructure';
import { startStack } from '@fc/testkit/stack';
import { machineBusyMs, processTreeCpuMs } from './cpu.ts';
import { percentile, printTable, signed, WARMUP_SECONDS } from './measure.ts';
import processes from '../processes.json' with { type: 'json' };
import { isDrained } from '../chaos/invariants.ts';
import { LeanClient } from './lean-client.ts';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POLL_MS = 20;
/** Every 10th completion is watched in /api/auth/me, every 20th on the leaderboard too. */
const WATCH_ME_EVERY = 10;
const WATCH_BOARD_EVERY = 20;
/**
 * Before the measured window, completions at a quarter of the rate for WARMUP_SECONDS (measure.ts),
 * watched the same way but not counted: the stack is measured as it runs for days, not while V8 is
 * still optimizing its first requests. Then the stack drains, and the clock starts.
 */
const WARMUP_RATE = RATE / 4;

/** What the offered completions showed. */
interface Tally {
  /** Completion → points in /api/auth/me, ms, for the watched ones. */
  toMe: number[];
  /** Completion → points on the leaderboard, ms. */
  toBoard: number[];
  /** How long each completion took to answer (its first try). */
  answered: number[];
  failed: number;
  unseen: number;
  unseenOnBoard: number;
  refusals: Map<number, number>;
  retried: number;
  skipped: number;
}
const newTally = (): Tally => ({
  toMe: [],
  toBoard: [],
  answered: [],
  failed: 0,
  unseen: 0,
  unseenOnBoard: 0,
  refusals: new Map(),
  retried: 0,
  skipped: 0,
});

interface Student {
  /** Signed in (registered) with a TestClient; the measured requests go through a LeanClient. */
  client: LeanClient;
  /** A completion of this student's was refused: the later lessons are locked, so not offered. */
  isStuck: boolean;
  /** The student's rank on the points board when last read (X-Caller-Rank). */
  boardRank?: number;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const summary = (timings: number[]) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
  };
};

/**
 * Polls until `read` shows more than `before`; answers the ms it took, or null after 10 s. The
 * pause between polls is POLL_MS, or a tenth of the time waited so far when that is longer: the
 * figure is at most about a tenth late, and a slow system is not sent more polls the slower it
 * gets (at a fixed 20 ms, the polls of completions seen after seconds outgrew the load measured).
 */
async function untilAbove(read: () => Promise<number | null>, before: number, from: number) {
  const deadline = from + 10_000;
  while (performance.now() < deadline) {
    const now = await read().catch(() => null);
    if (now !== null && now > before) return performance.now() - from;
    await sleep(Math.max(POLL_MS, (performance.now() - from) / 10));
  }
  return null;
}

/** Waits (up to 2 minutes) until every event has been delivered and handled. */
async function untilDrained(databaseUrl: string, redisPrefix: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const deadline = performance.now() + 120_000;
    while (performance.now() < deadline) {
      if (await isDrained(db, testRedisUrl(), redisPrefix)) return;
      await sleep(250);
    }
    throw new Error("the sign-ups' events did not drain within 2 minutes");
  } finally {
    await db.end();
  }
}

const stack = await startStack({
  READING_SECONDS_PER_WORD: '0.0001',
  LOG_LEVEL: 'warn',
});
// One pool of kept-alive connections for every student's requests, as a browser per student
// would keep its own: enough connections for the polls and completions in flight at once.
const dispatcher = new Agent({ connections: 256, pipelining: 1 });
try {
  const visitor = new TestClient(stack.baseUrl);
  const lessons = ((await visitor.get('/api/modules/1/lessons')).body as { id: number }[]).map(
    (lesson) => lesson.id,
  );
  const completions = Math.round(RATE * SECONDS);
  const warmUps = Math.round(WARMUP_RATE * WARMUP_SECONDS);
  // Enough students that one student's lessons are due 4 s apart: the reading clock asks for a
  // second after opening, and a completion that answers late must not find the next one due
  // before it (that would be a locked lesson, a refusal the bench made, not the system). The
  // warm-up's completions come first, each student's next lessons after them.
  const studentCount = Math.max(
    Math.ceil((warmUps + completions) / lessons.length),
    Math.ceil(RATE * 4),
  );
  process.stdout.write(
    `${warmUps} completions at ${WARMUP_RATE}/s to warm up, then ${completions} at ${RATE}/s: ${studentCount} students × up to ${lessons.length} lessons\n`,
  );
  const students: Student[] = [];
  // Registered eight at a time (password hashing is the slow part of it).
  for (let first = 0; first < studentCount; first += 8) {
    const batch = Array.from(
      { length: Math.min(8, studentCount - first) },
      async (_, offset): Promise<Student> => {
        const i = first + offset;
        const client = new TestClient(stack.baseUrl);
        const username = `latency${i}`;
        const registered = await client.post('/api/auth/register', {
          username,
          email: `${username}@example.org`,
          password: 'Latency-pass-123',
          firstName: 'Latency',
          lastName: `Student${i}`,
        });
        if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
        return { client: new LeanClient(stack.baseUrl, dispatcher, client), isStuck: false };
      },
    );
    students.push(...(await Promise.all(batch)));
  }
  // Open each student's first lesson now: the reading clock then allows its completion. (A
  // locked lesson's clock does not run: each completion opens the student's next lesson, due
  // students ÷ rate seconds later, more than the one second the clock asks for here.)
  for (const student of students) {
    const opened = await student.client.get(`/api/lessons/${lessons[0]}`);
    if (opened.status !== 200)
      throw new Error(`opening a lesson answered ${opened.status}: ${opened.text}`);
  }
  await sleep(1_500);
  // The registrations' events (a portfolio, a member, a learner each) are handled before the clock
  // starts: what is measured is the completions, not a backlog of sign-ups.
  await untilDrained(stack.databaseUrl, stack.redisPrefix);

  const authMe = async (student: Student) =>
    (await student.client.get<{ points: number }>('/api/auth/me')).body.points;
  /**
   * The student's points on the board, read as the leaderboard screen shows a student's own row:
   * the one-row page at the rank the board last gave (X-Caller-Rank). When others' points have
   * moved the student meanwhile, the row there is someone else's, and the page is read once more
   * at the rank that answer gave (a millisecond old, not a poll's interval). A 500-row page per
   * poll, as this bench read the board before, cost more to serve and parse than the completions
   * it watched.
   */
  const onBoard = async (student: Student, userId: number) => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const offset = Math.max(0, (student.boardRank ?? 1) - 1);
      const page = await student.client.get<{ id: number; points: number }[]>(
        `/api/leaderboard?limit=1&offset=${offset}`,
      );
      const rank = Number(page.headers['x-caller-rank']);
      if (Number.isInteger(rank) && rank > 0) student.boardRank = rank;
      const row = page.body[0];
      if (row?.id === userId) return row.points;
    }
    return null;
  };
  const ids = await Promise.all(
    students.map(
      async (student) => (await student.client.get<{ id: number }>('/api/auth/me')).body.id,
    ),
  );

  const cpuOfEach = async () =>
    Object.fromEntries(
      await Promise.all(
        processes.map(async ({ name }) => {
          const pid = stack.pid(name);
          return [name, pid === undefined ? 0 : await processTreeCpuMs(pid)] as const;
        }),
      ),
    );
  /**
   * Offers `count` completions at `rate` a second, open loop, from slot `first` on (slot k is
   * student k mod students' lesson k div students), into `tally`; answers when the last was
   * offered and when the last was seen, in seconds after the first was due.
   */
  const offer = async (first: number, count: number, rate: number, tally: Tally) => {
    const begin = performance.now();
    const pending: Promise<void>[] = [];
    for (let slot = first; slot < first + count; slot += 1) {
      const due = begin + ((slot - first) * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      const index = slot % studentCount;
      const student = students[index] as Student;
      const lessonId = lessons[Math.floor(slot / studentCount)] as number;
      pending.push(
        (async () => {
          if (student.isStuck) {
            tally.skipped += 1;
            return;
          }
          const before = slot % WATCH_ME_EVERY === 0 ? await authMe(student) : 0;
          // The student's rank on the board, read before: its first poll then finds its row.
          const isOnBoard = slot % WATCH_BOARD_EVERY === 0;
          if (isOnBoard) await onBoard(student, ids[index] as number);
          const complete = () =>
            student.client.post(`/api/lessons/${lessonId}/complete`, { readingTimeSeconds: 120 });
          const asked = performance.now();
          let done = await complete();
          tally.answered.push(performance.now() - asked);
          if (done.status === 409) {
            // The reading clock of this lesson started late (the system is behind): read again.
            tally.retried += 1;
            await student.client.get(`/api/lessons/${lessonId}`);
            await sleep(1_100);
            done = await complete();
          }
          if (done.status !== 200) {
            student.isStuck = true;
            tally.failed += 1;
            tally.refusals.set(done.status, (tally.refusals.get(done.status) ?? 0) + 1);
            if (tally.failed === 1)
              process.stdout.write(`first refusal: ${done.status} ${done.text}\n`);
            return;
          }
          const next = lessons[Math.floor(slot / studentCount) + 1];
          if (next !== undefined) void student.client.get(`/api/lessons/${next}`);
          if (slot % WATCH_ME_EVERY !== 0) return;
          const from = performance.now();
          const [me, board] = await Promise.all([
            untilAbove(() => authMe(student), before, from),
            isOnBoard ? untilAbove(() => onBoard(student, ids[index] as number), before, from) : 0,
          ]);
          if (me === null) tally.unseen += 1;
          else tally.toMe.push(me);
          if (board === null) tally.unseenOnBoard += 1;
          else if (isOnBoard) tally.toBoard.push(board);
        })(),
      );
    }
    const offeredSeconds = (performance.now() - begin) / 1000;
    await Promise.all(pending);
    return { offeredSeconds, runSeconds: (performance.now() - begin) / 1000 };
  };

  await offer(0, warmUps, WARMUP_RATE, newTally());
  await sleep(1_500);
  await untilDrained(stack.databaseUrl, stack.redisPrefix);

  const tally = newTally();
  const cpuBefore = await cpuOfEach();
  const machineBefore = await machineBusyMs();
  const generatorCpuBefore = process.cpuUsage();
  const measuredFrom = new Date();
  const { offeredSeconds, runSeconds } = await offer(warmUps, completions, RATE, tally);
  const { toMe, toBoard, answered, refusals, failed, unseen, unseenOnBoard, retried, skipped } =
    tally;
  // CPU each process spent on the run (its share of the two cores), per completion offered.
  const cpuAfter = await cpuOfEach();
  const machineMs = ((await machineBusyMs()) - machineBefore) / completions;
  const generatorCpu = process.cpuUsage(generatorCpuBefore);
  const generatorMs = (generatorCpu.user + generatorCpu.system) / 1000 / completions;
  const cpuPerCompletion = processes
    .map(({ name }) => ({
      name,
      ms: ((cpuAfter[name] ?? 0) - (cpuBefore[name] ?? 0)) / completions,
    }))
    .sort((a, b) => b.ms - a.ms);

  // Where the time goes, from the rows themselves: each hop's publish → sent (the relay) and
  // publish → handled (relay, queue, consumer), over the measured window's events.
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  const hop = async (from: string, to: string, name: string) => {
    const { rows } = await db.query<{ sent: number; handled: number }>(
      `SELECT extract(epoch FROM o.sent_at - o.occurred_at) * 1000 AS sent,
              extract(epoch FROM i.handled_at - o.occurred_at) * 1000 AS handled
       FROM ${from}.outbox_event o JOIN ${to}.inbox_event i ON i.id = o.id
       WHERE o.name = $1 AND o.occurred_at >= $2`,
      [name, measuredFrom],
    );
    const sent = summary(rows.map((row) => Number(row.sent)));
    const handled = summary(rows.map((row) => Number(row.handled)));
    return `${name} (${from} → ${to}, ${rows.length}): sent p50 ${ms(sent.p50)} p95 ${ms(sent.p95)}; handled p50 ${ms(handled.p50)} p95 ${ms(handled.p95)}`;
  };
  const hops = [
    await hop('learning', 'rewards', 'lesson.completed'),
    await hop('rewards', 'auth', 'points.changed'),
  ];
  await db.end();

  // Baseline: a bare BullMQ round trip at the same rate, on the same Redis.
  const prefix = createTestRedisPrefix();
  const connection = createRedis(testRedisUrl(), { forWorker: true });
  const queueName = `latency-baseline-${randomUUID().slice(0, 8)}`;
  const queue = new Queue(queueName, { connection, prefix });
  // BullMQ does not close connections it is given: each is disconnected below, or the bench
  // would never exit.
  const eventsConnection = createRedis(testRedisUrl(), { forWorker: true });
  const workerConnection = createRedis(testRedisUrl(), { forWorker: true });
  const events = new QueueEvents(queueName, { connection: eventsConnection, prefix });
  await events.waitUntilReady();
  const worker = new Worker(queueName, async () => 'ok', {
    connection: workerConnection,
    prefix,
    concurrency: 4,
  });
  const started = new Map<string, number>();
  const baseline: number[] = [];
  const allDone = new Promise<void>((resolve) => {
    events.on('completed', ({ jobId }) => {
      const t0 = started.get(jobId);
      if (t0 !== undefined) baseline.push(performance.now() - t0);
      if (baseline.length === completions) resolve();
    });
  });
  const baselineBegin = performance.now();
  for (let slot = 0; slot < completions; slot += 1) {
    const due = baselineBegin + (slot * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const jobId = `job-${slot}`;
    started.set(jobId, performance.now());
    void queue.add('ping', { slot }, { jobId, removeOnComplete: true });
  }
  await Promise.race([allDone, sleep(30_000)]);
  await worker.close();
  await events.close();
  await queue.obliterate({ force: true });
  await queue.close();
  for (const client of [connection, eventsConnection, workerConnection]) client.disconnect();
  await dropTestRedisPrefix(prefix);

  const me = summary(toMe);
  const board = summary(toBoard);
  const bare = summary(baseline);
  process.stdout.write(
    `offered ${completions} in ${offeredSeconds.toFixed(1)} s (${(completions / offeredSeconds).toFixed(0)}/s); ` +
      `${failed} refused${failed ? ` (${[...refusals].map(([status, n]) => `${n}×${status}`).join(', ')})` : ''}, ` +
      `${skipped} not offered (a student's earlier lesson was refused), ${retried} read again after a 409, ${unseen} not seen within 10 s; watched ${toMe.length} in /api/auth/me, ${toBoard.length} on the leaderboard (${unseenOnBoard} not seen there within 10 s)\n\n`,
  );
  const answer = summary(answered);
  process.stdout.write(
    `where the time goes:\n  the completion's answer (POST .../complete through the gateway): p50 ${ms(answer.p50)} p95 ${ms(answer.p95)} max ${ms(answer.max)}; the last seen ${runSeconds.toFixed(1)} s after the first was offered\n  ${hops.join('\n  ')}\n`,
  );
  process.stdout.write(
    `  CPU per completion (its requests, events and the watching polls): ${cpuPerCompletion
      .map(({ name, ms: cpu }) => `${name} ${cpu.toFixed(2)} ms`)
      .join(', ')}; the load generator and its polls (this process) ${generatorMs.toFixed(2)} ms\n`,
  );
  // What the rate asks of the machine: every process's CPU (PostgreSQL and Redis too) per
  // completion, against the cores there are. A queue's wait grows steeply as they fill up.
  const cores = availableParallelism();
  if (machineMs > 0)
    process.stdout.write(
      `  the whole machine (every process, PostgreSQL and Redis included, and the kernel's loopback network work): ${machineMs.toFixed(2)} ms of CPU per completion, so ${RATE}/s asks for ${((RATE * machineMs) / 1000).toFixed(2)} of its ${cores} cores; at that cost per completion all ${cores} are used up at about ${Math.round((cores * 1000) / machineMs)}/s\n`,
    );
  process.stdout.write('\n');
  const plusMs = (value: number) => signed(value, ms);
  printTable(
    ['figure', 'measured', 'one bare BullMQ hop (baseline)', 'difference'],
    [
      ['points in /api/auth/me p50', ms(me.p50), ms(bare.p50), plusMs(me.p50 - bare.p50)],
      ['points in /api/auth/me p95', ms(me.p95), ms(bare.p95), plusMs(me.p95 - bare.p95)],
      ['points in /api/auth/me max', ms(me.max), ms(bare.max), plusMs(me.max - bare.max)],
      ['points on the leaderboard p50', ms(board.p50), ms(bare.p50), plusMs(board.p50 - bare.p50)],
      ['points on the leaderboard p95', ms(board.p95), ms(bare.p95), plusMs(board.p95 - bare.p95)],
    ],
  );
  process.stdout.write(
    '\nBaseline: one bare BullMQ hop (add, a worker runs the job, its completion heard) at the same rate on the same Redis; the path measured is two hops of the event bus and two transactions.\n',
  );
  const unhandled = stack
    .output()
    .split('\n')
    .filter((line) => line.includes('unhandled error'));
  if (unhandled.length > 0)
    process.stdout.write(`\n${unhandled.length} unhandled errors, the first:\n${unhandled[0]}\n`);
} finally {
  await dispatcher.close();
  await stack.stop();
}
