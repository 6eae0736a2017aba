// A class period behind one address: N students of one school, every request from 127.0.0.1 as
// from a school's NAT address, on the whole stack (the 7 processes from their bundles) with the
// gateway's own rate limits (its defaults, or RATE_LIMIT_* / USER_RATE_LIMIT_MAX from the
// environment) and production's password hashing.
//
// Each step is a class period of its own for N students (BENCH_CLASS_STEPS, 50,100,200,300,400):
// the students arrive over the first BENCH_CLASS_ARRIVAL_SECONDS (60) of BENCH_CLASS_SECONDS (90)
// and each signs in as the /auth page does (GET /api/auth/me, GET /api/config, POST login), then
// goes round the pages students use, as the web app calls them (recorded in Chromium from the
// built app): the dashboard, the lessons, module 1, a lesson opened and then completed (each
// student's next lesson of module 1), the trading page, a one-share buy, the leaderboard; the
// first page loads the header's calls (achievements, league), and every 10 s the header looks for
// new achievements. Between pages a student thinks BENCH_CLASS_THINK_SECONDS (2-6, a random time
// in that range). The live stream is left out (sse.ts measures it). Every loop is bounded in pages
// and time. First, untimed, 20 students' period for BENCH_WARMUP_SECONDS (measure.ts); before each
// step one rate-limit window passes (BENCH_CLASS_PAUSE_SECONDS, the window and a second), so a step
// does not inherit the counts of the one before.
//
// For each step: requests a second, p95 of all calls and of each API route, how many were refused
// (429) or failed (5xx or no answer), other 4xx; beside it the baseline: a bare GET of the
// gateway's /healthz at the same rate right after (the machine and the gateway with no product
// work). At the end, the largest N served with none refused or failed and every route's p95
// under 300 ms. Registering the students (before the first step) goes to the auth service
// directly: it is not part of any period.
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';
import { TestClient } from '@fc/testkit/http-client';
import { startStack } from '@fc/testkit/stack';
import { loadGatewayConfig } from '../../gateway/src/config.ts';
import { measureAtRate, percentile, WARMUP_SECONDS } from './measure.ts';
import { LeanClient } from './lean-client.ts';
import { processTreeCpuMs } from './cpu.ts';
import { cpuPerRequest } from './processes.ts';

const STEPS = (process.env.BENCH_CLASS_STEPS ?? '50,100,200,300,400')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const PERIOD_SECONDS = Number(process.env.BENCH_CLASS_SECONDS ?? 90);
const ARRIVAL_SECONDS = Math.min(
  Number(process.env.BENCH_CLASS_ARRIVAL_SECONDS ?? 60),
  PERIOD_SECONDS,
);
const [THINK_MIN_S = 2, THINK_MAX_S = 6] = (process.env.BENCH_CLASS_THINK_SECONDS ?? '2-6')
  .split('-')
  .map(Number);
const BASELINE_SECONDS = 10;
const WARM_UP_STUDENTS = 20;
const ACHIEVEMENT_POLL_MS = 10_000;
/** A student's pages in one period at most (far more than think time allows). */
const MAX_PAGES = 500;
/** A step counts as served when none was refused or failed and every route's p95 is under this. */
const SERVED_P95_MS = 300;
/** The /auth page asks who is signed in: a 401 there is the answer, not a refusal. */
const SIGNED_OUT_ME = 'GET /api/auth/me (signed out)';
const PASSWORD = 'Class-period-123';
// Production's argon2id settings (services/auth/src/passwords.ts): signing in at the start of a
// period is part of what a school's address asks of the server.
const PRODUCTION_HASH_MEMORY_KIB = '19456';

interface Student {
  username: string;
  client: LeanClient;
  userId?: number;
  portfolioId?: number;
  /** Lessons of module 1 completed so far (kept from one period to the next). */
  completed: number;
}

