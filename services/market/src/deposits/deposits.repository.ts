import type { Insertable, Selectable } from 'kysely';
import type { Sql } from '../db.ts';
import type { RecurringDeposit } from '../generated/kysely.ts';

export type RecurringDepositRow = Selectable<RecurringDeposit>;

export function findDeposit(db: Sql, userId: number): Promise<RecurringDepositRow | undefined> {
  return db
    .selectFrom('recurring_deposit')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Records a user's deposit change unless a newer one was already applied; answers whether this
 * one is the newest. The upsert locks the user's row, so changes of one user apply one at a time.
 */
export async function claimDepositChange(
  db: Sql,
  userId: number,
  changedAt: Date,
): Promise<boolean> {
  const claimed = await db
    .insertInto('recurring_deposit_change')
    .values({ user_id: userId, changed_at: changedAt })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet((eb) => ({ changed_at: eb.ref('excluded.changed_at') }))
        .whereRef('recurring_deposit_change.changed_at', '<=', 'excluded.changed_at'),
    )
    .returning('user_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Removes the user's deposit (waiting for a run crediting it to finish). */
export async function deleteDeposit(db: Sql, userId: number): Promise<void> {
  await db.deleteFrom('recurring_deposit').where('user_id', '=', userId).execute();
}

export async function insertDeposit(db: Sql, deposit: Insertable<RecurringDeposit>): Promise<void> {
  await db.insertInto('recurring_deposit').values(deposit).execute();
}

/**
 * Takes the deposit due the longest, locked for the rest of the transaction; one another runner
 * holds is skipped, so each due month is taken by one runner only.
 */
export function claimDueDeposit(db: Sql, now: Date): Promise<RecurringDepositRow | undefined> {
  return db
    .selectFrom('recurring_deposit')
    .selectAll()
    .where('next_due_at', '<=', now)
    .orderBy('next_due_at')
    .orderBy('user_id')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/** Moves the due date on from the one credited; answers false when it was no longer that one. */
export async function advanceDeposit(
  db: Sql,
  userId: number,
  creditedDueAt: Date,
  nextDueAt: Date,
): Promise<boolean> {
  const moved = await db
    .updateTable('recurring_deposit')
    .set({ next_due_at: nextDueAt })
    .where('user_id', '=', userId)
    .where('next_due_at', '=', creditedDueAt)
    .returning('user_id')
    .executeTakeFirst();
  return moved !== undefined;
}

/** When the portfolio's latest deposit was due, if it has one. */
export async function findLastDepositDueAt(
  db: Sql,
  portfolioId: number,
): Promise<Date | undefined> {
  const last = await db
    .selectFrom('cash_adjustment')
    .select('created_at')
    .where('portfolio_id', '=', portfolioId)
    .where('kind', '=', 'deposit')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last?.created_at;
}
