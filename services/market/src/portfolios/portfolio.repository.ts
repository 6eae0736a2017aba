import { sql, type Selectable } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Sql } from '../db.ts';
import type { Portfolio } from '../generated/kysely.ts';
import { stockRefColumns } from '../stocks/stocks.repository.ts';

/** A portfolio as stored: the practice one (contest_id null) or one of a contest. */
export type PortfolioRow = Selectable<Portfolio>;

export function findPortfolioByUser(db: Sql, userId: number): Promise<PortfolioRow | undefined> {
  return db
    .selectFrom('portfolio')
    .selectAll()
    .where('user_id', '=', userId)
    .where('contest_id', 'is', null)
    .executeTakeFirst();
}

export function findPortfolioById(db: Sql, id: number): Promise<PortfolioRow | undefined> {
  return db.selectFrom('portfolio').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A portfolio that must exist (its row is locked or was just written). */
export function getPortfolioById(db: Sql, id: number): Promise<PortfolioRow> {
  return db.selectFrom('portfolio').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Removes the portfolio with its holdings, trades and recorded values (cascade). */
export async function deletePortfolio(db: Sql, id: number): Promise<void> {
  await db.deleteFrom('portfolio').where('id', '=', id).execute();
}

export async function setResetAt(db: Sql, id: number, resetAt: Date): Promise<void> {
  await db.updateTable('portfolio').set({ reset_at: resetAt }).where('id', '=', id).execute();
}

/** Locks the portfolio row for the rest of the transaction: trades on one portfolio queue up. */
export async function lockPortfolioRow(db: Sql, portfolioId: number): Promise<void> {
  await db.selectFrom('portfolio').select('id').where('id', '=', portfolioId).forUpdate().execute();
}

/**
 * Locks the portfolio row and reads it in one statement: a row read FOR UPDATE is its latest
 * version once the lock is had, whatever the statement's snapshot.
 */
export function lockPortfolio(db: Sql, portfolioId: number): Promise<PortfolioRow> {
  return db
    .selectFrom('portfolio')
    .selectAll()
    .where('id', '=', portfolioId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The user's practice portfolio, locked for the rest of the transaction, or undefined. */
export function lockPracticePortfolio(db: Sql, userId: number): Promise<PortfolioRow | undefined> {
  return db
    .selectFrom('portfolio')
    .selectAll()
    .where('user_id', '=', userId)
    .where('contest_id', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** Whose portfolio this is (undefined when there is none). */
export async function findPortfolioOwner(
  db: Sql,
  portfolioId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('portfolio')
    .select('user_id')
    .where('id', '=', portfolioId)
    .executeTakeFirst();
  return row?.user_id;
}

/**
 * Makes the user's practice portfolio with this cash as cash and invested base, unless they have
 * one, with its first recorded value (the performance chart starts at the starting cash), in one
 * statement: concurrent first reads never collide (ON CONFLICT DO NOTHING), and only the call
 * that made it writes the value.
 */
export async function insertPracticePortfolioIfMissing(
  db: Sql,
  userId: number,
  startingCashCents: number,
): Promise<void> {
  const cash = BigInt(startingCashCents);
  await db
    .with('made', (made) =>
      made
        .insertInto('portfolio')
        .values({ user_id: userId, cash_cents: cash, invested_cents: cash })
        .onConflict((conflict) => conflict.doNothing())
        .returning(['id', 'created_at', 'cash_cents', 'invested_cents']),
    )
    .insertInto('portfolio_value')
    .columns(['portfolio_id', 'valued_at', 'total_value_cents', 'invested_cents'])
    .expression((eb) =>
      eb.selectFrom('made').select(['id', 'created_at', 'cash_cents', 'invested_cents']),
    )
    .execute();
}

/** Sets the cash, and moves the invested base by the same change (an admin's gift or fine). */
export function setCashAndInvested(
  db: Sql,
  id: number,
  cashCents: bigint,
  investedDelta: bigint,
): Promise<PortfolioRow> {
  return db
    .updateTable('portfolio')
    .set((eb) => ({
      cash_cents: cashCents,
      invested_cents: eb('invested_cents', '+', investedDelta),
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Money put in (a deposit or a trading bonus) joins the cash and the invested base alike, so it
 * is not counted as a return; with `unlockedFeatures`, an achievement's unlocks are set with it.
 */
export async function creditPortfolio(
  db: Sql,
  id: number,
  credit: { amountCents: bigint; unlockedFeatures?: string[] },
): Promise<void> {
  await db
    .updateTable('portfolio')
    .set((eb) => ({
      cash_cents: eb('cash_cents', '+', credit.amountCents),
      invested_cents: eb('invested_cents', '+', credit.amountCents),
      ...(credit.unlockedFeatures ? { unlocked_features: credit.unlockedFeatures } : {}),
    }))
    .where('id', '=', id)
    .execute();
}

/** A line in the portfolio's cash changes: an admin's change, a bonus or a deposit. */
export async function insertCashAdjustment(
  db: Sql,
  adjustment: {
    portfolioId: number;
    kind: 'admin_set' | 'trading_bonus' | 'deposit';
    oldCents: bigint;
    newCents: bigint;
    adminId?: number;
    achievementId?: string;
    /** When it counts from (a deposit is dated the month it pays for); now when not given. */
    at?: Date;
  },
): Promise<void> {
  await db
    .insertInto('cash_adjustment')
    .values({
      portfolio_id: adjustment.portfolioId,
      kind: adjustment.kind,
      old_cents: adjustment.oldCents,
      new_cents: adjustment.newCents,
      admin_id: adjustment.adminId ?? null,
      achievement_id: adjustment.achievementId ?? null,
      ...(adjustment.at ? { created_at: adjustment.at } : {}),
    })
    .execute();
}

/** The holdings at the current prices, in cents (0 without holdings). */
export async function sumHoldingsValue(db: Sql, portfolioId: number): Promise<number> {
  const row = await db
    .selectFrom('holding as h')
    .innerJoin('stock as s', 's.id', 'h.stock_id')
    .select(sql<bigint>`COALESCE(SUM(h.shares::bigint * s.price_cents), 0)::bigint`.as('value'))
    .where('h.portfolio_id', '=', portfolioId)
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/** The portfolio's holdings, each with its stock, by symbol. */
export function listHoldingsWithStock(db: Sql, portfolioId: number) {
  return db
    .selectFrom('holding as h')
    .innerJoin('stock as s', 's.id', 'h.stock_id')
    .select((eb) => [
      'h.id',
      'h.shares',
      'h.cost_cents',
      jsonObjectFrom(
        eb.selectFrom('stock').select(stockRefColumns).whereRef('stock.id', '=', 'h.stock_id'),
      )
        .$notNull()
        .as('stock'),
    ])
    .where('h.portfolio_id', '=', portfolioId)
    .orderBy('s.symbol')
    .execute();
}

export function findTrader(db: Sql, userId: number) {
  return db.selectFrom('trader').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The names the investment leaderboard shows, as the auth service last sent them. */
export async function upsertTrader(
  db: Sql,
  profile: { userId: number; username: string; firstName: string; lastName: string },
): Promise<void> {
  const names = {
    username: profile.username,
    first_name: profile.firstName,
    last_name: profile.lastName,
  };
  await db
    .insertInto('trader')
    .values({ user_id: profile.userId, ...names })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(names))
    .execute();
}
