import type { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { Agent } from 'node:http';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { serviceNames, type ServiceName } from '@fc/contracts/services';
import { REQUEST_ID_HEADER } from '@fc/service-kit/app';
import { AppError, toErrorBody } from '@fc/service-kit/errors';
import { requestIdOf } from './request-id.ts';
import { resolveService } from './routes.ts';

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

/**
 * Sends every request the route table knows to its service, untouched: the body is streamed
 * (never parsed here), cookies and Set-Cookie pass as they are, and the Host header is kept so
 * that the services' same-origin check sees the address the browser used. Requests the table
 * does not know go on to the next handler.
 */
export function createServiceProxy(options: {
  serviceUrls: ServiceUrls;
  timeoutMs: number;
}): RequestHandler {
  const proxies: Map<ServiceName, RequestHandler> = new Map(
    serviceNames.map((service) => [
      service,
      createProxyMiddleware<Request, Response>({
        target: options.serviceUrls[service],
        // Reuse connections to the services (http-proxy opens a new one per request otherwise).
        agent: new Agent({ keepAlive: true, maxSockets: 256 }),
        changeOrigin: false,
        xfwd: true,
        on: {
          proxyReq: (proxyReq, req) => {
            proxyReq.setTimeout(options.timeoutMs, () =>
              proxyReq.destroy(new UpstreamTimeoutError('upstream timed out')),
            );
            // Whether this request went out on a kept-alive connection (see retryOnStaleSocket).
            const attempt = attemptOf(req);
            attempt.reusedSocket = proxyReq.reusedSocket;
            proxyReq.once('socket', () => {
              attempt.reusedSocket ||= proxyReq.reusedSocket;
            });
          },
          // An API answer may be about the signed-in user: shared school computers must not keep
          // it. A service that wants its answer cached says so with its own Cache-Control.
          proxyRes: (proxyRes) => {
            proxyRes.headers['cache-control'] ??= 'no-store';
          },
          error: (error, req, res) => {
            if (retryOnStaleSocket(error, req, res)) return;
            answerProxyError(service, error, req, res);
          },
        },
      }),
    ]),
  );

  return (req, res, next) => {
    const service = resolveService(req.method, req.path);
    const proxy = service && proxies.get(service);
    if (!proxy) return next();
    prepareUpstreamHeaders(req);
    const send = (isRetry: boolean) =>
      void proxy(req, res, (error?: unknown) => {
        // The first try's failure, once a retry is on its way (retryOnStaleSocket): it answers.
        if (!isRetry && attempts.get(req)?.retried) return;
        next(error);
      });
    attempts.set(req, { reusedSocket: false, retried: false, resend: () => send(true) });
    send(false);
  };
}

interface Attempt {
  reusedSocket: boolean;
  retried: boolean;
  resend?: () => void;
}
const attempts = new WeakMap<object, Attempt>();
const attemptOf = (req: object): Attempt => {
  let attempt = attempts.get(req);
  if (!attempt) {
    attempt = { reusedSocket: false, retried: false };
    attempts.set(req, attempt);
  }
  return attempt;
};
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A kept-alive connection to a service can be closed by the service (its idle timeout) at the
 * moment the gateway sends on it; the request then fails with ECONNRESET without the service
 * having seen it (a known Node race). A GET, HEAD or OPTIONS is sent again once, on a new
 * connection; anything else is answered 502, since it may have had an effect. Answers whether
 * it retried.
 */
function retryOnStaleSocket(error: Error, req: Request, res: Response | Socket): boolean {
  const attempt = attempts.get(req);
  const code = (error as NodeJS.ErrnoException).code;
  if (
    !attempt?.resend ||
    attempt.retried ||
    !attempt.reusedSocket ||
    (code !== 'ECONNRESET' && code !== 'EPIPE') ||
    !IDEMPOTENT_METHODS.has(req.method) ||
    ('headersSent' in res && res.headersSent)
  ) {
    return false;
  }
  attempt.retried = true;
  attempt.reusedSocket = false;
  req.log.info(
    { err: error },
    'a kept-alive connection was closed under a request: sending it again',
  );
  attempt.resend();
  return true;
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
  // Filled in again by the proxy (xfwd) from the connection.
  delete req.headers['x-forwarded-port'];
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
