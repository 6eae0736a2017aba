import { sql } from 'kysely';
import type { Sql } from '../db.ts';

/**
 * A portfolio's recorded values: the performance chart's history, written at every price refresh
 * and whenever money is put in or taken out.
 */

/** The last value recorded in each bucket of `bucketMs` since a time, oldest first. */
export function listValuesPerBucket(db: Sql, portfolioId: number, bucketMs: number, since: Date) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('portfolio_value')
        .select([
          'valued_at',
          'total_value_cents',
          'invested_cents',
          sql<number>`floor(extract(epoch FROM valued_at) * 1000 / ${bucketMs}::double precision)`.as(
            'bucket',
          ),
        ])
        .where('portfolio_id', '=', portfolioId)
        .where('valued_at', '>=', since)
        .as('values_in_range'),
    )
    .distinctOn('bucket')
    .select(['valued_at', 'total_value_cents', 'invested_cents'])
    .orderBy('bucket')
    .orderBy('valued_at', 'desc')
    .execute();
}

/** A recorded value, as listValuesPerBucket and findFirstValue read it. */
export type PortfolioValueRow = Awaited<ReturnType<typeof listValuesPerBucket>>[number];

/** The portfolio's first recorded value (its start: the starting cash), or undefined. */
export function findFirstValue(
  db: Sql,
  portfolioId: number,
): Promise<PortfolioValueRow | undefined> {
  return db
    .selectFrom('portfolio_value')
    .select(['valued_at', 'total_value_cents', 'invested_cents'])
    .where('portfolio_id', '=', portfolioId)
    .orderBy('valued_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Records the portfolio's value now at the current prices (cash plus holdings), with its invested
 * base, at `valuedAt`: one statement, after the change it follows.
 */
export async function recordPortfolioValue(
  db: Sql,
  portfolioId: number,
  valuedAt: Date,
): Promise<void> {
  await db
    .insertInto('portfolio_value')
    .columns(['portfolio_id', 'valued_at', 'total_value_cents', 'invested_cents'])
    .expression((eb) =>
      eb
        .selectFrom('portfolio as p')
        .select([
          'p.id',
          sql<Date>`${valuedAt}::timestamptz`.as('valued_at'),
          sql<bigint>`p.cash_cents + (
            SELECT COALESCE(SUM(h.shares::bigint * s.price_cents), 0)
            FROM holding h JOIN stock s ON s.id = h.stock_id
            WHERE h.portfolio_id = p.id)`.as('total_value_cents'),
          'p.invested_cents',
        ])
        .where('p.id', '=', portfolioId),
    )
    .execute();
}

/**
 * Values every portfolio at the current prices and records the values, in one statement; answers
 * each value with whether it is a practice portfolio that has ever traded.
 */
export function recordAllPortfolioValues(db: Sql, valuedAt: Date) {
  return db
    .with('portfolio_values', (values) =>
      values
        .selectFrom('portfolio as p')
        .leftJoin('holding as h', 'h.portfolio_id', 'p.id')
        .leftJoin('stock as s', 's.id', 'h.stock_id')
        .select([
          'p.id as portfolio_id',
          'p.user_id',
          'p.invested_cents as invested',
          'p.best_announced_return_basis_points as best_announced',
          sql<bigint>`(p.cash_cents + COALESCE(SUM(h.shares::bigint * s.price_cents), 0))::bigint`.as(
            'total_value',
          ),
          // Only practice portfolios announce their returns: a contest ranks its own.
          sql<boolean>`p.contest_id IS NULL
            AND EXISTS (SELECT 1 FROM trade t WHERE t.portfolio_id = p.id)`.as('traded'),
        ])
        .groupBy('p.id'),
    )
    .with('inserted', (inserted) =>
      inserted
        .insertInto('portfolio_value')
        .columns(['portfolio_id', 'valued_at', 'total_value_cents', 'invested_cents'])
        .expression((eb) =>
          eb
            .selectFrom('portfolio_values')
            .select([
              'portfolio_id',
              sql<Date>`${valuedAt}::timestamptz`.as('valued_at'),
              'total_value',
              'invested',
            ]),
        ),
    )
    .selectFrom('portfolio_values')
    .selectAll()
    .execute();
}

/** Remembers the best return each portfolio has announced in portfolio.valued. */
export async function setBestAnnouncedReturns(
  db: Sql,
  best: { portfolioId: number; basisPoints: number }[],
): Promise<void> {
  if (best.length === 0) return;
  await sql`
    UPDATE portfolio p SET best_announced_return_basis_points = u.basis_points
    FROM unnest(${best.map((b) => b.portfolioId)}::int[], ${best.map((b) => b.basisPoints)}::int[])
      AS u(portfolio_id, basis_points)
    WHERE p.id = u.portfolio_id AND p.best_announced_return_basis_points < u.basis_points`.execute(
    db,
  );
}
