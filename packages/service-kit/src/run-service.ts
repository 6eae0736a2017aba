import type { Express } from 'express';
import { z } from 'zod';
import type { ServiceName } from '@fc/contracts/services';
import type { BaseConfig } from './config.ts';
import { scheduleRecurringJob } from './recurring.ts';
import { startEventConsumer, type EventHandling } from './events/consumer.ts';
import { pruneEventTables } from './events/retention.ts';
import { runMain, serve, type Closer } from './lifecycle.ts';
import { defaultMetricsPorts, metricsPortFrom, serveMetrics } from './metrics.ts';
import { closePlatform, createPlatform, type Platform } from './platform.ts';

export interface ServiceParts<Tx> {
  app: Express;
  /** The service's Prisma client, disconnected at the stop. */
  prisma: { $disconnect(): Promise<unknown> };
  /** How the service applies the events it subscribes to (the same configuration its tests use). */
  events: EventHandling<Tx>;
  closers?: Closer[];
  /** Run as the stop begins, before waiting for connections (see serve's onStopping). */
  onStopping?: (() => void)[];
}

/**
 * The main() of every service: platform (config, logs, migrations, pool, Redis), the service's
 * own parts, its event consumer, the outbox relay, HTTP, and a clean stop on SIGTERM/SIGINT.
 */
/** Every service's own settings have a PORT (portSchema); read back with its type. */
const servedPort = z.object({ PORT: z.number().int() });

export function runService<Extra extends z.ZodRawShape, Tx>(options: {
  name: ServiceName;
  migrationsDir: string;
  config: Extra;
  setup: (
    platform: Platform<BaseConfig & z.infer<z.ZodObject<Extra>>>,
  ) => Promise<ServiceParts<Tx>>;
}): void {
  runMain(options.name, async () => {
    const platform = await createPlatform({
      name: options.name,
      migrationsDir: options.migrationsDir,
      config: options.config,
    });
    const { config, logger } = platform;
    const parts = await options.setup(platform);
    const consumer = startEventConsumer({
      service: options.name,
      handling: parts.events,
      redisUrl: config.REDIS_URL,
      redisPrefix: config.REDIS_PREFIX,
      logger,
      concurrency: config.EVENT_CONCURRENCY,
    });
    platform.relay.start();
    const stopRetention = await scheduleRecurringJob({
      queue: `${options.name}.event-retention`,
      everyMs: 60 * 60 * 1000,
      run: () =>
        pruneEventTables(platform.pool, {
          outboxDays: config.OUTBOX_RETENTION_DAYS,
          inboxDays: config.INBOX_RETENTION_DAYS,
        }),
      redisUrl: config.REDIS_URL,
      redisPrefix: config.REDIS_PREFIX,
      logger,
    });
    // Only the gateway calls a service: loopback unless HOST says otherwise (containers).
    const host = config.HOST ?? '127.0.0.1';
    const metricsServer = await serveMetrics({
      port: metricsPortFrom(process.env, defaultMetricsPorts[options.name]),
      host,
      logger,
    });
    await serve({
      app: parts.app,
      port: servedPort.parse(config).PORT,
      host,
      logger,
      ...(parts.onStopping ? { onStopping: parts.onStopping } : {}),
      closers: [
        () => consumer.close(),
        async () => metricsServer?.close(),
        stopRetention,
        ...(parts.closers ?? []),
        () => parts.prisma.$disconnect(),
        () => closePlatform(platform),
      ],
    });
  });
}
