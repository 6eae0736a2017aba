// The live stream (docs/live-updates.md) across replicas: two rewards replicas on one
// database and Redis, each behind a gateway of its own. A notice published by any service's relay
// reaches the tabs it is for, whichever gateway and replica hold them, and nobody else's.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventName, EventPayload } from '@fc/contracts/events';
import { publishEvent } from '@fc/service-kit/events/publish';
import { noticeLogKey, publishNotices } from '@fc/service-kit/notices';
import { createPlatform } from '@fc/service-kit/platform';
import {
  openEventStream,
  type EventStreamConnection,
  type StreamEvent,
} from '@fc/testkit/event-stream-client';
import { startServiceUnderTest, type ServiceUnderTest } from '@fc/testkit/service-under-test';
import { createApp } from '../../services/rewards/src/app.ts';
import { migrationsDir, rewardsConfigShape } from '../../services/rewards/src/config.ts';
import { createRewardsDeps, type RewardsDeps } from '../../services/rewards/src/deps.ts';
import { MAX_STREAMS_PER_USER } from '../../services/rewards/src/stream/stream.routes.ts';
import { startGatewayFor, type GatewayUnderTest } from './support/gateway.ts';

const STUDENT_A = 101;
const STUDENT_B = 102;
const TEACHER = 103;

let first: ServiceUnderTest<RewardsDeps>;
let second: { deps: RewardsDeps; server: Server; url: string };
const gateways: GatewayUnderTest[] = [];
const streams: EventStreamConnection[] = [];

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const cookieOf = (userId: number, role: 'student' | 'teacher' = 'student') =>
  first.clientAs(userId, role).cookieHeader;

async function stream(
  gatewayIndex: number,
  userId: number | undefined,
  options: { role?: 'student' | 'teacher'; lastEventId?: string } = {},
) {
  const connection = await openEventStream(`${gateways[gatewayIndex]!.url}/api/events/stream`, {
    ...(userId ? { cookie: cookieOf(userId, options.role) } : {}),
    ...(options.lastEventId ? { lastEventId: options.lastEventId } : {}),
  });
  streams.push(connection);
  return connection;
}

/** Publishes an event the way a service does (outbox in a transaction), then relays it. */
async function publish<N extends EventName>(
  deps: RewardsDeps,
  name: N,
  payload: EventPayload<N>,
): Promise<void> {
  await deps.db.transaction().execute((trx) => publishEvent(trx, name, payload));
  await deps.relay.flush();
}

let sequence = 0;
const pointsFor = (userId: number, points: number): EventPayload<'points.changed'> => ({
  userId,
  points,
  streak: 1,
  delta: 10,
  reason: 'lesson_completed',
  sequence: ++sequence,
});
const isPoints = (points: number) => (event: StreamEvent) =>
  event.event === 'points' && (JSON.parse(event.data) as { points: number }).points === points;

beforeAll(async () => {
  first = await startServiceUnderTest({
    name: 'rewards',
    migrationsDir,
    config: rewardsConfigShape,
    createDeps: createRewardsDeps,
    createApp,
    env: { SSE_HEARTBEAT_SECONDS: '1' },
  });
  // The second replica: the same database and Redis prefix, a process of its own in all but name.
  const platform = await createPlatform({
    name: 'rewards',
    migrationsDir,
    config: rewardsConfigShape,
    env: first.env,
  });
  const deps = createRewardsDeps(platform);
  const server = createServer(createApp(deps));
  second = { deps, server, url: await listen(server) };
  await Promise.all([first.deps.stream.ready(), second.deps.stream.ready()]);
  gateways.push(await startGatewayFor(first.baseUrl), await startGatewayFor(second.url));
});

afterAll(async () => {
  for (const connection of streams) connection.close();
  for (const gateway of gateways) await gateway.close();
  if (second) {
    await second.deps.dispose();
    await new Promise((resolve) => {
      second.server.close(resolve);
      second.server.closeAllConnections();
    });
    await second.deps.prisma.$disconnect();
    await second.deps.relay.stop();
    await second.deps.pool.end();
    second.deps.redis.disconnect();
  }
  await first?.close();
});

