import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { twoFactorMessages, type TwoFactorSetup, type TwoFactorStatus } from '@fc/contracts/auth';
import { httpErrors } from '@fc/service-kit/errors';
import type { AuthDeps } from '../deps.ts';
import type { User } from '../generated/prisma/client.ts';
import {
  disableTotp,
  enableTotp,
  listUnusedRecoveryCodes,
  savePendingSecret,
  useRecoveryCode,
  useTotpStep,
} from './two-factor.repository.ts';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds. */
const PERIOD_SECONDS = 30;
/** A code from the step before or after counts too (a phone clock a little off). */
const WINDOW = 1;
const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function totpFor(deps: AuthDeps, user: Pick<User, 'username'>, secret: string): TOTP {
  return new TOTP({
    issuer: deps.config.CLUB_NAME,
    label: user.username,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step a right code belongs to, or undefined when the code is not right now. */
function matchingStep(totp: TOTP, code: string, now = Date.now()): number | undefined {
  const delta = totp.validate({ token: code.replace(/\s/g, ''), timestamp: now, window: WINDOW });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** Recovery codes: ten of 2 × 5 characters from an unambiguous alphabet (about 49 bits each). */
function newRecoveryCode(): string {
  const part = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
      '',
    );
  return `${part()}-${part()}`;
}

const normaliseRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/[\s-]/g, '');

/** Whether two-factor is required for this account (an admin while ADMIN_REQUIRE_2FA is on). */
export function isTwoFactorRequired(deps: AuthDeps, user: Pick<User, 'role'>): boolean {
  return deps.config.ADMIN_REQUIRE_2FA && user.role === 'admin';
}

export async function twoFactorStatus(deps: AuthDeps, user: User): Promise<TwoFactorStatus> {
  const unused = user.totpEnabledAt ? await listUnusedRecoveryCodes(deps.prisma, user.id) : [];
  return {
    enabled: Boolean(user.totpEnabledAt),
    required: isTwoFactorRequired(deps, user),
    recoveryCodesLeft: unused.length,
  };
}

/** A new secret to add to an authenticator app; it counts only once a code from it confirms it. */
export async function startTwoFactorSetup(deps: AuthDeps, user: User): Promise<TwoFactorSetup> {
  if (user.totpEnabledAt) throw httpErrors.conflict(twoFactorMessages.alreadyOn, 'TWO_FACTOR_ON');
  const secret = new Secret({ size: 20 }).base32;
  await savePendingSecret(deps.prisma, user.id, secret);
  const otpauthUrl = totpFor(deps, user, secret).toString();
  return {
    secret,
    otpauthUrl,
    qrCodeDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }),
  };
}

/** The first code from the app turns two-factor on; answers the recovery codes, this once. */
export async function enableTwoFactor(deps: AuthDeps, user: User, code: string): Promise<string[]> {
  if (user.totpEnabledAt) throw httpErrors.conflict(twoFactorMessages.alreadyOn, 'TWO_FACTOR_ON');
  if (!user.totpPendingSecret) {
    throw httpErrors.badRequest(twoFactorMessages.notStarted, 'TWO_FACTOR_NOT_STARTED');
  }
  const step = matchingStep(totpFor(deps, user, user.totpPendingSecret), code);
  if (step === undefined) throw wrongCode();
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const recoveryCodeHashes = await Promise.all(
    recoveryCodes.map((recovery) => deps.passwords.hash(normaliseRecoveryCode(recovery))),
  );
  await deps.prisma.$transaction((tx) =>
    enableTotp(tx, user.id, { secret: user.totpPendingSecret as string, step, recoveryCodeHashes }),
  );
  deps.logger.info({ event: 'two_factor_enabled', userId: user.id }, 'two-factor turned on');
  return recoveryCodes;
}

const wrongCode = () =>
  httpErrors.badRequest(twoFactorMessages.wrongCode, 'WRONG_CODE', {
    code: [twoFactorMessages.wrongCode],
  });

/**
 * Checks a second factor: a code from the app (each time step works once) or an unused recovery
 * code (used up by this). Answers whether it was right.
 */
export async function checkSecondFactor(
  deps: AuthDeps,
  user: User,
  code: string,
): Promise<boolean> {
  if (!user.totpSecret) return false;
  const digits = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    const step = matchingStep(totpFor(deps, user, user.totpSecret), digits);
    return step !== undefined && (await useTotpStep(deps.prisma, user.id, step));
  }
  const recovery = normaliseRecoveryCode(code);
  if (!/^[a-z0-9]{10}$/.test(recovery)) return false;
  for (const stored of await listUnusedRecoveryCodes(deps.prisma, user.id)) {
    const { valid } = await deps.passwords.verify(recovery, stored.codeHash);
    if (valid) return useRecoveryCode(deps.prisma, stored.id);
  }
  return false;
}

/** Turning two-factor off takes the password and a code; an admin who must keep it cannot. */
export async function disableTwoFactor(
  deps: AuthDeps,
  user: User,
  input: { password: string; code: string },
): Promise<void> {
  if (isTwoFactorRequired(deps, user)) {
    throw httpErrors.forbidden(twoFactorMessages.requiredForAdmins, 'TWO_FACTOR_REQUIRED');
  }
  const { valid } = await deps.passwords.verify(input.password, user.passwordHash);
  if (!valid) {
    throw httpErrors.badRequest('Your password is not correct', 'WRONG_PASSWORD', {
      password: ['Your password is not correct'],
    });
  }
  if (!(await checkSecondFactor(deps, user, input.code))) throw wrongCode();
  await deps.prisma.$transaction((tx) => disableTotp(tx, user.id));
  deps.logger.info({ event: 'two_factor_disabled', userId: user.id }, 'two-factor turned off');
}