interface Call {
  route: string;
  ms: number;
  /** HTTP status, or 0 when no answer came. */
  status: number;
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : '-');

/** `GET /api/users/:id/progress`: the route a call belongs to, ids and the query left out. */
export function routeOf(method: string, path: string): string {
  const pathname = path.split('?')[0] ?? path;
  return `${method} ${pathname.replace(/\/\d+(?=\/|$)/g, '/:id')}`;
}

const gatewayDefaults = loadGatewayConfig({ ...process.env, NODE_ENV: 'test' });
const limitEnv: Record<string, string> = {
  RATE_LIMIT_WINDOW_MS: String(gatewayDefaults.RATE_LIMIT_WINDOW_MS),
  RATE_LIMIT_MAX: String(gatewayDefaults.RATE_LIMIT_MAX),
  AUTH_RATE_LIMIT_MAX: String(gatewayDefaults.AUTH_RATE_LIMIT_MAX),
};
/** Between periods: one rate-limit window, so each period starts with empty counts. */
const PAUSE_SECONDS = Number(
  process.env.BENCH_CLASS_PAUSE_SECONDS ?? gatewayDefaults.RATE_LIMIT_WINDOW_MS / 1000 + 1,
);
const stack = await startStack({
  ...limitEnv,
  READING_SECONDS_PER_WORD: '0.002',
  PASSWORD_HASH_MEMORY_KIB: PRODUCTION_HASH_MEMORY_KIB,
  LOG_LEVEL: 'warn',
});
// Every student's browser keeps its own connections; one pool with room for all of them at once.
const dispatcher = new Agent({ connections: 2048, pipelining: 1 });
try {
  process.stdout.write(
    `Gateway limits: ${Object.entries(limitEnv)
      .map(([name, value]) => `${name}=${value}`)
      .join(
        ', ',
      )}${'USER_RATE_LIMIT_MAX' in gatewayDefaults ? `, USER_RATE_LIMIT_MAX=${String(gatewayDefaults.USER_RATE_LIMIT_MAX)}` : ''}\n`,
  );
  const visitor = new TestClient(stack.baseUrl);
  const lessonIds = ((await visitor.get('/api/modules/1/lessons')).body as { id: number }[]).map(
    (lesson) => lesson.id,
  );
  // A new student sees Buy only on stocks that are not premium (those wait for an achievement).
  const stocks = (await visitor.get('/api/stocks')).body as { id: number; exclusive: boolean }[];
  const stockIds = stocks
    .filter((stock) => !stock.exclusive)
    .slice(0, 20)
    .map((stock) => stock.id);
  if (lessonIds.length === 0 || stockIds.length === 0) throw new Error('no lessons or stocks');

  const largest = Math.max(...STEPS);
  const students: Student[] = [];
  const authUrl = `http://127.0.0.1:${stack.ports.auth}`;
  process.stdout.write(`Registering ${largest} students (at the auth service, 8 at a time)…\n`);
  for (let first = 0; first < largest; first += 8) {
    const batch = Array.from({ length: Math.min(8, largest - first) }, async (_, offset) => {
      const i = first + offset;
      const username = `class${i}`;
      const registered = await new TestClient(authUrl).post('/api/auth/register', {
        username,
        email: `${username}@example.org`,
        password: PASSWORD,
        firstName: 'Class',
        lastName: `Student${i}`,
      });
      if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
      return { username, client: new LeanClient(stack.baseUrl, dispatcher), completed: 0 };
    });
    students.push(...(await Promise.all(batch)));
  }

  const results: {
    n: number;
    perSecond: number;
    p95: number;
    worstRoute: string;
    worstP95: number;
    refused: number;
    failed: number;
    other4xx: number;
    baselineP95: number;
    byRoute: Map<string, number>;
  }[] = [];

  const course = { lessonIds, stockIds };
  // Untimed first: a few students' period, so the processes are measured warm (measure.ts).
  const warmUpEnd = performance.now() + WARMUP_SECONDS * 1000;
  process.stdout.write(`Warming up for ${WARMUP_SECONDS} s…\n`);
  await Promise.all(
    students
      .slice(0, WARM_UP_STUDENTS)
      .map((student) => attendPeriod(student, course, [], warmUpEnd)),
  );
  for (const n of STEPS) {
    // One rate-limit window between periods: no period inherits the counts of the one before.
    await sleep(PAUSE_SECONDS * 1000);
    const calls: Call[] = [];
    const cpuBefore = await cpuByProcess();
    const begin = performance.now();
    const end = begin + PERIOD_SECONDS * 1000;
    await Promise.all(
      students.slice(0, n).map((student) => attendPeriod(student, course, calls, end)),
    );
    const seconds = (performance.now() - begin) / 1000;
    const cpuAfter = await cpuByProcess();
    const perSecond = calls.length / seconds;
    const baseline = await measureAtRate(perSecond, BASELINE_SECONDS, async () => {
      const answer = await request(`${stack.baseUrl}/healthz`, { dispatcher });
      await answer.body.dump();
      return answer.statusCode === 200;
    });
    const byRoute = new Map<string, number>();
    for (const [route, timings] of groupBy(calls)) byRoute.set(route, p95Of(timings));
    const [worstRoute = '', worstP95 = Number.NaN] =
      [...byRoute].sort((a, b) => b[1] - a[1])[0] ?? [];
    const result = {
      n,
      perSecond,
      p95: p95Of(calls.map((call) => call.ms)),
      worstRoute,
      worstP95,
      refused: calls.filter((call) => call.status === 429).length,
      failed: calls.filter((call) => call.status === 0 || call.status >= 500).length,
      other4xx: calls.filter(isOther4xx).length,
      baselineP95: baseline.p95,
      byRoute,
    };
    results.push(result);
    process.stdout.write(
      `${n} students: ${calls.length} calls, ${perSecond.toFixed(0)}/s, p95 ${ms(result.p95)} (slowest route ${worstRoute} ${ms(worstP95)}), refused ${result.refused} (${((result.refused / calls.length) * 100).toFixed(1)} %), failed ${result.failed}${failureKinds(calls)}, other 4xx ${result.other4xx}; baseline /healthz at the same rate p95 ${ms(baseline.p95)}\n${refusedRoutes(calls)}${other4xxRoutes(calls)}  CPU per call: ${cpuPerRequest(cpuBefore, cpuAfter, calls.length)}\n`,
    );
  }

  process.stdout.write(
    `\n${'students'.padEnd(10)}${'req/s'.padStart(8)}${'p95 all'.padStart(10)}${'slowest p95'.padStart(13)}${'refused'.padStart(10)}${'failed'.padStart(8)}${'other 4xx'.padStart(11)}${'baseline p95'.padStart(14)}\n`,
  );
  for (const r of results) {
    process.stdout.write(
      `${String(r.n).padEnd(10)}${r.perSecond.toFixed(0).padStart(8)}${ms(r.p95).padStart(10)}${ms(r.worstP95).padStart(13)}${String(r.refused).padStart(10)}${String(r.failed).padStart(8)}${String(r.other4xx).padStart(11)}${ms(r.baselineP95).padStart(14)}\n`,
    );
  }
  const routes = [...new Set(results.flatMap((r) => [...r.byRoute.keys()]))].sort();
  process.stdout.write(
    `\np95 per route${' '.repeat(46)}${results.map((r) => String(r.n).padStart(8)).join('')}\n`,
  );
  for (const route of routes) {
    process.stdout.write(
      `${route.padEnd(59)}${results.map((r) => ms(r.byRoute.get(route) ?? Number.NaN).padStart(8)).join('')}\n`,
    );
  }
  const served = results.filter(
    (r) => r.refused === 0 && r.failed === 0 && r.worstP95 < SERVED_P95_MS,
  );
  const best = Math.max(0, ...served.map((r) => r.n));
  process.stdout.write(
    `\nLargest class served (none refused or failed, every route's p95 under ${SERVED_P95_MS} ms): ${best === 0 ? 'none of the steps' : `${best} students`}.\n`,
  );
} finally {
  await dispatcher.close();
  await stack.stop();
}

