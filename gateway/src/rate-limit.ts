import { ipKeyGenerator, rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import { isIPv4 } from 'node:net';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { httpErrors, toErrorBody } from '@fc/service-kit/errors';
import type { Logger } from '@fc/service-kit/logger';
import type { Redis } from '@fc/service-kit/redis';
import { requestIdOf } from './request-id.ts';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests, please try again later.';

/**
 * A limit per client address, counted in Redis so that every gateway replica shares it. When
 * Redis does not answer, requests pass (and the failure is logged): a Redis hiccup should not
 * take the whole app down, and every service still checks its callers itself.
 */
export function createRateLimiter(options: {
  redis: Redis;
  /** Must differ between limiters: each keeps its own counts. */
  keyPrefix: string;
  windowMs: number;
  limit: number;
  logger: Logger;
}): RateLimitRequestHandler {
  const { redis, logger } = options;
  const store = new RedisStore({
    prefix: options.keyPrefix,
    sendCommand: (command: string, ...args: string[]) =>
      redis.call(command, ...args) as Promise<RedisReply>,
  });
  // The store loads its Lua scripts at once; while Redis is still connecting that fails, and
  // the store loads them again on first use. Without these handlers the failure would be an
  // unhandled rejection.
  store.incrementScriptSha.catch(() => undefined);
  store.getScriptSha.catch(() => undefined);

  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store,
    passOnStoreError: true,
    keyGenerator: ({ ip }) => clientKey(ip ?? ''),
    logger: {
      error: (error, message) => logger.error({ err: error }, message ?? 'rate limiter error'),
      warn: (error, message) => logger.warn({ err: error }, message ?? 'rate limiter warning'),
    },
    handler: (req, res, _next, optionsUsed) => {
      const error = httpErrors.tooManyRequests(TOO_MANY_REQUESTS_MESSAGE);
      res.status(optionsUsed.statusCode).json(toErrorBody(error, requestIdOf(req)));
    },
  });
}

const IPV4_MAPPED_PREFIX = '::ffff:';

/**
 * The client's rate-limit key: an IPv4 address as it is (also when the socket reports it
 * IPv4-mapped, as a dual-stack listener does), an IPv6 address as its /56 network, so that one
 * IPv6 user cannot get a fresh limit from each of their addresses. Same keys as
 * express-rate-limit's own ipKeyGenerator, without parsing every IPv4 address as IPv6.
 */
export function clientKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (ip.startsWith(IPV4_MAPPED_PREFIX)) {
    const ipv4 = ip.slice(IPV4_MAPPED_PREFIX.length);
    if (isIPv4(ipv4)) return ipv4;
  }
  return ipKeyGenerator(ip, 56);
}
