// The fuzz pass (docs/security.md): every endpoint of the gateway's route table, called through the
// gateway of a running stack as a visitor, a student and an admin with bodies, queries and path
// ids generated from the zod contracts (infra/test/fuzz/). Two properties must hold for every
// request: no answer is a 5xx, and a refused state-changing request (4xx) changes nothing that
// the student, or the admin looking at the whole club, can see.
//
// `npm test` runs it small with a fixed seed; `npm run fuzz` runs thousands of requests per route
// and actor (FUZZ_RUNS, FUZZ_SEED, FUZZ_SECONDS_PER_ROUTE). A failure prints the seed, the path
// and the body that broke it, so `FUZZ_SEED=… npm run fuzz` replays it.
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../gateway/src/routes.ts';
import { TestClient, type TestResponse } from '@fc/testkit/http-client';
import { testRedisUrl } from '@fc/testkit/infrastructure';
import { startStack, type ControlledStack } from '@fc/testkit/stack';
import { isDrained as eventsDrained } from '../../scripts/chaos/invariants.ts';
import {
  bodyArbitrary,
  encodingArbitrary,
  idSegmentArbitrary,
  queryArbitrary,
} from './fuzz/arbitraries.ts';
import { endpoints, type Actor, type Endpoint, type FuzzIds } from './fuzz/endpoints.ts';

const runs = Number(process.env.FUZZ_RUNS ?? 20);
const seed = Number(process.env.FUZZ_SEED ?? 20261124);
const secondsPerRoute = Number(process.env.FUZZ_SECONDS_PER_ROUTE ?? 60);
const actors: Actor[] = ['visitor', 'student', 'admin'];

let stack: ControlledStack;
const clients = {} as Record<Actor, TestClient>;
let ids: FuzzIds;
const statusCounts = new Map<number, number>();

beforeAll(async () => {
  stack = await startStack({
    READING_SECONDS_PER_WORD: '0.002',
    RATE_LIMIT_MAX: '10000000',
    USER_RATE_LIMIT_MAX: '10000000',
    AUTH_RATE_LIMIT_MAX: '10000000',
  });
  clients.visitor = new TestClient(stack.baseUrl);
  clients.student = new TestClient(stack.baseUrl);
  const registered = await clients.student.post('/api/auth/register', {
    username: 'fuzzstudent',
    email: 'fuzzstudent@example.org',
    password: 'fuzz-pass-2026',
    firstName: 'Fuzz',
    lastName: 'Student',
  });
  expect(registered.status, registered.text).toBe(201);
  clients.admin = new TestClient(stack.baseUrl);
  const login = await clients.admin.post('/api/auth/login', {
    username: 'admin',
    password: stack.adminPassword,
  });
  expect(login.status, login.text).toBe(200);
  const user = (await clients.student.get('/api/auth/me')).body.id as number;
  const portfolio = await until(() => clients.student.get(`/api/users/${user}/portfolio`));
  const plan = await clients.student.post('/api/budget/plans', { planName: 'Fuzz plan' });
  const attempt = await clients.student.post('/api/quiz/attempts', { moduleId: 1 });
  const flashcards = await clients.visitor.get('/api/lessons/1/flashcards');
  const stocks = await clients.visitor.get('/api/stocks');
  const lessons = await clients.visitor.get('/api/modules/1/lessons');
  const contest = await clients.admin.post('/api/admin/contests', {
    name: 'Fuzz contest',
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
    startingCash: 500_000,
    rankBy: 'return',
  });
  expect(contest.status, contest.text).toBe(201);
  const announcement = await clients.admin.post('/api/teacher/announcements', {
    body: 'Fuzz announcement',
  });
  expect(announcement.status, announcement.text).toBe(201);
  ids = {
    user,
    portfolio: portfolio.body.id,
    plan: plan.body.id,
    attempt: attempt.body.attemptId,
    module: 1,
    lesson: lessons.body[0].id,
    flashcard: flashcards.body[0].id,
    reviewCard: `flashcard-${flashcards.body[0].id}`,
    stock: stocks.body[0].id,
    contest: contest.body.id,
    announcement: announcement.body.id,
  };
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  const counts = [...statusCounts].sort(([a], [b]) => a - b);
  // eslint-disable-next-line no-console -- the run's figures, for the log
  console.info(
    `fuzz: ${counts.reduce((sum, [, count]) => sum + count, 0)} requests (seed ${seed}, ${runs} runs per route and actor); statuses ${counts
      .map(([status, count]) => `${status}×${count}`)
      .join(', ')}`,
  );
});

describe('fuzz pass over the gateway', () => {
  it('when the catalogue is compared with the gateway route table, then every route is fuzzed', () => {
    const covered = new Set(endpoints.map((endpoint) => endpoint.route));
    const missing = routeTable
      .map((rule) => rule.pattern)
      .filter((pattern) => !covered.has(pattern));
    expect(missing).toEqual([]);
  });

  for (const endpoint of endpoints) {
    for (const actor of endpoint.actors ?? actors) {
      it(
        `when ${endpoint.method} ${endpoint.path} gets generated input as a ${actor}, then nothing answers 5xx and a refused change changes nothing`,
        async () => {
          await fuzzEndpoint(endpoint, actor);
        },
        30_000 + secondsPerRoute * 1000,
      );
    }
  }
});

