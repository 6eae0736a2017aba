import type { DbOrTx } from '../db.ts';

export function savePendingSecret(db: DbOrTx, userId: number, secret: string) {
  return db.user.update({ where: { id: userId }, data: { totpPendingSecret: secret } });
}

/** Turns two-factor on with the confirmed secret and its recovery codes (hashed), in one go. */
export async function enableTotp(
  db: DbOrTx,
  userId: number,
  change: { secret: string; step: number; recoveryCodeHashes: string[] },
) {
  await db.recoveryCode.deleteMany({ where: { userId } });
  await db.recoveryCode.createMany({
    data: change.recoveryCodeHashes.map((codeHash) => ({ userId, codeHash })),
  });
  return db.user.update({
    where: { id: userId },
    data: {
      totpSecret: change.secret,
      totpEnabledAt: new Date(),
      totpLastStep: change.step,
      totpPendingSecret: null,
    },
  });
}

export async function disableTotp(db: DbOrTx, userId: number) {
  await db.recoveryCode.deleteMany({ where: { userId } });
  return db.user.update({
    where: { id: userId },
    data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null, totpPendingSecret: null },
  });
}

/**
 * Records a TOTP time step as used, only when it is newer than the last one used: answers
 * whether it was (a code, even a right one, works once).
 */
export async function useTotpStep(db: DbOrTx, userId: number, step: number): Promise<boolean> {
  const { count } = await db.user.updateMany({
    where: { id: userId, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { totpLastStep: step },
  });
  return count === 1;
}

export function listUnusedRecoveryCodes(db: DbOrTx, userId: number) {
  return db.recoveryCode.findMany({ where: { userId, usedAt: null }, orderBy: { id: 'asc' } });
}

/** Marks a recovery code used, once: answers whether this call did. */
export async function useRecoveryCode(db: DbOrTx, id: number): Promise<boolean> {
  const { count } = await db.recoveryCode.updateMany({
    where: { id, usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1;
}
