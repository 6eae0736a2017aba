import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { stdSerializers, type LevelWithSilent } from 'pino';
import type { Logger } from './logger.ts';

type LoggedRequest = IncomingMessage & { id?: unknown; originalUrl?: string };

export const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,128}$/;

/** A client's request id is kept when it looks like one; otherwise a new one is made. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID_PATTERN.test(value) ? value : randomUUID();
}

/**
 * One JSON line per request (method, path, status, time, request id), the request id taken from
 * X-Request-Id or made, and echoed back. The request is logged without its headers: cookies and
 * tokens never reach the logs, and building the line stays cheap on a busy gateway.
 *
 * Answers below 400 are logged at `successLevel`. The gateway is the access log and keeps them
 * at info; a service behind it logs them at debug, since the gateway's line for the same request
 * (same request id) already says it, while its 4xx (info) and 5xx (error) lines say why.
 */
export function requestLogging(
  logger: Logger,
  options: { successLevel?: LevelWithSilent } = {},
): RequestHandler {
  const successLevel = options.successLevel ?? 'info';
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // The serializers get the request and response themselves and pick the few fields a line
    // shows, rather than pino-http's standard copies with every header.
    wrapSerializers: false,
    serializers: {
      req: (req: LoggedRequest) => ({
        id: req.id,
        method: req.method,
        url: req.originalUrl ?? req.url,
        remoteAddress: req.socket.remoteAddress,
      }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
      err: stdSerializers.err,
    },
    autoLogging: {
      ignore: (req) => req.url === '/healthz' || req.url?.startsWith('/readyz') === true,
    },
    customLogLevel: (_req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      return res.statusCode >= 400 ? 'info' : successLevel;
    },
  });
}
