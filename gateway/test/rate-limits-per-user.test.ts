import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceNames, type ServiceName } from '@fc/contracts/services';
import { SESSION_COOKIE, signSessionToken } from '@fc/service-kit/session';
import { createTestRedisPrefix } from '@fc/testkit/infrastructure';
import { TOO_MANY_REQUESTS_MESSAGE } from '../src/rate-limit.ts';
import {
  deleteKeys,
  serviceUrlEnv,
  startGateway,
  type GatewayUnderTest,
} from './fixtures/build-gateway.ts';
import { startFakeUpstream, type FakeUpstream } from './fixtures/fake-upstream.ts';

// Every request here comes from 127.0.0.1, as a school's students come from its one NAT address.
const JWT_SECRET = `gateway-test-${randomUUID()}`;
const redisPrefix = createTestRedisPrefix();
let prefixCount = 0;
let upstreams: FakeUpstream[] = [];
let upstreamEnv: Record<string, string>;
const gateways: GatewayUnderTest[] = [];

async function startLimitedGateway(env: Record<string, string>): Promise<GatewayUnderTest> {
  const gateway = await startGateway({
    ...upstreamEnv,
    JWT_SECRET,
    REDIS_PREFIX: `${redisPrefix}-${++prefixCount}`,
    ...env,
  });
  gateways.push(gateway);
  return gateway;
}

/** A student's session cookie as the auth service signs it (`secret` other than the gateway's forges one). */
function sessionCookie(userId: number, secret = JWT_SECRET): string {
  const token = signSessionToken(secret, { userId, role: 'student', sessionId: randomUUID() });
  return `${SESSION_COOKIE}=${token}`;
}

function get(gateway: GatewayUnderTest, path: string, cookie?: string): Promise<Response> {
  return fetch(`${gateway.url}${path}`, { headers: cookie ? { cookie } : {} });
}

async function statusesOf(responses: Promise<Response>[]): Promise<number[]> {
  return Promise.all(
    responses.map(async (pending) => {
      const response = await pending;
      await response.arrayBuffer();
      return response.status;
    }),
  );
}

beforeAll(async () => {
  upstreams = await Promise.all(serviceNames.map((service) => startFakeUpstream(service)));
  upstreamEnv = serviceUrlEnv(
    Object.fromEntries(upstreams.map((upstream) => [upstream.service, upstream.url])) as Record<
      ServiceName,
      string
    >,
  );
});

afterAll(async () => {
  if (gateways[0]) await deleteKeys(gateways[0].redis, redisPrefix);
  for (const gateway of gateways) await gateway.close();
  for (const upstream of upstreams) await upstream.close();
});

