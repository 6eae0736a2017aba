// What an operator sees of a running stack (docs/observability.md): every process's metrics on
// its own internal port move when a student completes a lesson, one trace follows that lesson
// from the gateway through learning, the queue, rewards and auth (exported to a collector of the
// test's own), and the queue dashboard is for admins only.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventQueueName } from '@fc/contracts/events';
import { serviceNames } from '@fc/contracts/services';
import { TestClient } from '@fc/testkit/http-client';
import { startStack, type ControlledStack } from '@fc/testkit/stack';

let stack: ControlledStack;
let collector: Server;

interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
}
/** Every span the processes exported (OTLP/HTTP JSON, as the exporter sends it). */
const spans: ReceivedSpan[] = [];
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { spans?: Omit<ReceivedSpan, 'service'>[] }[];
  }[];
}

function startCollector(): Promise<number> {
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const received = JSON.parse(body || '{}') as OtlpExport;
      for (const resource of received.resourceSpans ?? []) {
        const service =
          resource.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue ??
          '?';
        for (const scope of resource.scopeSpans ?? [])
          for (const span of scope.spans ?? []) spans.push({ service, ...span });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    collector.listen(0, '127.0.0.1', () => resolve((collector.address() as AddressInfo).port)),
  );
}

const student = () => new TestClient(stack.baseUrl);
let signedIn: TestClient;

