import type { DbOrTx, Tx } from '../db.ts';
import type { RecurringDeposit } from '../generated/prisma/client.ts';

export type RecurringDepositRow = RecurringDeposit;

export function findDeposit(db: DbOrTx, userId: number): Promise<RecurringDepositRow | null> {
  return db.recurringDeposit.findUnique({ where: { userId } });
}

/**
 * Records a user's deposit change unless a newer one was already applied; answers whether this
 * one is the newest. The upsert locks the user's row, so changes of one user apply one at a time.
 */
export async function claimDepositChange(
  tx: Tx,
  userId: number,
  changedAt: Date,
): Promise<boolean> {
  const rows = await tx.$queryRaw<{ user_id: number }[]>`
    INSERT INTO recurring_deposit_change (user_id, changed_at) VALUES (${userId}, ${changedAt})
    ON CONFLICT (user_id) DO UPDATE SET changed_at = EXCLUDED.changed_at
    WHERE recurring_deposit_change.changed_at <= EXCLUDED.changed_at
    RETURNING user_id`;
  return rows.length === 1;
}

/** Removes the user's deposit (waiting for a run crediting it to finish). */
export async function deleteDeposit(tx: Tx, userId: number): Promise<void> {
  await tx.recurringDeposit.deleteMany({ where: { userId } });
}

export async function insertDeposit(tx: Tx, data: RecurringDepositRow): Promise<void> {
  await tx.recurringDeposit.create({ data });
}

/**
 * Takes the deposit due the longest, locked for the rest of the transaction; one another runner
 * holds is skipped, so each due month is taken by one runner only.
 */
export async function claimDueDeposit(tx: Tx, now: Date): Promise<RecurringDepositRow | undefined> {
  const [row] = await tx.$queryRaw<
    {
      user_id: number;
      plan_id: number;
      plan_name: string;
      monthly_cents: number;
      day_of_month: number;
      next_due_at: Date;
      started_at: Date;
    }[]
  >`
    SELECT user_id, plan_id, plan_name, monthly_cents, day_of_month, next_due_at, started_at
    FROM recurring_deposit
    WHERE next_due_at <= ${now}
    ORDER BY next_due_at, user_id
    LIMIT 1
    FOR UPDATE SKIP LOCKED`;
  if (!row) return undefined;
  return {
    userId: row.user_id,
    planId: row.plan_id,
    planName: row.plan_name,
    monthlyCents: row.monthly_cents,
    dayOfMonth: row.day_of_month,
    nextDueAt: row.next_due_at,
    startedAt: row.started_at,
  };
}

/** Moves the due date on from the one credited; answers false when it was no longer that one. */
export async function advanceDeposit(
  tx: Tx,
  userId: number,
  creditedDueAt: Date,
  nextDueAt: Date,
): Promise<boolean> {
  const { count } = await tx.recurringDeposit.updateMany({
    where: { userId, nextDueAt: creditedDueAt },
    data: { nextDueAt },
  });
  return count === 1;
}

/** Adds a deposit to the cash and the invested base (the portfolio row is locked by the caller). */
export async function creditDepositToPortfolio(
  tx: Tx,
  portfolioId: number,
  amountCents: bigint,
): Promise<void> {
  await tx.portfolio.update({
    where: { id: portfolioId },
    data: { cashCents: { increment: amountCents }, investedCents: { increment: amountCents } },
  });
}

/** The deposit's line in the cash changes, dated the month it pays for. */
export async function insertDepositAdjustment(
  tx: Tx,
  data: { portfolioId: number; oldCents: bigint; newCents: bigint; dueAt: Date },
): Promise<void> {
  await tx.cashAdjustment.create({
    data: {
      portfolioId: data.portfolioId,
      kind: 'deposit',
      oldCents: data.oldCents,
      newCents: data.newCents,
      adminId: null,
      createdAt: data.dueAt,
    },
  });
}

/** When the portfolio's latest deposit was due, if it has one. */
export async function findLastDepositDueAt(
  db: DbOrTx,
  portfolioId: number,
): Promise<Date | undefined> {
  const last = await db.cashAdjustment.findFirst({
    where: { portfolioId, kind: 'deposit' },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { createdAt: true },
  });
  return last?.createdAt;
}
