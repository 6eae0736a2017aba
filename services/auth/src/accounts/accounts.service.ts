import { randomUUID } from 'node:crypto';
import {
  authMessages,
  type ChangePasswordBody,
  type LoginBody,
  type RegisterBody,
  type Role,
  type User,
} from '@fc/contracts/auth';
import type { ErrorCode } from '@fc/contracts/errors';
import { httpErrors } from '@fc/service-kit/errors';
import { publishEvent } from '@fc/service-kit/events/publish';
import {
  revokeSessions,
  SESSION_TTL_SECONDS,
  signSessionToken,
  type Session,
} from '@fc/service-kit/session';
import { isUniqueViolation, sqlIn } from '../db.ts';
import type { AuthDeps } from '../deps.ts';
import type { User as DbUser } from '../generated/prisma/client.ts';
import { isTwoFactorRequired } from '../two-factor/two-factor.service.ts';
import {
  createUser,
  findApiUserById,
  findUserByEmail,
  findUserById,
  findUserByUsername,
  setTutorialCompleted,
  toApiUser,
  usernameKeyOf,
  type NewUser,
} from '../users/users.repository.ts';
import { updatePasswordHash } from '../password-reset/password-reset.repository.ts';
import { assertAcceptablePassword, contextWords } from '../password-policy.ts';
import { passwordStampOf } from '../passwords.ts';
import { deviceTokensAfterSignIn, trustedDeviceFor } from './device-cookie.ts';
import { createSession, revokeOtherSessionsOf, revokeSession } from './sessions.repository.ts';

export interface SignedIn {
  user: User;
  token: string;
  maxAgeMs: number;
  /** The browser's device cookie after this sign-in (device-cookie.ts). */
  deviceTokens: string[];
}

/** Where a sign-in comes from: the caller's address, and the device tokens its browser holds. */
export interface SignInOrigin {
  address: string;
  deviceTokens: readonly string[];
}

/**
 * A new session for a user who has proved who they are. An admin who must turn on two-factor
 * (ADMIN_REQUIRE_2FA) and has not yet gets a session that says so: admin calls answer 403.
 */
export async function startSession(
  deps: AuthDeps,
  user: { id: number; role: Role; totpEnabledAt?: Date | null },
): Promise<SignedIn['token']> {
  const sessionId = randomUUID();
  await createSession(deps.prisma, {
    id: sessionId,
    userId: user.id,
    expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
  });
  return sessionTokenFor(deps, user, sessionId);
}

/** The token of a session, with the two-factor set-up flag as the account stands now. */
export function sessionTokenFor(
  deps: AuthDeps,
  user: { id: number; role: Role; totpEnabledAt?: Date | null },
  sessionId: string,
): string {
  const mustSetUpTwoFactor = isTwoFactorRequired(deps, user) && !user.totpEnabledAt;
  return signSessionToken(deps.config.JWT_SECRET, {
    userId: user.id,
    role: user.role,
    sessionId,
    ...(mustSetUpTwoFactor ? { mustSetUpTwoFactor } : {}),
  });
}

/**
 * Creates an account with its password hashed at the configured cost, and announces it
 * (user.registered) in the same transaction.
 */
export async function createAccount(
  deps: AuthDeps,
  account: Omit<NewUser, 'passwordHash'> & { password: string },
) {
  const { password, ...profile } = account;
  const passwordHash = await deps.passwords.hash(password);
  const user = await deps.prisma.$transaction(async (tx) => {
    const user = await createUser(tx, { ...profile, passwordHash });
    await publishEvent(sqlIn(tx), 'user.registered', {
      userId: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      // An account starts as a student or as the admin account; a teacher is made later
      // (user.role_changed), so user.registered keeps its two roles.
      role: profile.role ?? 'student',
      registeredAt: user.createdAt.toISOString(),
    });
    return user;
  });
  return user;
}

export async function register(
  deps: AuthDeps,
  input: RegisterBody,
  origin: SignInOrigin,
): Promise<SignedIn> {
  const { address } = origin;
  await deps.registrationThrottle.assertUnder(address);
  assertAcceptablePassword(
    input.password,
    deps.config.PASSWORD_MIN_LENGTH,
    'password',
    contextWords({ clubName: deps.config.CLUB_NAME, username: input.username, email: input.email }),
  );
  const taken = async (message: string, code: ErrorCode) => {
    await deps.registrationThrottle.record(address);
    return httpErrors.conflict(message, code);
  };
  if (await findUserByUsername(deps.prisma, input.username)) {
    throw await taken('That username is already taken', 'USERNAME_TAKEN');
  }
  if (await findUserByEmail(deps.prisma, input.email)) {
    throw await taken('An account with this email already exists', 'EMAIL_TAKEN');
  }
  let created;
  try {
    created = await createAccount(deps, {
      username: input.username,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      password: input.password,
    });
  } catch (error) {
    // Two registrations raced past the checks above: the database's unique index decides.
    if (isUniqueViolation(error))
      throw httpErrors.conflict('That username or email is already taken', 'ACCOUNT_EXISTS');
    throw error;
  }
  return signedInAs(deps, created, origin.deviceTokens);
}

export type LoginResult =
  | SignedIn
  /** The password was right; the code comes next. The stamp ties that proof to this password. */
  | { twoFactorRequired: true; userId: number; passwordStamp: string };