/** CPU milliseconds each process of the stack has used so far, by name. */
async function cpuByProcess(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    stack.processNames.map(async (name) => [name, await processTreeCpuMs(stack.pid(name) ?? 0)]),
  );
  return Object.fromEntries(entries) as Record<string, number>;
}

/** One student's period: arrives, signs in, goes round the pages until the period ends. */
async function attendPeriod(
  student: Student,
  course: { lessonIds: number[]; stockIds: number[] },
  calls: Call[],
  end: number,
): Promise<void> {
  student.client = new LeanClient(stack.baseUrl, dispatcher);
  await sleep(randomInt(0, ARRIVAL_SECONDS * 1000 + 1));
  const send = async (method: 'GET' | 'POST', path: string, json?: unknown, label?: string) => {
    const t0 = performance.now();
    try {
      const answer = await student.client.request<Record<string, unknown>>(method, path, json);
      calls.push({
        route: label ?? routeOf(method, path),
        ms: performance.now() - t0,
        status: answer.status,
      });
      return answer;
    } catch {
      calls.push({ route: label ?? routeOf(method, path), ms: performance.now() - t0, status: 0 });
      return undefined;
    }
  };
  const all = (paths: string[]) => Promise.all(paths.map((path) => send('GET', path)));
  const think = () => sleep(randomInt(THINK_MIN_S * 1000, THINK_MAX_S * 1000 + 1));

  // The /auth page, then Sign In (pressed again after a refusal, as a student would).
  await Promise.all([
    send('GET', '/api/auth/me', undefined, SIGNED_OUT_ME),
    send('GET', '/api/config'),
  ]);
  let signedIn = false;
  for (let attempt = 0; attempt < 5 && !signedIn && performance.now() < end; attempt += 1) {
    const answer = await send('POST', '/api/auth/login', {
      username: student.username,
      password: PASSWORD,
    });
    signedIn = answer?.status === 200;
    if (!signedIn) await think();
  }
  if (!signedIn) return;
  // The first page loads the app's header too.
  const [me] = await all([
    '/api/auth/me',
    '/api/config',
    '/api/user-achievements',
    '/api/achievements',
    '/api/rewards/league',
  ]);
  const userId = Number(me?.body.id);
  if (!Number.isInteger(userId)) return;
  student.userId = userId;
  const user = `/api/users/${userId}`;
  const { lessonIds, stockIds } = course;
  let nextPoll = performance.now() + ACHIEVEMENT_POLL_MS;

  const pages: (() => Promise<unknown>)[] = [
    () =>
      all([
        '/api/assignments',
        '/api/announcements',
        '/api/modules',
        `${user}/progress`,
        `${user}/module-access`,
        '/api/rewards/me',
        '/api/leaderboard?limit=5&offset=0',
        '/api/review',
      ]),
    () => all(['/api/modules', `${user}/progress`, `${user}/module-access`]),
    () =>
      all([
        '/api/modules/1',
        '/api/modules/1/lessons',
        `${user}/modules/1/access`,
        `${user}/progress`,
        `${user}/progress/module/1`,
      ]),
    async () => {
      // Opens the next lesson of module 1 (the last one again once all are done), reads, and
      // completes it when it is new.
      const index = Math.min(student.completed, lessonIds.length - 1);
      const lessonId = lessonIds[index] ?? 0;
      await send('GET', `/api/lessons/${lessonId}`);
      if (student.completed >= lessonIds.length) return;
      await think();
      const completed = await send('POST', `/api/lessons/${lessonId}/complete`);
      if (completed?.status === 200) student.completed += 1;
      await all([
        `${user}/progress`,
        `${user}/progress/module/1`,
        `${user}/modules/1/access`,
        '/api/auth/me',
        '/api/user-achievements',
      ]);
    },
    async () => {
      const [, , portfolio] = await all(['/api/stocks/status', '/api/stocks', `${user}/portfolio`]);
      const portfolioId = Number(portfolio?.body.id);
      if (Number.isInteger(portfolioId)) student.portfolioId = portfolioId;
      // Without its portfolio (refused), the page has nothing more to ask.
      if (student.portfolioId === undefined) return;
      const own = `/api/portfolios/${student.portfolioId}`;
      await all([
        `${own}/performance?range=1W`,
        '/api/benchmark?range=1W',
        `${own}/risk?range=1M`,
        `${own}/holdings`,
      ]);
    },
    async () => {
      if (student.portfolioId === undefined) return;
      const own = `/api/portfolios/${student.portfolioId}`;
      const stockId = stockIds[randomInt(stockIds.length)];
      await send('POST', `${own}/trade`, { stockId, shares: 1, type: 'buy' });
      await all([`${user}/portfolio`, `${own}/holdings`, `${own}/performance?range=1W`]);
    },
    () => all(['/api/leaderboard?limit=100&offset=0', '/api/rewards/me']),
  ];
  for (let page = 0; page < MAX_PAGES && performance.now() < end; page += 1) {
    await pages[page % pages.length]?.();
    if (performance.now() >= nextPoll) {
      await send('GET', '/api/user-achievements');
      nextPoll = performance.now() + ACHIEVEMENT_POLL_MS;
    }
    await think();
  }
}