/** The text a process's /metrics answers. */
async function scrape(process: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${stack.metricsPorts[process]}/metrics`);
  expect(response.status, `${process} /metrics`).toBe(200);
  return response.text();
}

/** The value of one series (name and exactly these labels, in any order), or undefined. */
function valueOf(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(/,(?=[a-zA-Z_]\w*=")/).filter(Boolean);
    if (wanted.every((label) => present.includes(label)) && present.length === wanted.length) {
      return Number(match[3]);
    }
  }
  return undefined;
}

beforeAll(async () => {
  const collectorPort = await startCollector();
  stack = await startStack({
    READING_SECONDS_PER_WORD: '0.0001',
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
    OTEL_BSP_SCHEDULE_DELAY: '200',
  });
  signedIn = student();
  const registered = await signedIn.post('/api/auth/register', {
    username: 'watched',
    email: 'watched@example.org',
    password: 'Ledger-Maple-4821',
    firstName: 'Watched',
    lastName: 'Student',
  });
  expect(registered.status, registered.text).toBe(201);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  collector?.close();
});

describe('metrics', () => {
  it('when a lesson is completed, then the counters, the route histograms and the consumer move', async () => {
    const lessons = (await signedIn.get<{ id: number }[]>('/api/modules/1/lessons')).body;
    const lessonId = lessons[0]?.id as number;
    const before = await scrape('learning');
    const completedBefore = valueOf(before, 'fc_lessons_completed_total') ?? 0;

    expect((await signedIn.get(`/api/lessons/${lessonId}`)).status).toBe(200);
    await expect
      .poll(
        async () =>
          (await signedIn.post(`/api/lessons/${lessonId}/complete`, { readingTimeSeconds: 60 }))
            .status,
        { timeout: 10_000, interval: 250 },
      )
      .toBe(200);

    // learning: the business counter, the event it published, the route by its template.
    await expect
      .poll(async () => valueOf(await scrape('learning'), 'fc_lessons_completed_total'), {
        timeout: 10_000,
      })
      .toBe(completedBefore + 1);
    const learning = await scrape('learning');
    expect(
      valueOf(learning, 'fc_events_published_total', {
        service: 'learning',
        event: 'lesson.completed',
      }),
    ).toBe(1);
    expect(
      valueOf(learning, 'fc_http_request_duration_seconds_count', {
        service: 'learning',
        method: 'POST',
        route: '/api/lessons/:lessonId/complete',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(learning, 'fc_outbox_lag_seconds', { service: 'learning' })).toBeDefined();
    expect(valueOf(learning, 'fc_outbox_unsent', { service: 'learning' })).toBe(0);
    expect(
      valueOf(learning, 'fc_db_pool_connections', { service: 'learning', state: 'total' }),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(learning, 'fc_process_resident_memory_bytes')).toBeGreaterThan(0);

    // rewards handled it, and said so; its queue is counted.
    await expect
      .poll(
        async () =>
          valueOf(await scrape('rewards'), 'fc_events_consumed_total', {
            service: 'rewards',
            event: 'lesson.completed',
            result: 'handled',
          }),
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(
      valueOf(await scrape('rewards'), 'fc_event_queue_jobs', {
        queue: eventQueueName('rewards'),
        state: 'failed',
      }),
    ).toBe(0);

    // The gateway times proxied requests by the route table's pattern, never by the raw path.
    const gateway = await scrape('gateway');
    expect(
      valueOf(gateway, 'fc_http_request_duration_seconds_count', {
        service: 'gateway',
        method: 'POST',
        route: '/api/lessons/*',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(gateway).not.toContain(`/api/lessons/${lessonId}/complete`);

    // auth: the password hashing queue (sign-up hashed one).
    expect(
      valueOf(await scrape('auth'), 'fc_password_hashes', { service: 'auth', state: 'waiting' }),
    ).toBe(0);
  });

  it('when a lesson is completed, then one trace follows it through learning, rewards and auth', async () => {
    // A student of its own, so the test stands alone.
    const traced = student();
    const registered = await traced.post('/api/auth/register', {
      username: 'traced',
      email: 'traced@example.org',
      password: 'Ledger-Maple-4821',
      firstName: 'Traced',
      lastName: 'Student',
    });
    expect(registered.status, registered.text).toBe(201);
    const lessons = (await traced.get<{ id: number }[]>('/api/modules/1/lessons')).body;
    const lessonId = lessons[0]?.id as number;
    expect((await traced.get(`/api/lessons/${lessonId}`)).status).toBe(200);
    await expect
      .poll(
        async () =>
          (await traced.post(`/api/lessons/${lessonId}/complete`, { readingTimeSeconds: 60 }))
            .status,
        { timeout: 10_000, interval: 250 },
      )
      .toBe(200);

    const isCompletion = (span: ReceivedSpan) =>
      span.service === 'gateway' && span.name.startsWith('POST') && !span.parentSpanId;
    /** The services that took part in the trace of the last completion request. */
    const servicesInTrace = () => {
      const roots = spans.filter(isCompletion);
      const traceId = roots.at(-1)?.traceId;
      return new Set(spans.filter((span) => span.traceId === traceId).map((span) => span.service));
    };
    await expect
      .poll(() => [...servicesInTrace()].sort(), { timeout: 20_000, interval: 250 })
      .toEqual(expect.arrayContaining(['auth', 'gateway', 'learning', 'rewards']));

    const traceId = spans.filter(isCompletion).at(-1)?.traceId;
    const inTrace = spans.filter((span) => span.traceId === traceId);
    // The consumers' spans hang under the publishing request's, not in traces of their own.
    const consumed = inTrace.find((span) => span.name === 'lesson.completed process');
    expect(consumed?.service).toBe('rewards');
    expect(consumed?.parentSpanId).toBeTruthy();
    expect(inTrace.find((span) => span.name === 'points.changed process')?.service).toBe('auth');
    // Database work is in it too (the pg instrumentation).
    expect(inTrace.some((span) => span.service === 'learning' && /^pg\./.test(span.name))).toBe(
      true,
    );
    if (process.env.PRINT_TRACE) {
      process.stdout.write(
        `${inTrace.map((span) => `${span.service.padEnd(9)} ${span.name}`).join('\n')}\n`,
      );
    }
  });

  it('when the public port is asked for /metrics, then no metric is there', async () => {
    const response = await student().get('/metrics');
    expect(response.text).not.toContain('fc_http_request_duration_seconds');
  });
});

describe('queue dashboard', () => {
  it('when nobody is signed in, then /admin/queues sends the browser to sign in', async () => {
    const response = await student().get('/admin/queues', { accept: 'text/html' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth');
  });

  it('when a student asks, then 403', async () => {
    const response = await signedIn.get('/admin/queues/api/queues');
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'FORBIDDEN', message: 'Admins only' });
  });

  it('when an admin asks, then every service’s event queue is listed', async () => {
    const admin = student();
    const login = await admin.post('/api/auth/login', {
      username: 'admin',
      password: stack.adminPassword,
    });
    expect(login.status).toBe(200);
    const page = await admin.get('/admin/queues', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Finance Club queues');
    const queues = await admin.get<{ queues: { name: string }[] }>('/admin/queues/api/queues');
    expect(queues.status).toBe(200);
    expect(queues.body.queues.map((queue) => queue.name)).toEqual(
      expect.arrayContaining(serviceNames.map((service) => eventQueueName(service))),
    );
  });
});
