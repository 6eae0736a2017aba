import type { Request } from 'express';
import {
  ipKeyGenerator,
  rateLimit,
  type RateLimitInfo,
  type RateLimitRequestHandler,
} from 'express-rate-limit';
import { isIPv4 } from 'node:net';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { parse as parseCookie } from 'cookie';
import { httpErrors, toErrorBody } from '@fc/service-kit/errors';
import type { Logger } from '@fc/service-kit/logger';
import type { Redis } from '@fc/service-kit/redis';
import { verifySessionToken } from '@fc/service-kit/session';
import { requestIdOf } from './request-id.ts';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests, please try again later.';

/**
 * A limit per client address, and with `perUser` per signed-in user for their requests.
 *
 * With `shared`, it is counted in Redis (under `keyPrefix`), so that every gateway replica
 * shares it. Use this where a limit guards against guessing, such as passwords. When Redis does
 * not answer, requests pass (and the failure is logged): a Redis hiccup should not take the whole
 * app down, and every service still checks its callers itself.
 *
 * Without it, the limit is counted in this process's memory (express-rate-limit's own store), as
 * nginx's limit_req is. That costs no round trip on each request, and suits a flood guard: with N
 * replicas a client can make up to N times the limit. Its counts are the replica's, not the
 * client's, so it sends no RateLimit headers (they would be wrong behind more than one replica, and
 * hashing the key for them was a tenth of the gateway's own work per request; see
 * docs/adr/0005-rate-limits-per-replica.md); its 429 says when to try again in Retry-After. The
 * shared limit sends the IETF draft-8 RateLimit and RateLimit-Policy headers on every answer.
 */
export function createRateLimiter(options: {
  shared?: { redis: Redis; keyPrefix: string };
  windowMs: number;
  limit: number;
  /**
   * Counts a signed-in user's requests apart from their address's, up to `limit` of their own:
   * a school's students share one NAT address, so an address's count would refuse them all.
   */
  perUser?: { limit: number; userIdOf: (req: Request) => number | undefined };
  logger: Logger;
}): RateLimitRequestHandler {
  const { shared, perUser, logger } = options;
  // The key and limit are asked for apart (express-rate-limit); the session is verified once.
  const countedAs = new WeakMap<Request, { key: string; limit: number }>();
  const counterOf = (req: Request) => {
    let counter = countedAs.get(req);
    if (!counter) {
      const userId = perUser?.userIdOf(req);
      counter =
        perUser && userId !== undefined
          ? { key: `user:${userId}`, limit: perUser.limit }
          : { key: clientKey(req.ip ?? ''), limit: options.limit };
      countedAs.set(req, counter);
    }
    return counter;
  };
  return rateLimit({
    windowMs: options.windowMs,
    limit: perUser ? (req) => counterOf(req).limit : options.limit,
    standardHeaders: shared ? 'draft-8' : false,
    legacyHeaders: false,
    ...(shared && { store: redisStore(shared.redis, shared.keyPrefix) }),
    passOnStoreError: true,
    keyGenerator: (req) => counterOf(req).key,
    logger: {
      error: (error, message) => logger.error({ err: error }, message ?? 'rate limiter error'),
      warn: (error, message) => logger.warn({ err: error }, message ?? 'rate limiter warning'),
    },
    handler: (req, res, _next, optionsUsed) => {
      if (!res.hasHeader('Retry-After')) {
        res.set('Retry-After', String(secondsUntil(rateLimitOf(req)?.resetTime, options.windowMs)));
      }
      const error = httpErrors.tooManyRequests(TOO_MANY_REQUESTS_MESSAGE);
      res.status(optionsUsed.statusCode).json(toErrorBody(error, requestIdOf(req)));
    },
  });
}

/** What the limiter counted for this request (express-rate-limit puts it on the request). */
function rateLimitOf(req: Request): RateLimitInfo | undefined {
  return (req as Request & { rateLimit?: RateLimitInfo }).rateLimit;
}

/** Whole seconds until the window resets (at least 1), or the window's length if unknown. */
function secondsUntil(resetTime: Date | undefined, windowMs: number): number {
  const ms = resetTime ? resetTime.getTime() - Date.now() : windowMs;
  return Math.max(1, Math.ceil(ms / 1000));
}

/** Must differ between limiters: each keeps its own counts. */
function redisStore(redis: Redis, keyPrefix: string): RedisStore {
  const store = new RedisStore({
    prefix: keyPrefix,
    sendCommand: (command: string, ...args: string[]) =>
      redis.call(command, ...args) as Promise<RedisReply>,
  });
  // The store loads its Lua scripts at once; while Redis is still connecting that fails, and
  // the store loads them again on first use. Without these handlers the failure would be an
  // unhandled rejection.
  store.incrementScriptSha.catch(() => undefined);
  store.getScriptSha.catch(() => undefined);
  return store;
}

/**
 * The signed-in user a request's session cookie names, when its signature and claims verify
 * (service-kit's check, which remembers tokens already verified), else undefined: a forged,
 * expired or missing cookie counts as its address. Whether the session was signed out is the
 * services' check; a signed-out token still names its own user, so it mints no new count.
 */
export function sessionUserOf(
  req: Request,
  cookieName: string,
  secrets: readonly string[],
): number | undefined {
  const token = req.headers.cookie ? parseCookie(req.headers.cookie)[cookieName] : undefined;
  return token === undefined ? undefined : verifySessionToken(secrets, token)?.userId;
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
