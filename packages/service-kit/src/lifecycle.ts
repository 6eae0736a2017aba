import type { Server } from 'node:http';
import type { Express } from 'express';
import { createLogger, type Logger } from './logger.ts';
import { flushTraces } from './tracing.ts';

export type Closer = () => Promise<unknown>;

/**
 * Keeps idle kept-alive connections open for 65 s (Node's default is 5 s): longer than a caller's
 * connection pool keeps them (the gateway's agent drops them a second before the time this
 * server announces in Keep-Alive), so the server is not the one closing a connection the gateway
 * is about to send on. The header deadline must be longer still.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
export function keepConnectionsLongerThanTheGateway(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}

/**
 * Starts listening and stops cleanly on SIGTERM/SIGINT: no new requests, in-flight ones finish,
 * then the closers run in order (workers and relays first, then connections).
 */
export async function serve(options: {
  app: Express;
  port: number;
  /** The address to listen on; every address when not given. */
  host?: string;
  logger: Logger;
  closers: Closer[];
  /**
   * Called as the stop begins, before the server waits for its connections: end what never goes
   * idle on its own (the live stream's server-sent events), so the stop does not wait for it.
   */
  onStopping?: (() => void)[];
  shutdownTimeoutMs?: number;
}): Promise<Server> {
  const { app, port, host, logger, closers } = options;
  const server = await new Promise<Server>((resolve, reject) => {
    const onListening = (error?: Error) => (error ? reject(error) : resolve(listening));
    const listening =
      host === undefined ? app.listen(port, onListening) : app.listen(port, host, onListening);
  });
  keepConnectionsLongerThanTheGateway(server);
  const address = server.address();
  logger.info(
    typeof address === 'object' && address
      ? { host: address.address, port: address.port }
      : { host, port },
    'listening',
  );

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, options.shutdownTimeoutMs ?? 10_000);
    timer.unref();
    for (const end of options.onStopping ?? []) {
      try {
        end();
      } catch (error) {
        logger.error({ err: error }, 'error while stopping');
      }
    }
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    for (const close of closers) {
      await close().catch((error: unknown) => logger.error({ err: error }, 'error while closing'));
    }
    await flushTraces().catch(() => undefined);
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  return server;
}

/**
 * Runs main(); a failure to start (bad config, unreachable database) is printed and exits 1.
 * A promise rejected with nobody to handle it, or an exception nothing caught, is logged as a
 * fatal JSON line (with its stack) and ends the process with 1, for the supervisor to restart:
 * after one of those the process's state is unknown.
 */
export function runMain(name: string, main: () => Promise<unknown>): void {
  const crashLogger = createLogger({ name, level: 'fatal' });
  const crash = (kind: string) => (error: unknown) => {
    crashLogger.fatal({ err: error }, kind);
    process.exit(1);
  };
  process.on('unhandledRejection', crash('unhandled promise rejection'));
  process.on('uncaughtException', crash('uncaught exception'));
  main().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`[${name}] failed to start: ${message}\n`);
    process.exit(1);
  });
}
