// The operator's tool for failed events (npm run events), run as an operator runs it, against
// real BullMQ queues on Redis whose jobs a real worker failed.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventQueueName } from '@fc/contracts/events';
import { createRedis } from '@fc/service-kit/redis';
import { createTestRedisPrefix, testRedisUrl } from '@fc/testkit/infrastructure';

const root = path.resolve(import.meta.dirname, '..', '..');
const prefix = createTestRedisPrefix();
const connection = createRedis(testRedisUrl(), { forWorker: true });
const rewards = new Queue(eventQueueName('rewards'), { connection, prefix });
const auth = new Queue(eventQueueName('auth'), { connection, prefix });
const malformedId = randomUUID();
const failingId = randomUUID();
/** Events the test's worker applies; what it does with one depends on `failing`. */
const applied: string[] = [];
let failing = true;
let worker: Worker;

function tool(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/events.ts', ...args], {
    cwd: root,
    env: { ...process.env, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix },
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

const envelope = (id: string, payload: unknown) => ({
  id,
  name: 'lesson.completed',
  version: 1,
  occurredAt: new Date().toISOString(),
  correlationId: null,
  payload,
});

beforeAll(async () => {
  worker = new Worker(
    eventQueueName('rewards'),
    async (job) => {
      if ((job.data as { payload: { userId: unknown } }).payload.userId === 'not-a-number') {
        throw new UnrecoverableError('Malformed lesson.completed payload: userId: expected number');
      }
      if (failing) throw new UnrecoverableError('the rewards database was unreachable');
      applied.push(job.id ?? '');
    },
    { connection: createRedis(testRedisUrl(), { forWorker: true }), prefix },
  );
  await rewards.add('lesson.completed', envelope(malformedId, { userId: 'not-a-number' }), {
    jobId: malformedId,
  });
  await rewards.add('lesson.completed', envelope(failingId, { userId: 7, lessonId: 101 }), {
    jobId: failingId,
  });
  await vi.waitFor(async () => expect(await rewards.getFailed()).toHaveLength(2), {
    timeout: 10_000,
  });
});

afterAll(async () => {
  await worker?.close();
  await rewards.obliterate({ force: true }).catch(() => undefined);
  await auth.obliterate({ force: true }).catch(() => undefined);
  await rewards.close();
  await auth.close();
  connection.disconnect();
});

describe('npm run events', () => {
  it('when an operator lists failed events, then each shows with its service, event, user and reason, and a count per service', () => {
    const { code, out } = tool('failed');
    expect(code).toBe(0);
    expect(out).toContain(malformedId);
    expect(out).toContain('Malformed lesson.completed payload: userId: expected number');
    expect(out).toMatch(
      new RegExp(
        `rewards\\s+${failingId}\\s+lesson.completed\\s+1\\s+1\\s+7\\s+the rewards database was unreachable`,
      ),
    );
    expect(out).toContain('2 failed: auth 0, learning 0, market 0, budget 0, rewards 2');

    const json = tool('failed', '--json', '--service', 'rewards')
      .out.trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { eventId: string });
    expect(json.map((row) => row.eventId).sort()).toEqual([malformedId, failingId].sort());
    expect(tool('failed', '--service', 'auth').out).toContain('No failed events in auth.');
  });

  it('when an operator shows one, then the whole envelope and the failure are printed', () => {
    const { code, out } = tool('show', failingId);
    expect(code).toBe(0);
    expect(out).toContain('"lessonId": 101');
    expect(out).toContain('failure: the rewards database was unreachable');
  });

  it('when an operator replays one after the cause is fixed, then it is applied and leaves the failed set', async () => {
    failing = false;
    const { code, out } = tool('replay', failingId);
    expect(code).toBe(0);
    expect(out).toContain(`replayed lesson.completed ${failingId} on events.rewards`);
    await expect.poll(() => applied, { timeout: 10_000 }).toEqual([failingId]);
    expect(await (await rewards.getJob(failingId))?.isCompleted()).toBe(true);
    expect(tool('failed').out).toContain('1 failed:');
  });

  it('when the event is not there or the command is wrong, then it says so and exits non-zero', () => {
    const unknown = tool('replay', randomUUID());
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/No failed event .* in events.auth, events.learning/);
    const wrong = tool('bogus');
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain('Unknown command bogus');
    expect(wrong.err).toContain('Usage: npm run events');
    expect(tool('failed', '--service', 'nope').err).toContain('No service named nope');
    const unreachable = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/events.ts', 'failed'],
      {
        cwd: root,
        env: { ...process.env, REDIS_URL: 'redis://127.0.0.1:1' },
        encoding: 'utf8',
      },
    );
    expect(unreachable.status).toBe(1);
    expect(unreachable.stderr).toContain('Cannot reach Redis at redis://127.0.0.1:1');
  });
});