describe('the /api flood guard behind one address', () => {
  it('when many signed-in students share one address, then each is counted apart and none is refused', async () => {
    const gateway = await startLimitedGateway({ RATE_LIMIT_MAX: '3', USER_RATE_LIMIT_MAX: '5' });
    const students = Array.from({ length: 20 }, (_, i) => sessionCookie(100 + i));
    // 80 requests from one address, far past its 3, but no student past their own 5.
    const statuses = await statusesOf(
      students.flatMap((cookie) =>
        ['/api/modules', '/api/leaderboard', '/api/rewards/me', '/api/stocks'].map((path) =>
          get(gateway, path, cookie),
        ),
      ),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('when one signed-in student floods, then that student is refused past their limit while a classmate at the same address is not', async () => {
    const gateway = await startLimitedGateway({ RATE_LIMIT_MAX: '100', USER_RATE_LIMIT_MAX: '3' });
    const flooder = sessionCookie(7);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await get(gateway, '/api/leaderboard', flooder)).status).toBe(200);
    }
    const refused = await get(gateway, '/api/leaderboard', flooder);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toBe(TOO_MANY_REQUESTS_MESSAGE);
    // Another session of the same student (signed in again) is the same student's count.
    expect((await get(gateway, '/api/leaderboard', sessionCookie(7))).status).toBe(429);
    expect((await get(gateway, '/api/leaderboard', sessionCookie(8))).status).toBe(200);
    expect((await get(gateway, '/api/leaderboard')).status).toBe(200);
  });

  it('when signed-out calls flood from one address, then they are refused past the address limit while signed-in students there pass', async () => {
    const gateway = await startLimitedGateway({ RATE_LIMIT_MAX: '3', USER_RATE_LIMIT_MAX: '100' });
    expect(await statusesOf([1, 2, 3].map(() => get(gateway, '/api/leaderboard')))).toEqual([
      200, 200, 200,
    ]);
    expect((await get(gateway, '/api/leaderboard')).status).toBe(429);
    expect((await get(gateway, '/api/leaderboard', sessionCookie(21))).status).toBe(200);
  });

  it('when cookies are forged, expired or garbled, then they count as their address and mint no counts of their own', async () => {
    const gateway = await startLimitedGateway({ RATE_LIMIT_MAX: '3', USER_RATE_LIMIT_MAX: '100' });
    const otherSecret = `not-the-gateway-secret-${randomUUID()}`;
    const expired = signSessionToken(
      JWT_SECRET,
      { userId: 31, role: 'student', sessionId: randomUUID() },
      -60,
    );
    const untrusted = [
      sessionCookie(32, otherSecret),
      sessionCookie(33, otherSecret),
      `${SESSION_COOKIE}=${expired}`,
      `${SESSION_COOKIE}=not-a-token`,
      // A token whose signature is cut off names a user it cannot prove.
      `${SESSION_COOKIE}=${sessionCookie(34).split('=')[1]?.split('.').slice(0, 2).join('.')}.`,
    ];
    const statuses = await statusesOf(
      untrusted.map((cookie) => get(gateway, '/api/leaderboard', cookie)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    expect((await get(gateway, '/api/leaderboard', sessionCookie(35, otherSecret))).status).toBe(
      429,
    );
  });

  it('when signed-in students post to the sign-in form, then it is still counted per address', async () => {
    const gateway = await startLimitedGateway({
      RATE_LIMIT_MAX: '100',
      USER_RATE_LIMIT_MAX: '100',
      AUTH_RATE_LIMIT_MAX: '2',
    });
    const postLogin = (cookie: string) =>
      fetch(`${gateway.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: '{"username":"a","password":"b"}',
      });
    expect((await postLogin(sessionCookie(41))).status).toBe(200);
    expect((await postLogin(sessionCookie(42))).status).toBe(200);
    expect((await postLogin(sessionCookie(43))).status).toBe(429);
  });
});

describe('the default limits', () => {
  it('when a school of 400 students signs in at the bell from one address and opens a first page, then none is refused', async () => {
    // The gateway's own defaults (no limit settings): what a club runs unless told otherwise.
    const gateway = await startLimitedGateway({});
    const students = Array.from({ length: 400 }, (_, i) => ({
      i,
      cookie: sessionCookie(1000 + i),
    }));
    // The first page's calls: the app's header and some of the dashboard's.
    const firstPage = [
      '/api/auth/me',
      '/api/user-achievements',
      '/api/rewards/league',
      '/api/modules',
      '/api/users/1/progress',
      '/api/rewards/me',
    ];
    const refused: string[] = [];
    // 100 students at a time, each as the web app does it: the sign-in page's calls, the form,
    // then the first page's calls with the session the form gave.
    for (let first = 0; first < students.length; first += 100) {
      await Promise.all(
        students.slice(first, first + 100).map(async ({ i, cookie }) => {
          const signedOut = await statusesOf([
            get(gateway, '/api/auth/me'),
            get(gateway, '/api/config'),
            fetch(`${gateway.url}/api/auth/login`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ username: `student${i}`, password: 'x' }),
            }),
          ]);
          const signedIn = await statusesOf(firstPage.map((path) => get(gateway, path, cookie)));
          for (const status of [...signedOut, ...signedIn]) {
            if (status === 429) refused.push(`student ${i}`);
          }
        }),
      );
    }
    expect(refused).toEqual([]);
  });
});