async function fuzzEndpoint(endpoint: Endpoint, actor: Actor): Promise<void> {
  const segments = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(
    (match) => match[1] as keyof FuzzIds,
  );
  const pathArbitrary = fc
    .tuple(...segments.map((name) => idSegmentArbitrary(ids[name])))
    .map((values) => {
      let index = 0;
      return endpoint.path.replace(/\{\w+\}/g, () => values[index++] as string);
    });
  const isChange = endpoint.method !== 'GET';
  let baseline = isChange ? await settledFingerprint() : '';
  await fc.assert(
    fc.asyncProperty(
      pathArbitrary,
      queryArbitrary(endpoint.query),
      bodyArbitrary(endpoint.body),
      encodingArbitrary,
      async (path, query, body, encoding) => {
        const url = query ? `${path}?${query}` : path;
        const client = endpoint.switchesAccount ? copyOf(clients[actor]) : clients[actor];
        const response = await send(client, endpoint.method, url, body, encoding);
        statusCounts.set(response.status, (statusCounts.get(response.status) ?? 0) + 1);
        if (response.status >= 500) {
          throw new Error(
            `${endpoint.method} ${url} as ${actor} answered ${response.status}: ${response.text.slice(0, 300)}`,
          );
        }
        if (!isChange) return;
        if (response.status >= 400) {
          const after = await fingerprint();
          if (after !== baseline) {
            throw new Error(
              `${endpoint.method} ${url} as ${actor} was refused (${response.status}: ${response.text.slice(0, 200)}) but changed what users see:\nbefore ${baseline}\nafter  ${after}`,
            );
          }
        } else {
          // Accepted: its effects (events included) may land a moment later; wait for them.
          baseline = await settledFingerprint();
        }
      },
    ),
    { numRuns: runs, seed, interruptAfterTimeLimit: secondsPerRoute * 1000, endOnFailure: true },
  );
}

async function send(
  client: TestClient,
  method: string,
  url: string,
  body: unknown,
  encoding: 'json' | 'broken-json' | 'form',
): Promise<TestResponse> {
  if (method === 'GET') return client.request(method, url);
  const text = JSON.stringify(body) ?? 'null';
  if (encoding === 'broken-json')
    return client.request(method, url, {
      body: text.slice(0, Math.max(1, text.length - 1)) + '\u0000',
      headers: { 'content-type': 'application/json' },
    });
  if (encoding === 'form') {
    const form = new URLSearchParams();
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const [name, value] of Object.entries(body))
        form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
    }
    return client.request(method, url, {
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
  return client.request(method, url, {
    body: text,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * What the student and the admin can see of the club's state, without what moves by itself
 * (prices and the values that follow them): accounts, points, streaks, cash, holdings, trades,
 * plans, progress, achievements and the audit log.
 */
async function fingerprint(): Promise<string> {
  const { user, portfolio } = ids;
  const [
    users,
    audit,
    own,
    holdings,
    trades,
    plans,
    progress,
    achievements,
    contests,
    assignments,
    announcements,
  ] = await Promise.all([
    clients.admin.get('/api/users'),
    clients.admin.get('/api/admin/audit-log'),
    clients.student.get(`/api/users/${user}/portfolio`),
    clients.student.get(`/api/portfolios/${portfolio}/holdings`),
    clients.student.get(`/api/portfolios/${portfolio}/transactions`),
    clients.student.get('/api/budget/plans'),
    clients.student.get(`/api/users/${user}/progress`),
    clients.student.get('/api/user-achievements'),
    clients.student.get('/api/contests'),
    clients.admin.get('/api/teacher/assignments'),
    clients.student.get('/api/announcements'),
  ]);
  return JSON.stringify([
    users.status,
    users.body,
    audit.body,
    own.status,
    own.body?.cashBalance,
    own.body?.investedBase,
    Array.isArray(holdings.body)
      ? holdings.body.map((h: { stock: { id: number }; shares: number }) => [h.stock.id, h.shares])
      : holdings.status,
    Array.isArray(trades.body) ? trades.body.length : trades.status,
    plans.body,
    progress.body,
    achievements.body,
    Array.isArray(contests.body)
      ? contests.body.map((c: { id: number; participants: number }) => [c.id, c.participants])
      : contests.status,
    assignments.body,
    announcements.body,
  ]);
}

/** The fingerprint once two reads a moment apart agree (events of an accepted change landed). */
/**
 * What users see once every effect of the accepted requests so far has landed: no outbox row
 * unsent and no event waiting or running in any queue (checked queues, outbox, queues again, so
 * an event moving between them is not missed), and two looks in a row agree. A loaded machine
 * slows the events down; it does not make a late one look like the refused request's doing.
 */
async function settledFingerprint(): Promise<string> {
  const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 1 });
  const isDrained = () => eventsDrained(db, testRedisUrl(), stack.redisPrefix);
  try {
    let previous: string | undefined;
    for (let attempt = 0; attempt < 100; attempt++) {
      if (await isDrained()) {
        const current = await fingerprint();
        if (current === previous) return current;
        previous = current;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the events of the accepted requests did not drain within 20 s');
  } finally {
    await db.end();
  }
}

/** A client with the same session whose own cookies go nowhere (for sign-in and register). */
function copyOf(client: TestClient): TestClient {
  const copy = new TestClient(stack.baseUrl);
  for (const pair of client.cookieHeader.split('; ').filter(Boolean)) {
    const separator = pair.indexOf('=');
    copy.setCookie(pair.slice(0, separator), pair.slice(separator + 1));
  }
  return copy;
}

async function until(request: () => Promise<TestResponse>): Promise<TestResponse<any>> {
  let response = await request();
  for (let attempt = 0; attempt < 50 && response.status !== 200; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    response = await request();
  }
  expect(response.status, response.text).toBe(200);
  return response;
}
