import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventQueueName, type EventEnvelope } from '@fc/contracts/events';
import { sql, type Transaction } from 'kysely';
import {
  consumeEvent,
  kyselyEventHandling,
  startEventConsumer,
  type EventConsumer,
} from '@fc/service-kit/events/consumer';
import { publishEvent } from '@fc/service-kit/events/publish';
import { createOutboxRelay } from '@fc/service-kit/events/relay';
import { createRedis } from '@fc/service-kit/redis';
import { randomUUID } from 'node:crypto';
import { authEventHandling } from '../src/events/handlers.ts';
import type { DB } from '../src/generated/kysely.ts';
import { startAuthService, type AuthServiceUnderTest } from './fixtures/build-auth-service.ts';

let auth: AuthServiceUnderTest;
let consumer: EventConsumer;
let queue: Queue;

beforeAll(async () => {
  auth = await startAuthService();
  const { config, logger } = auth.deps;
  consumer = startEventConsumer({
    service: 'auth',
    // As main.ts runs it.
    handling: authEventHandling(auth.deps),
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
    logger,
  });
  queue = new Queue(eventQueueName('auth'), {
    connection: createRedis(config.REDIS_URL),
    prefix: config.REDIS_PREFIX,
  });
});
afterAll(async () => {
  await consumer?.close();
  await queue?.close();
  await auth?.close();
});

/** Delivery goes through the relay and a queue: give it longer than expect.poll's default second. */
const eventually = { timeout: 10_000 };

const pointsChanged = (
  userId: number,
  points: number,
  sequence: number,
): EventEnvelope<'points.changed'> => ({
  id: randomUUID(),
  name: 'points.changed',
  version: 1,
  occurredAt: new Date().toISOString(),
  correlationId: 'test-correlation',
  payload: { userId, points, streak: 2, delta: points, reason: 'test', sequence },
});