/** "  refused: POST /api/auth/login 120, …" (a line), when any call was refused. */
function refusedRoutes(calls: Call[]): string {
  return routesOf(calls, 'refused', (call) => call.status === 429);
}

/** A 4xx other than a refusal or the signed-out page's expected 401. */
function isOther4xx(call: Call): boolean {
  return (
    call.status >= 400 &&
    call.status < 500 &&
    call.status !== 429 &&
    !(call.route === SIGNED_OUT_ME && call.status === 401)
  );
}

/** "  other 4xx: POST /api/lessons/:id/complete 400 12, …": what the other 4xx answered. */
function other4xxRoutes(calls: Call[]): string {
  return routesOf(
    calls,
    'other 4xx',
    (call) => isOther4xx(call),
    (call) => ` ${call.status}`,
  );
}

function routesOf(
  calls: Call[],
  label: string,
  counted: (call: Call) => boolean,
  detail: (call: Call) => string = () => '',
): string {
  const counts = new Map<string, number>();
  for (const call of calls) {
    if (!counted(call)) continue;
    const key = `${call.route}${detail(call)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  if (counts.size === 0) return '';
  const sorted = [...counts].sort((a, b) => b[1] - a[1]);
  return `  ${label}: ${sorted.map(([route, count]) => `${route} ${count}`).join(', ')}\n`;
}

/** " (503: 12, no answer: 3)": the failed calls by status, when there are any. */
function failureKinds(calls: Call[]): string {
  const counts = new Map<string, number>();
  for (const call of calls) {
    if (call.status !== 0 && call.status < 500) continue;
    const kind = call.status === 0 ? 'no answer' : String(call.status);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return counts.size === 0
    ? ''
    : ` (${[...counts].map(([kind, count]) => `${kind}: ${count}`).join(', ')})`;
}

function groupBy(calls: Call[]): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const call of calls) {
    const list = groups.get(call.route) ?? [];
    list.push(call.ms);
    groups.set(call.route, list);
  }
  return groups;
}

function p95Of(timings: number[]): number {
  return percentile(
    [...timings].sort((a, b) => a - b),
    95,
  );
}
