import { LRUCache } from 'lru-cache';
import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Redis } from 'ioredis';
import { sessionClaimsSchema, type Role } from '@fc/contracts/auth';

/**
 * The session token: a JWT signed by the auth service and verified by every service itself,
 * with the algorithm, audience and issuer pinned. A signed-out session is listed in Redis
 * until its token would have expired, so a kept copy of the token stops working too.
 */
export const SESSION_COOKIE = 'fc_session';
/** The cookie's name over https: the __Host- prefix makes browsers insist on Secure, Path=/, no Domain. */
export const SECURE_SESSION_COOKIE = '__Host-fc_session';

/** Whether the app is reached over https, by configuration (PUBLIC_URL), never by a request header. */
export function isHttpsUrl(publicUrl: string): boolean {
  return new URL(publicUrl).protocol === 'https:';
}

/** The session cookie's name for the address people use. */
export function sessionCookieName(publicUrl: string): string {
  return isHttpsUrl(publicUrl) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
const ALGORITHM = 'HS256';
const AUDIENCE = 'finance-club';
const ISSUER = 'finance-club-auth';

export interface Session {
  userId: number;
  role: Role;
  sessionId: string;
  expiresAt: Date;
  issuedAt: Date;
  /** An admin who must turn on two-factor first: admin-only calls answer 403. */
  mustSetUpTwoFactor?: boolean;
}

export function signSessionToken(
  secret: string,
  claims: { userId: number; role: Role; sessionId: string; mustSetUpTwoFactor?: boolean },
  ttlSeconds = SESSION_TTL_SECONDS,
): string {
  const payload = {
    role: claims.role,
    sid: claims.sessionId,
    ...(claims.mustSetUpTwoFactor ? { setup2fa: true } : {}),
  };
  return jwt.sign(payload, secret, {
    algorithm: ALGORITHM,
    audience: AUDIENCE,
    issuer: ISSUER,
    subject: String(claims.userId),
    expiresIn: ttlSeconds,
  });
}

/** The session a token stands for, or undefined when it is forged, expired or malformed. */
const secretKeys = new Map<string, KeyObject>();
/** The secret as a key object, made once: jsonwebtoken would make one on every verify. */
function secretKeyOf(secret: string): KeyObject {
  let key = secretKeys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    secretKeys.set(secret, key);
  }
  return key;
}

/**
 * Tokens already verified, by secret and token: a signed-in user's every request carries the
 * same token, and checking its HMAC and claims again each time is most of what authenticating
 * costs. Only valid tokens are kept, each no longer than it is valid; revocation is checked
 * apart, on every request.
 */
const verifiedTokens = new LRUCache<string, Session>({ max: 10_000 });

/**
 * The secrets a session may be signed with, the current one first: JWT_SECRET, then during a
 * rotation JWT_SECRET_PREVIOUS. Tokens are only ever signed with the first.
 */
export function sessionSecretsOf(config: {
  JWT_SECRET: string;
  JWT_SECRET_PREVIOUS?: string | undefined;
}): readonly string[] {
  return config.JWT_SECRET_PREVIOUS
    ? [config.JWT_SECRET, config.JWT_SECRET_PREVIOUS]
    : [config.JWT_SECRET];
}

/**
 * Checks the token against each secret in turn (the current one, then during a rotation the
 * previous one): a session signed before JWT_SECRET changed keeps working until it expires.
 */
export function verifySessionToken(
  secrets: string | readonly string[],
  token: string,
): Session | undefined {
  for (const secret of typeof secrets === 'string' ? [secrets] : secrets) {
    const session = verifyWithSecret(secret, token);
    if (session) return session;
  }
  return undefined;
}

function verifyWithSecret(secret: string, token: string): Session | undefined {
  const cacheKey = `${secret}\n${token}`;
  const known = verifiedTokens.get(cacheKey);
  if (known) {
    if (known.expiresAt.getTime() > Date.now()) return known;
    verifiedTokens.delete(cacheKey);
    return undefined;
  }
  const session = verifyUncached(secret, token);
  if (session) verifiedTokens.set(cacheKey, session);
  return session;
}

function verifyUncached(secret: string, token: string): Session | undefined {
  try {
    const decoded = jwt.verify(token, secretKeyOf(secret), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      issuer: ISSUER,
    });
    if (typeof decoded === 'string' || decoded.exp === undefined || decoded.iat === undefined)
      return undefined;
    const claims = sessionClaimsSchema.safeParse(decoded);
    if (!claims.success) return undefined;
    return {
      userId: Number(claims.data.sub),
      role: claims.data.role,
      sessionId: claims.data.sid,
      expiresAt: new Date(decoded.exp * 1000),
      issuedAt: new Date(decoded.iat * 1000),
      ...(claims.data.setup2fa ? { mustSetUpTwoFactor: true } : {}),
    };
  } catch {
    return undefined;
  }
}

const revokedKey = (prefix: string, sessionId: string) => `${prefix}:session:revoked:${sessionId}`;

/**
 * The Redis channel that hears every session as it ends (a JSON array of session ids): what a
 * session holds open, such as a live stream, ends with it rather than at its next check.
 */
export const sessionsRevokedChannel = (prefix: string) => `${prefix}:session:revoked`;

export async function revokeSessions(
  redis: Redis,
  prefix: string,
  sessions: { id: string; expiresAt: Date }[],
): Promise<void> {
  if (sessions.length === 0) return;
  const pipeline = redis.multi();
  const ended: string[] = [];
  for (const session of sessions) {
    const ttl = Math.ceil((session.expiresAt.getTime() - Date.now()) / 1000);
    if (ttl <= 0) continue;
    pipeline.set(revokedKey(prefix, session.id), '1', 'EX', ttl);
    ended.push(session.id);
  }
  if (ended.length > 0) pipeline.publish(sessionsRevokedChannel(prefix), JSON.stringify(ended));
  await pipeline.exec();
}

