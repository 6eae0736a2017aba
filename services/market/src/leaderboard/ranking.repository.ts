import { sql, type RawBuilder } from 'kysely';
import type { Sql } from '../db.ts';
import type { PortfolioRankingRow } from './ranking.ts';

/** Which portfolios to rank, over which time (a contest passes its own; the leaderboard none). */
export interface RankingScope {
  /** These portfolios (whether or not they traded); null: every portfolio that has traded. */
  portfolioIds: readonly number[] | null;
  /** The window's start; null: each portfolio since it started (made, or reset by an admin). */
  since: Date | null;
  /** The window's end; null: now, at the current prices. */
  until: Date | null;
}

/** The club leaderboard's scope: everyone who has traded, since they started, until now. */
export const ALL_TIME: RankingScope = { portfolioIds: null, since: null, until: null };

/**
 * One row per portfolio of the scope, in one statement: the value at the window's start and end,
 * the club index at both ends and (with `withDays`) the last value of each UTC day of the window,
 * the risk view's daily values (risk.ts). Each part is an index lookup per portfolio
 * (portfolio_value by portfolio and time, benchmark_value by time), so a thousand portfolios with
 * months of history stay one quick round trip. A portfolio with nothing recorded by a past
 * window's end is left out (it had not started). Runs in a transaction of its own, so `db` is the
 * pool's Kysely.
 */
