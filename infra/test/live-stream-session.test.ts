// The live stream belongs to its session (docs/live-updates.md, docs/security.md): the auth
// service ends a session (sign-out, a password change, a new role) and the stream that session
// opened through the gateway ends with it, while the user's other sessions keep theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notice } from '@fc/contracts/notices';
import { publishNotices } from '@fc/service-kit/notices';
import { openEventStream, type EventStreamConnection } from '@fc/testkit/event-stream-client';
import type { TestClient } from '@fc/testkit/http-client';
import { startServiceUnderTest, type ServiceUnderTest } from '@fc/testkit/service-under-test';
import { ensureAdminAccount } from '../../services/auth/src/accounts/admin-account.ts';
import {
  startAuthService,
  type AuthServiceUnderTest,
} from '../../services/auth/test/fixtures/build-auth-service.ts';
import { createApp } from '../../services/rewards/src/app.ts';
import { migrationsDir, rewardsConfigShape } from '../../services/rewards/src/config.ts';
import { createRewardsDeps, type RewardsDeps } from '../../services/rewards/src/deps.ts';
import { startGatewayFor, type GatewayUnderTest } from './support/gateway.ts';

const PASSWORD = 'Secret-pass-123';
const ADMIN_PASSWORD = 'admin-pass-2026';
const JWT_SECRET = 'live-stream-session-test-secret-0123456789abcdef';

let auth: AuthServiceUnderTest;
let rewards: ServiceUnderTest<RewardsDeps>;
let gateway: GatewayUnderTest;
const streams: EventStreamConnection[] = [];

beforeAll(async () => {
  auth = await startAuthService({ JWT_SECRET });
  // Rewards on the same Redis prefix and secret, as in production: it hears auth's sign-outs.
  rewards = await startServiceUnderTest({
    name: 'rewards',
    migrationsDir,
    config: rewardsConfigShape,
    createDeps: createRewardsDeps,
    createApp,
    env: { JWT_SECRET, REDIS_PREFIX: auth.env.REDIS_PREFIX! },
  });
  await rewards.deps.stream.ready();
  gateway = await startGatewayFor(rewards.baseUrl);
});

afterAll(async () => {
  for (const connection of streams) connection.close();
  await gateway?.close();
  await rewards?.close();
  await auth?.close();
});

/** The live stream of the browser `client` is, through the gateway. */
async function streamOf(client: TestClient) {
  const connection = await openEventStream(`${gateway.url}/api/events/stream`, {
    cookie: client.cookieHeader,
  });
  streams.push(connection);
  expect(connection.status).toBe(200);
  return connection;
}

async function signIn(username: string, password: string) {
  const client = auth.client();
  const response = await client.post('/api/auth/login', { username, password });
  expect(response.status, response.text).toBe(200);
  return client;
}

let sequence = 0;
/** Publishes a points notice for the user and answers the points it carries. */
async function notifyPoints(userId: number): Promise<number> {
  sequence += 1;
  const notice: Notice = {
    type: 'points',
    audience: { userIds: [userId] },
    data: { points: 1000 + sequence, streak: 1, delta: 5, reason: 'lesson_completed' },
  };
  await publishNotices(rewards.deps.redis, rewards.env.REDIS_PREFIX!, [notice]);
  return 1000 + sequence;
}

const isPoints = (points: number) => (event: { event: string; data: string }) =>
  event.event === 'points' && (JSON.parse(event.data) as { points: number }).points === points;

describe('a live stream and the session that opened it', () => {
  it('when a student signs out, then the stream of that tab ends, and a new one is refused', async () => {
    const { client, user } = await auth.registerStudent({ password: PASSWORD });
    const stream = await streamOf(client);
    await stream.waitFor(isPoints(await notifyPoints(user.id)));
    const cookie = client.cookieHeader;

    expect((await client.post('/api/auth/logout')).status).toBe(200);

    await stream.ended;
    expect(rewards.deps.stream.count(user.id)).toBe(0);
    // A copy of the signed-out cookie cannot open another one.
    const again = await openEventStream(`${gateway.url}/api/events/stream`, { cookie });
    streams.push(again);
    expect(again.status).toBe(401);
  });

  it('when a student changes their password, then the streams of their other sessions end and this one goes on', async () => {
    const { client, user } = await auth.registerStudent({ password: PASSWORD });
    const otherBrowser = await signIn(user.username, PASSWORD);
    const mine = await streamOf(client);
    const other = await streamOf(otherBrowser);

    const changed = await client.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'Another-pass-456',
    });
    expect(changed.status, changed.text).toBe(200);

    await other.ended;
    const points = await notifyPoints(user.id);
    await mine.waitFor(isPoints(points));
    expect(other.events.some(isPoints(points))).toBe(false);
    expect(rewards.deps.stream.count(user.id)).toBe(1);
  });

  it('when the admin makes a student a teacher, then every stream the student had open ends', async () => {
    await ensureAdminAccount(auth.deps, { password: ADMIN_PASSWORD, email: 'admin@example.org' });
    const admin = await signIn('admin', ADMIN_PASSWORD);
    const { client, user } = await auth.registerStudent({ password: PASSWORD });
    const stream = await streamOf(client);
    const classmate = await auth.registerStudent({ password: PASSWORD });
    const classmateStream = await streamOf(classmate.client);

    const answer = await admin.put(`/api/admin/users/${user.id}/role`, { role: 'teacher' });
    expect(answer.status, answer.text).toBe(200);

    await stream.ended;
    expect(rewards.deps.stream.count(user.id)).toBe(0);
    // Nobody else's stream was touched.
    await classmateStream.waitFor(isPoints(await notifyPoints(classmate.user.id)));
  });
});
