import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Queue } from 'bullmq';
import type { Request, RequestHandler } from 'express';
import type pg from 'pg';
import client from 'prom-client';
import { z } from 'zod';
import type { EventName } from '@fc/contracts/events';
import type { Logger } from './logger.ts';

/**
 * Prometheus metrics of one process (prom-client's default registry), served on an internal
 * port (METRICS_PORT) at /metrics: never through the gateway's public port. Every series carries
 * the service it comes from, so one Prometheus scrapes every process alike.
 *
 * The metrics are made once per process; several services in one test process share them and
 * tell themselves apart by the `service` label.
 */
export const metricsRegistry = client.register;

let isCollectingDefaults = false;
/** Node's own figures (CPU, RSS, heap, event loop lag, GC), once per process. */
export function collectProcessMetrics(): void {
  if (isCollectingDefaults) return;
  isCollectingDefaults = true;
  client.collectDefaultMetrics({ prefix: 'fc_' });
}

const httpDuration = new client.Histogram({
  name: 'fc_http_request_duration_seconds',
  help: 'HTTP requests by route template (not the raw path), method and status',
  labelNames: ['service', 'method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

const eventsPublished = new client.Counter({
  name: 'fc_events_published_total',
  help: 'Events the outbox relay handed to their subscribers’ queues',
  labelNames: ['service', 'event'] as const,
});
const eventsConsumed = new client.Counter({
  name: 'fc_events_consumed_total',
  help: 'Events a consumer took from its queue: handled, or a duplicate the inbox suppressed',
  labelNames: ['service', 'event', 'result'] as const,
});
const eventsFailed = new client.Counter({
  name: 'fc_events_failed_total',
  help: 'Event attempts that failed; final="true" when no retry is left (it is in the failed set)',
  labelNames: ['service', 'event', 'final'] as const,
});

/** What each event means to the club, counted when it is published (once per event). */
const lessonsCompleted = new client.Counter({
  name: 'fc_lessons_completed_total',
  help: 'Lessons completed for the first time',
});
const quizzesSubmitted = new client.Counter({
  name: 'fc_quizzes_submitted_total',
  help: 'Quizzes submitted, by whether they passed',
  labelNames: ['passed'] as const,
});
const trades = new client.Counter({
  name: 'fc_trades_total',
  help: 'Trades executed, by side',
  labelNames: ['side'] as const,
});
const plansCompleted = new client.Counter({
  name: 'fc_budget_plans_completed_total',
  help: 'Budget plans completed',
});
const registrations = new client.Counter({
  name: 'fc_users_registered_total',
  help: 'Accounts registered',
});

const priceRefreshDuration = new client.Histogram({
  name: 'fc_price_refresh_duration_seconds',
  help: 'How long a price refresh took, by how it ended',
  labelNames: ['result'] as const,
  buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
});
const priceRefreshFailures = new client.Counter({
  name: 'fc_price_refresh_failures_total',
  help: 'Price refreshes that failed (the previous prices stay)',
});

/** Sources read at scrape time: each service's pool, outbox and queue. */
const pools = new Map<string, pg.Pool>();
const outboxes = new Map<string, pg.Pool>();
const queues = new Map<string, Queue>();
const passwordHashers = new Map<string, () => { active: number; waiting: number }>();

new client.Gauge({
  name: 'fc_db_pool_connections',
  help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
  labelNames: ['service', 'state'] as const,
  collect() {
    for (const [service, pool] of pools) {
      this.set({ service, state: 'total' }, pool.totalCount);
      this.set({ service, state: 'idle' }, pool.idleCount);
      this.set({ service, state: 'waiting' }, pool.waitingCount);
    }
  },
});

const outboxUnsent = new client.Gauge({
  name: 'fc_outbox_unsent',
  help: 'Outbox rows not yet handed to a queue',
  labelNames: ['service'] as const,
});
new client.Gauge({
  name: 'fc_outbox_lag_seconds',
  help: 'Age of the oldest outbox row not yet sent (0 when none is waiting)',
  labelNames: ['service'] as const,
  async collect() {
    for (const [service, pool] of outboxes) {
      try {
        const { rows } = await pool.query<{ unsent: string; lag: number | null }>(
          `SELECT count(*) AS unsent, extract(epoch FROM now() - min(occurred_at)) AS lag
           FROM outbox_event WHERE sent_at IS NULL`,
        );
        outboxUnsent.set({ service }, Number(rows[0]?.unsent ?? 0));
        this.set({ service }, Math.max(0, Number(rows[0]?.lag ?? 0)));
      } catch {
        // The database is away: the series keep their last values; the pool gauges tell why.
      }
    }
  },
});

new client.Gauge({
  name: 'fc_event_queue_jobs',
  help: 'Jobs in a service’s event queue by state',
  labelNames: ['queue', 'state'] as const,
  async collect() {
    for (const [name, queue] of queues) {
      try {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
        for (const [state, count] of Object.entries(counts))
          this.set({ queue: name, state }, count);
      } catch {
        // Redis is away: keep the last values.
      }
    }
  },
});

new client.Gauge({
  name: 'fc_password_hashes',
  help: 'Password hashes running now and waiting for a turn (auth)',
  labelNames: ['service', 'state'] as const,
  collect() {
    for (const [service, read] of passwordHashers) {
      const { active, waiting } = read();
      this.set({ service, state: 'active' }, active);
      this.set({ service, state: 'waiting' }, waiting);
    }
  },
});

export const metrics = {
  /**
   * Times every request by its route template (registered before the routes); `routeOf` names
   * the requests no Express route matched (the gateway's proxied ones), else they are
   * "unmatched". Raw paths never become labels: ids would make a series per user.
   */
  http(service: string, routeOf?: (req: Request) => string | undefined): RequestHandler {
    return (req, res, next) => {
      const end = httpDuration.startTimer();
      res.once('finish', () => {
        const route =
          (req.route
            ? `${req.baseUrl}${String((req.route as { path: unknown }).path)}`
            : routeOf?.(req)) ?? 'unmatched';
        end({ service, method: req.method, route, status: String(res.statusCode) });
      });
      next();
    };
  },
  published(service: string, event: EventName, payload: unknown): void {
    eventsPublished.inc({ service, event });
    const body = (payload ?? {}) as { passed?: boolean; type?: string };
    if (event === 'lesson.completed') lessonsCompleted.inc();
    else if (event === 'quiz.submitted') quizzesSubmitted.inc({ passed: String(body.passed) });
    else if (event === 'trade.executed') trades.inc({ side: body.type ?? 'unknown' });
    else if (event === 'budget.plan_completed') plansCompleted.inc();
    else if (event === 'user.registered') registrations.inc();
  },
  consumed(service: string, event: string, result: 'handled' | 'duplicate'): void {
    eventsConsumed.inc({ service, event, result });
  },
  failed(service: string, event: string, isFinal: boolean): void {
    eventsFailed.inc({ service, event, final: String(isFinal) });
  },
  priceRefresh(seconds: number, result: 'ok' | 'failed' | 'skipped'): void {
    priceRefreshDuration.observe({ result }, seconds);
    if (result === 'failed') priceRefreshFailures.inc();
  },
  watchPool(service: string, pool: pg.Pool): void {
    pools.set(service, pool);
  },
  watchOutbox(service: string, pool: pg.Pool): void {
    outboxes.set(service, pool);
  },
  watchQueue(name: string, queue: Queue): void {
    queues.set(name, queue);
  },
  unwatchQueue(name: string): void {
    queues.delete(name);
  },
  watchPasswordHasher(service: string, read: () => { active: number; waiting: number }): void {
    passwordHashers.set(service, read);
  },
};

/** Each process's own metrics port unless METRICS_PORT says otherwise (all differ: one machine). */
export const defaultMetricsPorts = {
  gateway: 9100,
  auth: 9101,
  learning: 9102,
  market: 9103,
  budget: 9104,
  rewards: 9105,
  'market-worker': 9106,
} as const;

/** METRICS_PORT: the internal port of /metrics; 0 lets the system choose one (tests). */
export function metricsPortFrom(env: NodeJS.ProcessEnv, fallback: number): number {
  const parsed = z.coerce
    .number()
    .int()
    .min(0)
    .max(65_535)
    .safeParse(env.METRICS_PORT ?? fallback);
  if (!parsed.success) {
    throw new Error(`METRICS_PORT must be a port number (0–65535), not "${env.METRICS_PORT}"`);
  }
  return parsed.data;
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Serves GET /metrics on its own port (internal: Prometheus reaches it, the public does not).
 * A port already taken is logged and the process goes on without metrics: being unable to be
 * watched is no reason to stop serving students.
 */
export async function serveMetrics(options: {
  port: number;
  host?: string;
  logger: Logger;
}): Promise<MetricsServer | undefined> {
  collectProcessMetrics();
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics is here\n');
      return;
    }
    metricsRegistry
      .metrics()
      .then((text) => res.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text))
      .catch((error: unknown) => {
        options.logger.error({ err: error }, 'metrics could not be collected');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n');
      });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
    });
  } catch (error) {
    options.logger.error(
      { err: error, port: options.port },
      'metrics are off: their port could not be opened (set METRICS_PORT)',
    );
    return undefined;
  }
  server.unref();
  const port = (server.address() as AddressInfo).port;
  options.logger.info({ port }, 'metrics at /metrics');
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
