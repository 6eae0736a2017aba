import { Agent, request as httpRequest, type ClientRequest } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { answerProxyError, prepareUpstreamHeaders, UpstreamTimeoutError } from './proxy.ts';

/** The live stream (docs/live-updates.md): server-sent events from rewards. */
export const EVENT_STREAM_PATH = '/api/events/stream';

export interface EventStreamProxy {
  handler: RequestHandler;
  /** Open streams through this gateway. */
  count(): number;
  /** Ends every stream (browsers reconnect to another gateway); called as the gateway stops. */
  endAll(): void;
}

/**
 * Passes GET /api/events/stream to rewards and its answer back as it comes, without a time
 * limit once it has begun (the service sends heartbeats). Not through the pooled proxy: a stream
 * holds its upstream connection for as long as the tab is open, and a thousand of them must not
 * take the pool's sockets from ordinary requests. A stream costs the gateway two sockets and no
 * work between events (the bytes are piped).
 */
export function createEventStreamProxy(options: {
  targetUrl: string;
  /** How long rewards may take to begin answering. */
  timeoutMs: number;
}): EventStreamProxy {
  const target = new URL(options.targetUrl);
  const agent = new Agent({ keepAlive: false });
  const open = new Map<Response, ClientRequest>();

  const handler: RequestHandler = (req: Request, res: Response, next) => {
    if (req.path !== EVENT_STREAM_PATH || req.method !== 'GET') return next();
    prepareUpstreamHeaders(req);
    req.socket.setTimeout(0);
    req.socket.setNoDelay(true);
    const upstream = httpRequest({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: 'GET',
      path: req.originalUrl,
      headers: req.headers,
      agent,
    });
    upstream.setTimeout(options.timeoutMs, () =>
      upstream.destroy(new UpstreamTimeoutError('upstream timed out')),
    );
    upstream.on('response', (answer) => {
      upstream.setTimeout(0);
      const headers = { ...answer.headers };
      // An API answer may be about the signed-in user (as the pooled proxy says too).
      headers['cache-control'] ??= 'no-store';
      res.writeHead(answer.statusCode ?? 502, headers);
      res.flushHeaders();
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', (error) => {
      // Gone already: the tab closed, or the gateway ended the stream.
      if (!open.delete(res)) return;
      answerProxyError('rewards', error, req, res);
    });
    open.set(res, upstream);
    res.on('close', () => {
      open.delete(res);
      upstream.destroy();
    });
    upstream.end();
  };

  return {
    handler,
    count: () => open.size,
    endAll() {
      for (const [res, upstream] of open) {
        open.delete(res);
        upstream.destroy();
        res.end();
      }
    },
  };
}