/** The session ids of a message on sessionsRevokedChannel (none when it is not one). */
export function parseRevokedSessions(message: string): string[] {
  try {
    const ids: unknown = JSON.parse(message);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Which of these sessions have been signed out (one round trip for them all). */
export async function findRevokedSessions(
  redis: Redis,
  prefix: string,
  sessionIds: readonly string[],
): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const pipeline = redis.pipeline();
  for (const id of sessionIds) pipeline.exists(revokedKey(prefix, id));
  const answers = (await pipeline.exec()) ?? [];
  return new Set(sessionIds.filter((_id, index) => answers[index]?.[1] === 1));
}

export async function isSessionRevoked(
  redis: Redis,
  prefix: string,
  sessionId: string,
): Promise<boolean> {
  return (await redis.exists(revokedKey(prefix, sessionId))) === 1;
}

const activeKey = (prefix: string, sessionId: string) => `${prefix}:session:active:${sessionId}`;

/**
 * The idle timeout (ASVS 7.3.1): a session is alive while it was used within `idleSeconds`. Each
 * use renews a Redis key that expires after that long; a session whose key has expired has been
 * idle too long. A session younger than the timeout may not have its key yet (a new sign-in, or
 * a token made by a test): it starts now. Answers whether the session may go on.
 */
export async function touchSession(
  redis: Redis,
  prefix: string,
  session: Session,
  idleSeconds: number,
  now = Date.now(),
): Promise<boolean> {
  const key = activeKey(prefix, session.sessionId);
  if ((await redis.set(key, String(now), 'EX', idleSeconds, 'XX')) === 'OK') return true;
  if (now - session.issuedAt.getTime() > idleSeconds * 1000) return false;
  await redis.set(key, String(now), 'EX', idleSeconds, 'NX');
  return true;
}

const PENDING_AUDIENCE = 'finance-club-second-factor';

/** Who the password was right for, and a stamp of the password it was right against. */
export interface PendingSignIn {
  userId: number;
  /**
   * Changes whenever the password does (made by the auth service from the stored hash): a proof
   * made before a password change no longer completes a sign-in.
   */
  passwordStamp: string;
}

/**
 * A short-lived proof that a password was right, for the second step of a two-factor sign-in
 * (its own audience, so it can never pass for a session).
 */
export function signPendingSignIn(
  secret: string,
  pending: PendingSignIn,
  ttlSeconds = 5 * 60,
): string {
  return jwt.sign({ pwd: pending.passwordStamp }, secretKeyOf(secret), {
    algorithm: ALGORITHM,
    audience: PENDING_AUDIENCE,
    issuer: ISSUER,
    subject: String(pending.userId),
    expiresIn: ttlSeconds,
  });
}

/** Whose password was right, or undefined when the proof is missing, forged or old. */
export function verifyPendingSignIn(
  secrets: string | readonly string[],
  token: string | undefined,
): PendingSignIn | undefined {
  if (!token) return undefined;
  for (const secret of typeof secrets === 'string' ? [secrets] : secrets) {
    const pending = verifyPendingWithSecret(secret, token);
    if (pending) return pending;
  }
  return undefined;
}

function verifyPendingWithSecret(secret: string, token: string): PendingSignIn | undefined {
  try {
    const decoded = jwt.verify(token, secretKeyOf(secret), {
      algorithms: [ALGORITHM],
      audience: PENDING_AUDIENCE,
      issuer: ISSUER,
    });
    if (typeof decoded === 'string' || !decoded.sub || !/^\d+$/.test(decoded.sub)) return undefined;
    const stamp: unknown = decoded.pwd;
    if (typeof stamp !== 'string' || stamp === '') return undefined;
    return { userId: Number(decoded.sub), passwordStamp: stamp };
  } catch {
    return undefined;
  }
}

const DEVICE_AUDIENCE = 'finance-club-device';
/** How long a browser stays trusted for an account after it last signed in to it. */
export const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;

/** A browser that signed in to an account: the account (its username key) and a random nonce. */
export interface DeviceClaim {
  account: string;
  nonce: string;
}

/**
 * A device cookie's token (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): signed
 * proof that this browser signed in to `account`, so other browsers' failures do not slow it.
 * Its own audience: it can never pass for a session or a pending sign-in.
 */
export function signDeviceToken(
  secret: string,
  claim: DeviceClaim,
  ttlSeconds = DEVICE_TTL_SECONDS,
): string {
  return jwt.sign({}, secretKeyOf(secret), {
    algorithm: ALGORITHM,
    audience: DEVICE_AUDIENCE,
    issuer: ISSUER,
    subject: claim.account,
    jwtid: claim.nonce,
    expiresIn: ttlSeconds,
  });
}

/** What a device token says, or undefined when it is forged, expired or malformed. */
export function verifyDeviceToken(
  secrets: string | readonly string[],
  token: string,
): DeviceClaim | undefined {
  for (const secret of typeof secrets === 'string' ? [secrets] : secrets) {
    try {
      const decoded = jwt.verify(token, secretKeyOf(secret), {
        algorithms: [ALGORITHM],
        audience: DEVICE_AUDIENCE,
        issuer: ISSUER,
      });
      if (typeof decoded === 'string' || !decoded.sub || !decoded.jti) continue;
      return { account: decoded.sub, nonce: decoded.jti };
    } catch {
      // Try the next secret (a rotation), else it is no device token.
    }
  }
  return undefined;
}
