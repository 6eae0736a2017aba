import type { EventPayload } from '@fc/contracts/events';
import type { RecurringDeposit } from '@fc/contracts/deposits';
import type { Sql } from '../db.ts';
import {
  creditPortfolio,
  insertCashAdjustment,
  lockPortfolio,
} from '../portfolios/portfolio.repository.ts';
import { recordPortfolioValue } from '../portfolios/portfolio-values.repository.ts';
import { ensurePortfolio } from '../portfolios/portfolio.service.ts';
import { nextDueAfter } from './deposit-schedule.ts';
import {
  advanceDeposit,
  claimDepositChange,
  claimDueDeposit,
  deleteDeposit,
  findDeposit,
  findLastDepositDueAt,
  insertDeposit,
} from './deposits.repository.ts';

/** The market worker's queue that pays the months due (prices/price-worker.ts). */
export const DEPOSIT_QUEUE = 'market.deposits';
/** Deposits fall due once a month; looking every 5 minutes pays each within minutes of its time. */
export const DEPOSIT_CHECK_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Pays one month of a deposit into the user's portfolio, under its row lock: the amount joins the
 * cash and the invested base alike (money put in is not a return), with a 'deposit' line in the
 * cash changes dated the month it pays for, and the value recorded for the performance chart.
 */
async function creditMonth(
  trx: Sql,
  deposit: { userId: number; monthlyCents: number },
  dueAt: Date,
  now: Date,
  startingCashCents: number,
): Promise<void> {
  const created = await ensurePortfolio(trx, deposit.userId, startingCashCents);
  const portfolio = await lockPortfolio(trx, created.id);
  const amount = BigInt(deposit.monthlyCents);
  await creditPortfolio(trx, portfolio.id, { amountCents: amount });
  await insertCashAdjustment(trx, {
    portfolioId: portfolio.id,
    kind: 'deposit',
    oldCents: portfolio.cash_cents,
    newCents: portfolio.cash_cents + amount,
    at: dueAt,
  });
  await recordPortfolioValue(trx, portfolio.id, now);
}

/**
 * budget.deposit_changed: a plan's deposit replaces the user's deposit, or monthlyCents 0 stops
 * it. A change older than one already applied is ignored (events are handled concurrently and
 * retried). A new deposit pays its first month at once, unless a deposit was paid less than a
 * month ago (turned off and on again, or moved to another plan): then its first month is due a
 * month after that one, so switching never pays a month twice.
 */
export async function applyDepositChange(
  trx: Sql,
  change: EventPayload<'budget.deposit_changed'>,
  startingCashCents: number,
): Promise<void> {
  const changedAt = new Date(change.changedAt);
  if (!(await claimDepositChange(trx, change.userId, changedAt))) return;
  // Taken first, as the runner takes it before the portfolio: the two never wait on each other.
  await deleteDeposit(trx, change.userId);
  if (change.monthlyCents === 0) return;
  const portfolio = await ensurePortfolio(trx, change.userId, startingCashCents);
  const lastDueAt = await findLastDepositDueAt(trx, portfolio.id);
  const afterLast = lastDueAt && nextDueAfter(lastDueAt, lastDueAt.getUTCDate());
  let nextDueAt = afterLast && afterLast > changedAt ? afterLast : changedAt;
  const dayOfMonth = nextDueAt.getUTCDate();
  if (nextDueAt <= changedAt) {
    await creditMonth(trx, change, nextDueAt, changedAt, startingCashCents);
    nextDueAt = nextDueAfter(nextDueAt, dayOfMonth);
  }
  await insertDeposit(trx, {
    user_id: change.userId,
    plan_id: change.planId,
    plan_name: change.planName,
    monthly_cents: change.monthlyCents,
    day_of_month: dayOfMonth,
    next_due_at: nextDueAt,
    started_at: changedAt,
  });
}

/**
 * Pays every month due by `now`, one month per transaction, oldest first: a deposit several
 * months behind (the worker was down) catches up one month at a time. Each month is claimed under
 * its row lock (others skip it) and its due date moved on in the same transaction as the credit,
 * so however many worker replicas run at once, a month is paid exactly once. Answers how many
 * months were paid.
 */
export async function runDueDeposits(
  db: Sql,
  now: Date,
  startingCashCents: number,
  /** Stops between months (the worker shutting down): what is left is paid by the next run. */
  signal?: AbortSignal,
): Promise<number> {
  let paid = 0;
  while (!signal?.aborted) {
    const isPaid = await db.transaction().execute(async (trx) => {
      const due = await claimDueDeposit(trx, now);
      if (!due) return false;
      const deposit = { userId: due.user_id, monthlyCents: due.monthly_cents };
      await creditMonth(trx, deposit, due.next_due_at, now, startingCashCents);
      const next = nextDueAfter(due.next_due_at, due.day_of_month);
      // The row is locked, so this holds; were it not, the credit rolls back with it.
      if (!(await advanceDeposit(trx, due.user_id, due.next_due_at, next))) {
        throw new Error(`the deposit of user ${due.user_id} moved while it was being paid`);
      }
      return true;
    });
    if (!isPaid) break;
    paid += 1;
  }
  return paid;
}

/** The user's deposit as the API shows it, or null. */
export async function getRecurringDeposit(db: Sql, userId: number): Promise<RecurringDeposit> {
  const deposit = await findDeposit(db, userId);
  if (!deposit) return null;
  return {
    planId: deposit.plan_id,
    planName: deposit.plan_name,
    monthlyCents: deposit.monthly_cents,
    startedAt: deposit.started_at.toISOString(),
    nextDueAt: deposit.next_due_at.toISOString(),
  };
}
