import { sql, type Insertable, type Selectable } from 'kysely';
import type { Sql } from '../db.ts';
import type { Contest, ContestResult } from '../generated/kysely.ts';
import type { PortfolioRow } from '../portfolios/portfolio.repository.ts';

export type ContestRow = Selectable<Contest>;

/** Contests with how many portfolios each has. */
function selectContestsWithParticipants(db: Sql) {
  return db
    .selectFrom('contest as c')
    .selectAll('c')
    .select((eb) =>
      eb
        .selectFrom('portfolio as p')
        .select(eb.fn.countAll<bigint>().as('count'))
        .whereRef('p.contest_id', '=', 'c.id')
        .$asScalar()
        .as('participants'),
    );
}

export type ContestWithParticipants = ContestRow & { participants: bigint };

export function findContestWithParticipants(
  db: Sql,
  contestId: number,
): Promise<ContestWithParticipants | undefined> {
  return selectContestsWithParticipants(db).where('c.id', '=', contestId).executeTakeFirst();
}

/** Every contest, newest first. */
export function listContestsWithParticipants(db: Sql): Promise<ContestWithParticipants[]> {
  return selectContestsWithParticipants(db)
    .orderBy('c.starts_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

export function insertContest(db: Sql, contest: Insertable<Contest>): Promise<ContestRow> {
  return db.insertInto('contest').values(contest).returningAll().executeTakeFirstOrThrow();
}

/** The user's portfolio in a contest, if they have one. */
export function findContestPortfolio(
  db: Sql,
  contestId: number,
  userId: number,
): Promise<PortfolioRow | undefined> {
  return db
    .selectFrom('portfolio')
    .selectAll()
    .where('contest_id', '=', contestId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The user's contest portfolios: which contest each is in. */
export function listContestPortfoliosOf(db: Sql, userId: number) {
  return db
    .selectFrom('portfolio')
    .select(['id', 'contest_id'])
    .where('user_id', '=', userId)
    .where('contest_id', 'is not', null)
    .execute();
}

/**
 * Every member the market knows (its traders) gets a portfolio in the contest with its starting
 * cash, and the first point of its performance chart, in one statement; answers who was enrolled
 * now (not those who were already in).
 */
export async function enrolTraders(db: Sql, contestId: number) {
  const { rows } = await sql<{ user_id: number; created_at: Date }>`
    WITH made AS (
      INSERT INTO portfolio (user_id, contest_id, cash_cents, invested_cents)
      SELECT t.user_id, c.id, c.starting_cash_cents, c.starting_cash_cents
      FROM trader t CROSS JOIN contest c
      WHERE c.id = ${contestId}::int
      ON CONFLICT DO NOTHING
      RETURNING id, user_id, created_at, cash_cents, invested_cents
    ), first_value AS (
      INSERT INTO portfolio_value (portfolio_id, valued_at, total_value_cents, invested_cents)
      SELECT id, created_at, cash_cents, invested_cents FROM made
    )
    SELECT user_id, created_at FROM made`.execute(db);
  return rows;
}

/**
 * A portfolio in the contest with its starting cash, and the first point of its performance
 * chart, unless the user has one there; answers the one made (undefined when there was one).
 */
export async function insertContestPortfolio(
  db: Sql,
  contest: Pick<ContestRow, 'id' | 'starting_cash_cents'>,
  userId: number,
) {
  const { rows } = await sql<{ id: number; created_at: Date }>`
    WITH made AS (
      INSERT INTO portfolio (user_id, contest_id, cash_cents, invested_cents)
      VALUES (${userId}::int, ${contest.id}::int, ${contest.starting_cash_cents}::bigint,
              ${contest.starting_cash_cents}::bigint)
      ON CONFLICT DO NOTHING
      RETURNING id, created_at, cash_cents, invested_cents
    ), first_value AS (
      INSERT INTO portfolio_value (portfolio_id, valued_at, total_value_cents, invested_cents)
      SELECT id, created_at, cash_cents, invested_cents FROM made
    )
    SELECT id, created_at FROM made`.execute(db);
  return rows[0];
}

/** The contest's portfolios that have traded. */
export async function listTradedPortfolioIds(db: Sql, contestId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('portfolio as p')
    .select('p.id')
    .where('p.contest_id', '=', contestId)
    .where((eb) =>
      eb.exists(eb.selectFrom('trade as t').select('t.id').whereRef('t.portfolio_id', '=', 'p.id')),
    )
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Each portfolio of an ended contest valued as at the end: its cash and holdings (nothing trades
 * after the end) at each stock's last price by then, unless it has a value at the end already.
 */
export async function recordEndValues(db: Sql, contestId: number): Promise<void> {
  await sql`
    INSERT INTO portfolio_value (portfolio_id, valued_at, total_value_cents, invested_cents)
    SELECT p.id, c.ends_at,
           p.cash_cents + COALESCE(SUM(h.shares::bigint * COALESCE(last_price.price_cents, s.price_cents)), 0),
           p.invested_cents
    FROM portfolio p
    JOIN contest c ON c.id = p.contest_id
    LEFT JOIN holding h ON h.portfolio_id = p.id
    LEFT JOIN stock s ON s.id = h.stock_id
    LEFT JOIN LATERAL (
      SELECT pp.price_cents FROM price_point pp
      WHERE pp.stock_id = h.stock_id AND pp.at <= c.ends_at
      ORDER BY pp.at DESC LIMIT 1
    ) AS last_price ON true
    WHERE c.id = ${contestId}::int
      AND NOT EXISTS (
        SELECT 1 FROM portfolio_value pv WHERE pv.portfolio_id = p.id AND pv.valued_at = c.ends_at)
    GROUP BY p.id, c.ends_at`.execute(db);
}

/** Contests that have ended and are not frozen yet, the earliest ended first. */
export function listEndedUnfrozen(db: Sql, now: Date): Promise<ContestRow[]> {
  return db
    .selectFrom('contest')
    .selectAll()
    .where('frozen_at', 'is', null)
    .where('ends_at', '<=', now)
    .orderBy('ends_at')
    .execute();
}

/** Marks the contest frozen unless it is already; answers whether this call froze it. */
export async function claimContestFreeze(db: Sql, contestId: number, now: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('contest')
    .set({ frozen_at: now })
    .where('id', '=', contestId)
    .where('frozen_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function insertResults(db: Sql, results: Insertable<ContestResult>[]): Promise<void> {
  if (results.length === 0) return;
  await db.insertInto('contest_result').values(results).execute();
}

/** A frozen contest's results, by rank. */
export function listResults(db: Sql, contestId: number) {
  return db
    .selectFrom('contest_result')
    .selectAll()
    .where('contest_id', '=', contestId)
    .orderBy('rank')
    .orderBy('user_id')
    .execute();
}