export async function listRankingRows(
  db: Sql,
  scope: RankingScope,
  { withDays }: { withDays: boolean },
): Promise<PortfolioRankingRow[]> {
  const ids = scope.portfolioIds === null ? null : [...scope.portfolioIds];
  const until = scope.until;
  const beforeEnd = (column: RawBuilder<unknown>) =>
    until === null ? sql`` : sql`AND ${column} <= ${until}::timestamptz`;
  // Now: cash plus the holdings at the current prices; a past end: the last value recorded by then.
  const endValue =
    until === null
      ? sql`
          SELECT now() AS end_at, m.cash_cents + COALESCE(SUM(h.shares::bigint * s.price_cents), 0)
                   AS end_value, m.invested_cents AS end_invested
          FROM holding h JOIN stock s ON s.id = h.stock_id
          WHERE h.portfolio_id = m.id`
      : sql`
          SELECT pv.valued_at AS end_at, pv.total_value_cents AS end_value,
                 pv.invested_cents AS end_invested
          FROM portfolio_value pv
          WHERE pv.portfolio_id = m.id AND pv.valued_at >= m.started_at AND pv.valued_at <= ${until}::timestamptz
          ORDER BY pv.valued_at DESC, pv.id DESC
          LIMIT 1`;
  // The last value of each UTC day: one backward probe of the (portfolio, time) index per day,
  // rather than reading and sorting every value of the window (up to a value every 15 minutes in
  // the recent days, a value an hour before that: market-history.ts).
  const windowEnd = until === null ? sql`now()` : sql`${until}::timestamptz`;
  const days = withDays
    ? sql`(
        SELECT json_agg(json_build_object('at', last_of_day.valued_at,
                                          'value', last_of_day.total_value_cents,
                                          'invested', last_of_day.invested_cents)
                        ORDER BY last_of_day.valued_at)
        FROM generate_series((m.started_at AT TIME ZONE 'UTC')::date,
                             (${windowEnd} AT TIME ZONE 'UTC')::date, interval '1 day') AS day
        CROSS JOIN LATERAL (
          SELECT pv.valued_at, pv.total_value_cents, pv.invested_cents
          FROM portfolio_value pv
          WHERE pv.portfolio_id = m.id
                AND pv.valued_at >= GREATEST(m.started_at, day AT TIME ZONE 'UTC')
                AND pv.valued_at < (day + interval '1 day') AT TIME ZONE 'UTC'
                ${beforeEnd(sql.ref('pv.valued_at'))}
          ORDER BY pv.valued_at DESC
          LIMIT 1
        ) AS last_of_day)`
    : sql`NULL::json`;

  const rows = await db.transaction().execute(async (trx) => {
    // The planner takes each day series for 1000 days, so it would JIT-compile the statement:
    // over a second of compiling for a statement that runs in a fraction of that. Off for it alone.
    await sql`SET LOCAL jit = off`.execute(trx);
    const { rows: ranked } = await sql<{
      portfolio_id: number;
      user_id: number;
      username: string | null;
      first_name: string | null;
      last_name: string | null;
      started_at: Date;
      start_value: bigint | null;
      start_invested: bigint | null;
      end_at: Date | null;
      end_value: bigint | null;
      end_invested: bigint | null;
      index_start: number | null;
      index_end: number | null;
      days: { at: string; value: number; invested: number }[] | null;
    }>`
    WITH members AS (
      SELECT p.id, p.user_id, p.cash_cents, p.invested_cents,
             GREATEST(p.created_at, p.reset_at, ${scope.since}::timestamptz) AS started_at
      FROM portfolio p
      WHERE CASE WHEN ${ids}::int[] IS NULL
                 -- The club leaderboard: practice portfolios (contests rank their own).
                 THEN p.contest_id IS NULL
                      AND EXISTS (SELECT 1 FROM trade tr WHERE tr.portfolio_id = p.id)
                 ELSE p.id = ANY(${ids}::int[]) END
    )
    SELECT m.id AS portfolio_id, m.user_id, t.username, t.first_name, t.last_name, m.started_at,
           first_value.total_value_cents AS start_value, first_value.invested_cents AS start_invested,
           end_value.end_at, end_value.end_value::bigint AS end_value,
           end_value.end_invested::bigint AS end_invested,
           index_start.level_hundredths AS index_start, index_end.level_hundredths AS index_end,
           ${days} AS days
    FROM members m
    LEFT JOIN trader t ON t.user_id = m.user_id
    LEFT JOIN LATERAL (
      SELECT pv.total_value_cents, pv.invested_cents
      FROM portfolio_value pv
      WHERE pv.portfolio_id = m.id AND pv.valued_at >= m.started_at
            ${beforeEnd(sql.ref('pv.valued_at'))}
      ORDER BY pv.valued_at ASC, pv.id ASC
      LIMIT 1
    ) AS first_value ON true
    LEFT JOIN LATERAL (${endValue}) AS end_value ON true
    LEFT JOIN LATERAL (
      SELECT b.level_hundredths FROM benchmark_value b
      WHERE b.valued_at >= m.started_at ${beforeEnd(sql.ref('b.valued_at'))}
      ORDER BY b.valued_at ASC
      LIMIT 1
    ) AS index_start ON true
    LEFT JOIN LATERAL (
      SELECT b.level_hundredths FROM benchmark_value b
      WHERE true ${beforeEnd(sql.ref('b.valued_at'))}
      ORDER BY b.valued_at DESC
      LIMIT 1
    ) AS index_end ON true`.execute(trx);
    return ranked;
  });

  return rows.flatMap((row) => {
    if (row.end_at === null || row.end_value === null || row.end_invested === null) return [];
    return [
      {
        portfolioId: row.portfolio_id,
        userId: row.user_id,
        username: row.username,
        firstName: row.first_name,
        lastName: row.last_name,
        startedAt: row.started_at,
        start:
          row.start_value === null || row.start_invested === null
            ? null
            : {
                totalValueCents: Number(row.start_value),
                investedCents: Number(row.start_invested),
              },
        end: {
          valuedAt: row.end_at,
          totalValueCents: Number(row.end_value),
          investedCents: Number(row.end_invested),
        },
        days: (row.days ?? []).map((day) => ({
          valuedAt: new Date(day.at),
          totalValue: Number(day.value),
          totalReturn: Number(day.value) - Number(day.invested),
        })),
        indexStartHundredths: row.index_start,
        indexEndHundredths: row.index_end,
      },
    ];
  });
}