describe('the live stream across two gateways and two rewards replicas', () => {
  it('when notices are published, then each reaches its own student only, everyone’s reaches all, teachers’ only teachers', async () => {
    const a = await stream(0, STUDENT_A);
    const b = await stream(1, STUDENT_B);
    const teacher = await stream(1, TEACHER, { role: 'teacher' });
    expect([a.status, b.status, teacher.status]).toEqual([200, 200, 200]);
    expect(a.headers['content-type']).toMatch(/^text\/event-stream/);

    // A's points published by the replica behind B's gateway, B's by the one behind A's.
    await publish(second.deps, 'points.changed', pointsFor(STUDENT_A, 510));
    await publish(first.deps, 'points.changed', pointsFor(STUDENT_B, 720));
    await publish(first.deps, 'prices.refreshed', {
      stocks: 65,
      refreshedAt: new Date().toISOString(),
    });
    await publishNotices(first.deps.redis, first.env.REDIS_PREFIX!, [
      { type: 'class', audience: { staff: true }, data: { userId: STUDENT_A } },
    ]);

    await a.waitFor(isPoints(510));
    await b.waitFor(isPoints(720));
    await a.waitFor((event) => event.event === 'prices');
    await b.waitFor((event) => event.event === 'prices');
    await teacher.waitFor((event) => event.event === 'prices');
    await teacher.waitFor((event) => event.event === 'class');

    expect(
      a.events.filter((event) => event.event === 'points').map((e) => JSON.parse(e.data)),
    ).toEqual([{ points: 510, streak: 1, delta: 10, reason: 'lesson_completed' }]);
    expect(b.events.filter((event) => event.event === 'points')).toHaveLength(1);
    expect(a.events.some((event) => event.event === 'class')).toBe(false);
    expect(b.events.some((event) => event.event === 'class')).toBe(false);
    expect(teacher.events.some((event) => event.event === 'points')).toBe(false);
    // Every notice carries the log id the browser sends back as Last-Event-ID.
    for (const event of a.events) expect(event.id).toMatch(/^\d+-\d+$/);
  });

  it('when a tab reconnects with Last-Event-ID, then it gets what it missed, in order, once', async () => {
    const a = await stream(0, STUDENT_A);
    await publish(first.deps, 'points.changed', pointsFor(STUDENT_A, 900));
    const seen = await a.waitFor(isPoints(900));
    a.close();
    await publish(first.deps, 'points.changed', pointsFor(STUDENT_A, 910));
    await publish(second.deps, 'points.changed', pointsFor(STUDENT_B, 915));
    await publish(second.deps, 'points.changed', pointsFor(STUDENT_A, 920));

    const again = await stream(1, STUDENT_A, { lastEventId: seen.id! });
    await again.waitFor(isPoints(920));
    await publish(first.deps, 'points.changed', pointsFor(STUDENT_A, 930));
    await again.waitFor(isPoints(930));
    const points = again.events
      .filter((event) => event.event === 'points')
      .map((event) => (JSON.parse(event.data) as { points: number }).points);
    expect(points).toEqual([910, 920, 930]);
  });

  it('when Last-Event-ID is older than the log keeps, then the tab is told to refetch everything', async () => {
    const a = await stream(0, STUDENT_A, { lastEventId: '1-0' });
    const redis = first.deps.redis;
    expect(await redis.xlen(noticeLogKey(first.env.REDIS_PREFIX!))).toBeGreaterThan(0);
    await a.waitFor((event) => event.event === 'resync');
  });

  it('when a stream stays open, then heartbeats keep it alive through the gateway', async () => {
    const a = await stream(1, STUDENT_A);
    await expect
      .poll(() => a.comments.filter((comment) => comment === 'heartbeat').length, {
        timeout: 5_000,
      })
      .toBeGreaterThanOrEqual(2);
  });

  it('when nobody is signed in, then the gateway answers 401 and no stream opens', async () => {
    const visitor = await stream(0, undefined);
    expect(visitor.status).toBe(401);
    await visitor.ended;
    expect(JSON.parse(visitor.events[0]!.data)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it(`when one user opens more than ${MAX_STREAMS_PER_USER} tabs, then the next is refused with 429`, async () => {
    const userId = 150;
    const open = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_USER }, () => stream(0, userId)),
    );
    expect(open.every((connection) => connection.status === 200)).toBe(true);
    const refused = await stream(0, userId);
    expect(refused.status).toBe(429);
    await refused.ended;
    expect(JSON.parse(refused.events[0]!.data).message).toMatch(/tabs/);
    for (const connection of open) connection.close();
    await expect.poll(() => first.deps.stream.count(userId)).toBe(0);
  });

  it('when a gateway or a replica stops, then its streams end (and the browser reconnects elsewhere)', async () => {
    const throughGateway = await stream(0, STUDENT_B);
    const onReplica = await stream(1, STUDENT_B);
    await expect.poll(() => gateways[0]!.eventStream.count()).toBeGreaterThan(0);
    gateways[0]!.eventStream.endAll();
    await throughGateway.ended;
    second.deps.stream.endAll();
    await onReplica.ended;
    expect(second.deps.stream.count()).toBe(0);
  });
});