export async function login(
  deps: AuthDeps,
  input: LoginBody,
  origin: SignInOrigin,
): Promise<LoginResult> {
  const { address } = origin;
  const accountKey = usernameKeyOf(input.username);
  const device = trustedDeviceFor(deps, origin.deviceTokens, accountKey);
  await deps.loginThrottle.assertAllowed(accountKey, address, device);
  const user = await findUserByUsername(deps.prisma, input.username);
  // The same work and the same answer whether the user is unknown or the password is wrong.
  const { valid, needsRehash } = await deps.passwords.verify(
    input.password,
    user?.passwordHash ?? (await deps.passwords.decoy()),
  );
  if (!user || !valid) {
    await deps.loginThrottle.recordFailure(accountKey, address, device);
    // Every sign-in is a security event (ASVS 16.3.1): who tried, from where; never the password.
    deps.logger.info(
      {
        event: 'sign_in_failed',
        username: accountKey,
        address,
        knownUser: Boolean(user),
        trustedDevice: Boolean(device),
      },
      'sign-in failed',
    );
    throw httpErrors.unauthorized(authMessages.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  await deps.loginThrottle.recordSuccess(accountKey, address, device);
  deps.logger.info({ event: 'sign_in', userId: user.id, address }, 'signed in');
  // A hash from before argon2id, or made with other settings, is replaced now that the password
  // is known to be right. A failure here does not stop the sign-in.
  let storedHash = user.passwordHash;
  if (needsRehash) {
    storedHash = await deps.passwords
      .hash(input.password)
      .then(async (passwordHash) => {
        await updatePasswordHash(deps.prisma, user.id, passwordHash);
        return passwordHash;
      })
      .catch((error: unknown) => {
        deps.logger.warn({ err: error, userId: user.id }, 'password rehash failed');
        return user.passwordHash;
      });
  }
  // Two-factor on: the password was right, and the code comes next (POST /api/auth/login/2fa).
  if (user.totpEnabledAt) {
    return { twoFactorRequired: true, userId: user.id, passwordStamp: passwordStampOf(storedHash) };
  }
  return signedInAs(deps, user, origin.deviceTokens);
}

/** A new session for a user who has proved who they are, and this browser trusted for them. */
export async function signedInAs(
  deps: AuthDeps,
  user: DbUser,
  deviceTokens: readonly string[],
): Promise<SignedIn> {
  return {
    user: toApiUser(user),
    token: await startSession(deps, user),
    maxAgeMs: SESSION_TTL_SECONDS * 1000,
    deviceTokens: deviceTokensAfterSignIn(deps, deviceTokens, user.usernameKey),
  };
}

export async function logout(deps: AuthDeps, session: Session | undefined): Promise<void> {
  if (!session) return;
  const revoked = await revokeSession(deps.prisma, session.sessionId);
  await revokeSessions(deps.redis, deps.config.REDIS_PREFIX, revoked);
}

export async function currentUser(deps: AuthDeps, session: Session): Promise<User> {
  // Kysely on the pool (docs/performance.md): every page asks, and pages poll it.
  const user = await findApiUserById(deps.db, session.userId);
  if (!user) throw httpErrors.unauthorized();
  return user;
}

/**
 * The user finished or skipped the dashboard tour: the account remembers it (the first time
 * only), so that no other browser opens it by itself again.
 */
export async function completeTutorial(deps: AuthDeps, session: Session): Promise<User> {
  await setTutorialCompleted(deps.prisma, session.userId, new Date());
  return currentUser(deps, session);
}

/**
 * A signed-in user changes their password: the current one proves it is them (a wrong one counts
 * as a failed sign-in, so this is no way around the sign-in throttle), the new one follows the
 * password rule, and every other session of theirs ends; this one goes on.
 */
export async function changePassword(
  deps: AuthDeps,
  session: Session,
  input: ChangePasswordBody,
  origin: SignInOrigin,
): Promise<void> {
  const { address } = origin;
  const user = await findUserById(deps.prisma, session.userId);
  if (!user) throw httpErrors.unauthorized();
  const accountKey = usernameKeyOf(user.username);
  const device = trustedDeviceFor(deps, origin.deviceTokens, accountKey);
  await deps.loginThrottle.assertAllowed(accountKey, address, device);
  const { valid } = await deps.passwords.verify(input.currentPassword, user.passwordHash);
  if (!valid) {
    await deps.loginThrottle.recordFailure(accountKey, address, device);
    throw httpErrors.badRequest(authMessages.wrongCurrentPassword, 'WRONG_PASSWORD', {
      currentPassword: [authMessages.wrongCurrentPassword],
    });
  }
  assertAcceptablePassword(
    input.newPassword,
    deps.config.PASSWORD_MIN_LENGTH,
    'newPassword',
    contextWords({ clubName: deps.config.CLUB_NAME, username: user.username, email: user.email }),
  );
  const passwordHash = await deps.passwords.hash(input.newPassword);
  const ended = await deps.prisma.$transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash);
    return revokeOtherSessionsOf(tx, user.id, session.sessionId);
  });
  await revokeSessions(deps.redis, deps.config.REDIS_PREFIX, ended);
  deps.logger.info({ userId: user.id, endedSessions: ended.length }, 'password changed');
}
