import type { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { Pool } from 'undici';
import { serviceNames, type ServiceName } from '@fc/contracts/services';
import { REQUEST_ID_HEADER } from '@fc/service-kit/app';
import { AppError, toErrorBody } from '@fc/service-kit/errors';
import { injectTraceContext } from '@fc/service-kit/tracing';
import { requestIdOf } from './request-id.ts';
import { ruleOfRequest } from './routes.ts';

export type ServiceUrls = Record<ServiceName, string>;

/**
 * Headers that only the platform may set. A client that sends them gets them dropped, so no
 * service can be fooled by a caller claiming to be a user, an admin or another service.
 */
const INTERNAL_HEADER_PREFIXES = ['x-internal-', 'x-user-', 'x-forwarded-user', 'x-service-'];

export function isInternalHeader(name: string): boolean {
  const lowerName = name.toLowerCase();
  return INTERNAL_HEADER_PREFIXES.some((prefix) => lowerName.startsWith(prefix));
}

export class UpstreamTimeoutError extends Error {
  override name = 'UpstreamTimeoutError';
  readonly code = 'ETIMEDOUT';
}

/** Connection-level headers: about one hop, never passed on (RFC 9110 section 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'expect',
]);
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A kept-alive connection the service closed under the request (see sendUpstream). */
const STALE_SOCKET_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/**
 * Sends every request the route table knows to its service, untouched: the body is streamed
 * (never parsed here), cookies and Set-Cookie pass as they are, and the Host header is kept so
 * that the services' same-origin check sees the address the browser used. Requests the table
 * does not know go on to the next handler.
 *
 * One undici pool of kept-alive connections per service, the answer written straight into the
 * response (docs/performance.md "What the gateway does per request"): the gateway's work per
 * request does not grow with how long the service takes, and stays a small part of the request's
 * cost (scripts/bench/gateway-overhead.ts).
 */
export function createServiceProxy(options: {
  serviceUrls: ServiceUrls;
  timeoutMs: number;
}): RequestHandler {
  const pools = new Map<ServiceName, Pool>(
    serviceNames.map((service) => [
      service,
      new Pool(options.serviceUrls[service], {
        connections: 256,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
      }),
    ]),
  );

  return (req, res, next) => {
    const service = ruleOfRequest(req)?.service;
    const pool = service && pools.get(service);
    if (!service || !pool) return next();
    prepareUpstreamHeaders(req);
    sendUpstream(pool, service, req, res, false);
  };
}

function upstreamHeadersOf(req: Request): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  // The service's spans join the gateway's trace (docs/observability.md).
  injectTraceContext(headers);
  return headers;
}

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * A kept-alive connection to a service can be closed by the service (its idle timeout) at the
 * moment the gateway sends on it; the request then fails without the service having seen it (a
 * known race). A GET, HEAD or OPTIONS is sent again once, on a new connection; anything else is
 * answered 502, since it may have had an effect.
 */
function sendUpstream(
  pool: Pool,
  service: ServiceName,
  req: Request,
  res: Response,
  isRetry: boolean,
): void {
  pool
    .stream(
      {
        path: req.originalUrl,
        method: req.method,
        headers: upstreamHeadersOf(req),
        body: hasBody(req) ? req : null,
      },
      ({ statusCode, headers }) => {
        const answer: Record<string, string | string[] | undefined> = {};
        for (const [name, value] of Object.entries(headers)) {
          if (!HOP_BY_HOP.has(name)) answer[name] = value;
        }
        // An API answer may be about the signed-in user: shared school computers must not keep
        // it. A service that wants its answer cached says so with its own Cache-Control.
        answer['cache-control'] ??= 'no-store';
        res.writeHead(statusCode, answer);
        return res;
      },
    )
    .catch((error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      const code = (failure as NodeJS.ErrnoException).code ?? '';
      // The client went away (a closed tab), before the answer began or in its middle (the answer
      // closed under undici: a premature close): nobody to answer, nothing went wrong upstream.
      if (res.destroyed && (!res.headersSent || code === 'ERR_STREAM_PREMATURE_CLOSE')) return;
      if (
        !isRetry &&
        !res.headersSent &&
        IDEMPOTENT_METHODS.has(req.method) &&
        STALE_SOCKET_CODES.has(code)
      ) {
        req.log.info(
          { err: failure },
          'a kept-alive connection was closed under a request: sending it again',
        );
        sendUpstream(pool, service, req, res, true);
        return;
      }
      answerProxyError(
        service,
        TIMEOUT_CODES.has(code) ? new UpstreamTimeoutError('upstream timed out') : failure,
        req,
        res,
      );
    });
}

/**
 * What the service is told about the request: the request id, and X-Forwarded-* that only
 * keep what trusted proxies (TRUST_PROXY) wrote, plus the address this request came from. A
 * client's own X-Forwarded-For is not believed, so it cannot pick its rate-limit key or the
 * address a service logs.
 */
export function prepareUpstreamHeaders(req: Request): void {
  for (const name of Object.keys(req.headers)) {
    if (isInternalHeader(name)) delete req.headers[name];
  }
  req.headers[REQUEST_ID_HEADER] = requestIdOf(req);
  const forwardedFor = [...req.ips, req.socket.remoteAddress].filter(
    (address) => address !== undefined,
  );
  req.headers['x-forwarded-for'] = forwardedFor.join(', ');
  req.headers['x-forwarded-proto'] = req.protocol;
  if (req.host) req.headers['x-forwarded-host'] = req.host;
  else delete req.headers['x-forwarded-host'];
  // The port the client asked for: the Host header's, or the protocol's default.
  const port = /:(\d+)$/.exec(req.headers.host ?? '')?.[1];
  req.headers['x-forwarded-port'] = port ?? (req.protocol === 'https' ? '443' : '80');
}

/** A service that is down, refuses the connection or does not answer in time: one JSON error. */
export function answerProxyError(
  service: ServiceName,
  error: Error,
  req: Request,
  res: Response | Socket,
): void {
  if (!('writeHead' in res)) {
    res.destroy();
    return;
  }
  const isTimeout = error instanceof UpstreamTimeoutError;
  req.log.warn(
    { err: error, service },
    isTimeout ? 'service did not answer in time' : 'service not reachable',
  );
  if (res.headersSent) {
    // The answer broke off half-way: cutting the connection tells the client it is incomplete.
    res.destroy();
    return;
  }
  const appError = isTimeout
    ? new AppError(
        504,
        'SERVICE_TIMEOUT',
        `The ${service} service took too long to answer. Please try again in a moment.`,
      )
    : new AppError(
        502,
        'SERVICE_UNAVAILABLE',
        `The ${service} service is not available right now. Please try again in a moment.`,
      );
  res.status(appError.status).json(toErrorBody(appError, requestIdOf(req)));
}