describe('event bus', () => {
  it('when points.changed is published through the outbox, then the relay delivers it and /me shows the points', async () => {
    const { client, user } = await auth.registerStudent();
    await auth.deps.db.transaction().execute((tx) =>
      publishEvent(tx, 'points.changed', {
        userId: user.id,
        points: 1250,
        streak: 3,
        delta: 1250,
        reason: 'lesson',
        sequence: 1,
      }),
    );
    await auth.deps.relay.flush();
    await expect
      .poll(async () => (await client.get('/api/auth/me')).body, eventually)
      .toMatchObject({ points: 1250, streak: 3 });
  });

  it('when the same event is delivered twice, then it has one effect', async () => {
    const { user } = await auth.registerStudent();
    // A handler whose effect is not idempotent by itself: it adds to the points.
    const adding = kyselyEventHandling(auth.deps.db, {
      'points.changed': async (event: EventEnvelope<'points.changed'>, tx: Transaction<DB>) => {
        await tx
          .updateTable('user')
          .set({ points: sql`points + ${event.payload.delta}::int` })
          .where('id', '=', event.payload.userId)
          .execute();
      },
    });
    const event = pointsChanged(user.id, 40, 1);
    expect(await consumeEvent(adding, event)).toBe('handled');
    expect(await consumeEvent(adding, event)).toBe('duplicate');
    const stored = await auth.deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.points).toBe(40);
  });

  it('when the handler fails, then nothing of it is kept and a redelivery applies it once', async () => {
    const { user } = await auth.registerStudent();
    const event = pointsChanged(user.id, 70, 1);
    const failing = kyselyEventHandling(auth.deps.db, {
      'points.changed': async (received: EventEnvelope<'points.changed'>, tx: Transaction<DB>) => {
        await authEventHandling(auth.deps).handlers['points.changed']?.(received, tx);
        throw new Error('crashed half-way');
      },
    });
    await expect(consumeEvent(failing, event)).rejects.toThrow('crashed half-way');
    expect((await auth.deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).points).toBe(
      0,
    );
    expect(await consumeEvent(authEventHandling(auth.deps), event)).toBe('handled');
    expect((await auth.deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).points).toBe(
      70,
    );
  });

  it('when points.changed is applied as the service runs it, then the projection and its updated_at (UTC) follow, once, and an older one changes nothing', async () => {
    const { user } = await auth.registerStudent();
    const handling = authEventHandling(auth.deps);
    await auth.deps.pool.query(`UPDATE "user" SET updated_at = '2026-01-01' WHERE id = $1`, [
      user.id,
    ]);
    const newer = pointsChanged(user.id, 240, 3);
    expect(await consumeEvent(handling, newer)).toBe('handled');
    expect(await consumeEvent(handling, newer)).toBe('duplicate');
    expect(await consumeEvent(handling, pointsChanged(user.id, 90, 2))).toBe('handled');
    const after = await auth.deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after).toMatchObject({ points: 240, streak: 2, pointsSequence: 3 });
    // Written as the ORM writes it (the time in UTC), so read back it is the time it was written.
    expect(Math.abs(after.updatedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('when an older points.changed arrives after a newer one, then the newer total stays', async () => {
    const { user } = await auth.registerStudent();
    await consumeEvent(authEventHandling(auth.deps), pointsChanged(user.id, 300, 5));
    await consumeEvent(authEventHandling(auth.deps), pointsChanged(user.id, 100, 4));
    expect((await auth.deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).points).toBe(
      300,
    );
  });

  it('when the process crashes after the commit and before publishing, then a restarted relay sends the event', async () => {
    const { client, user } = await auth.registerStudent();
    // Committed, but no relay ran: as if the process died right after the commit.
    await auth.deps.db.transaction().execute((tx) =>
      publishEvent(tx, 'points.changed', {
        userId: user.id,
        points: 55,
        streak: 1,
        delta: 55,
        reason: 'quiz',
        sequence: 1,
      }),
    );
    const unsent = await auth.deps.pool.query(
      `SELECT count(*)::int AS n FROM outbox_event WHERE sent_at IS NULL AND name = 'points.changed'`,
    );
    expect(unsent.rows[0].n).toBeGreaterThan(0);

    const { config, logger, pool } = auth.deps;
    const restarted = createOutboxRelay({
      schema: 'auth',
      pool,
      redisUrl: config.REDIS_URL,
      redisPrefix: config.REDIS_PREFIX,
      logger,
    });
    restarted.start();
    try {
      await expect
        .poll(async () => (await client.get('/api/auth/me')).body.points, eventually)
        .toBe(55);
      const left = await auth.deps.pool.query(
        `SELECT count(*)::int AS n FROM outbox_event WHERE sent_at IS NULL`,
      );
      expect(left.rows[0].n).toBe(0);
    } finally {
      await restarted.stop();
    }
  });

  it('when a payload is malformed, then it is rejected and kept for inspection and the consumer goes on', async () => {
    const { client, user } = await auth.registerStudent();
    const malformed = { ...pointsChanged(user.id, 10, 1), payload: { userId: 'not-a-number' } };
    await queue.add('points.changed', malformed, { jobId: malformed.id });
    const good = pointsChanged(user.id, 99, 2);
    await queue.add('points.changed', good, { jobId: good.id });

    await expect
      .poll(async () => (await client.get('/api/auth/me')).body.points, eventually)
      .toBe(99);
    await expect
      .poll(async () => (await queue.getJob(malformed.id))?.failedReason, eventually)
      .toMatch(/Malformed points\.changed v1 payload: userId/);
    const job = await queue.getJob(malformed.id);
    expect(await job?.getState()).toBe('failed');
    expect(job?.attemptsMade).toBe(1);
    expect(job?.data).toEqual(malformed);
  });

  it('when an event name is unknown, then it is rejected as malformed', async () => {
    await expect(
      consumeEvent(authEventHandling(auth.deps), {
        id: randomUUID(),
        name: 'user.exploded',
        version: 1,
        occurredAt: new Date().toISOString(),
        correlationId: null,
        payload: {},
      }),
    ).rejects.toThrow(/Malformed event envelope/);
  });

  it('when an achievement with an unlock is earned, then /me lists the feature; a progress reset clears it', async () => {
    const { client, user } = await auth.registerStudent();
    const earned = {
      id: randomUUID(),
      name: 'achievement.earned' as const,
      version: 1,
      occurredAt: new Date().toISOString(),
      correlationId: null,
      payload: {
        userId: user.id,
        achievementId: 'streak_7',
        title: 'Week Warrior',
        points: 75,
        bonusPoints: 25,
        tradingBonusCents: 0,
        unlockFeature: 'streak_multiplier',
        earnedAt: new Date().toISOString(),
      },
    };
    const deliverEarned = (event: typeof earned) =>
      consumeEvent(authEventHandling(auth.deps), event);
    await deliverEarned(earned);
    await deliverEarned({ ...earned, id: randomUUID() });
    expect((await client.get('/api/auth/me')).body.unlockedFeatures).toEqual(['streak_multiplier']);
    const resetAt = new Date(Date.now() + 1000);
    await consumeEvent(authEventHandling(auth.deps), {
      id: randomUUID(),
      name: 'user.progress_reset',
      version: 1,
      occurredAt: resetAt.toISOString(),
      correlationId: null,
      payload: { userId: user.id, resetBy: 1 },
    });
    expect((await client.get('/api/auth/me')).body.unlockedFeatures).toEqual([]);
    // Earned before the reset but delivered after it: it no longer counts. Earned after it: it does.
    await deliverEarned({ ...earned, id: randomUUID() });
    expect((await client.get('/api/auth/me')).body.unlockedFeatures).toEqual([]);
    const later = {
      ...earned,
      id: randomUUID(),
      occurredAt: new Date(resetAt.getTime() + 1).toISOString(),
    };
    await deliverEarned(later);
    expect((await client.get('/api/auth/me')).body.unlockedFeatures).toEqual(['streak_multiplier']);
  });
});
