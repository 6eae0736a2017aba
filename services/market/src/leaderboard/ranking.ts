import type { LeaderboardRank } from '@fc/contracts/market';
import { lastValuePerDay, returnRiskOf, type ValuePoint } from '../portfolios/risk.ts';
import { percentOf } from '../shared/money.ts';

/**
 * Ranking portfolios by a rule over a time window: the investment leaderboard's tabs,
 * and later a contest's ranking. Pure: the rows come from ranking.repository.ts, one per
 * portfolio, already cut to the window. Money is integer cents, returns basis points (10000 =
 * 100 %); floats live only inside the risk view's ratio, which is answered in hundredths.
 *
 * Every rule breaks ties the same way: an equal score goes to the portfolio opened first (the
 * lower portfolio id; ids are handed out in order). For `return` that is the order the
 * leaderboard has always had.
 */

/**
 * A Sharpe-like ratio over fewer daily values than this is noise (one lucky day decides it): such
 * a portfolio is listed after the ranked ones, with no score, until it has the history.
 */
export const MIN_DAYS_FOR_RISK_ADJUSTED = 5;

export interface ValueAt {
  totalValueCents: number;
  /** The invested base of that time (starting cash, bonuses, admin changes). */
  investedCents: number;
}

/** One portfolio over the window, as ranking.repository.ts reads it. */
export interface PortfolioRankingRow {
  portfolioId: number;
  userId: number;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  /** Where the window starts for this portfolio: its start (made or reset) or the window's, if later. */
  startedAt: Date;
  /** The first value recorded at or after `startedAt`; null when none was. */
  start: ValueAt | null;
  /** The value at the window's end (for a window ending now: at the current prices). */
  end: ValueAt & { valuedAt: Date };
  /** The last value recorded on each UTC day of the window, oldest first (risk_adjusted only). */
  days: readonly ValuePoint[];
  /** The club index (hundredths) at its first level at or after `startedAt`; null when none yet. */
  indexStartHundredths: number | null;
  /** The club index at its last level up to the window's end; null when none. */
  indexEndHundredths: number | null;
}

export interface RankedPortfolio {
  /** The place in the list, from 1; unscored portfolios follow the scored ones. */
  rank: number;
  /** The figure the rule ranks by; null: not enough history for the rule. */
  score: number | null;
  /** The return over the window, cents: value less the invested base, at the end less at the start. */
  returnCents: number;
  /** That return over the money at work in the window (basis points). */
  returnBasisPoints: number;
  row: PortfolioRankingRow;
}

/**
 * The return over the window: the change of (value − invested base), so deposits, bonuses and
 * admin changes are not a return, over the value at the start plus what was put in since. Since
 * the start of a portfolio (whose first value is its starting cash) that is the leaderboard's
 * total return over the money put in.
 */
export function windowReturn(row: PortfolioRankingRow): { cents: number; basisPoints: number } {
  const { start, end } = row;
  const endReturn = end.totalValueCents - end.investedCents;
  const startReturn = start ? start.totalValueCents - start.investedCents : 0;
  const base = start
    ? start.totalValueCents + (end.investedCents - start.investedCents)
    : end.investedCents;
  const cents = endReturn - startReturn;
  return { cents, basisPoints: percentOf(cents, base) };
}

/**
 * The club index's return over the portfolio's window (basis points). Without a level since the
 * start there was no price refresh since then, so prices, and the index, have not moved: 0.
 */
export function indexReturnBasisPoints(row: PortfolioRankingRow): number {
  const { indexStartHundredths: start, indexEndHundredths: end } = row;
  if (start === null || end === null || start <= 0) return 0;
  return percentOf(end - start, start);
}

/**
 * The risk view's Sharpe-like ratio (risk.ts, so the leaderboard and the risk card agree) of the
 * daily values with the value at the end as the last day's, in hundredths; null with fewer than
 * MIN_DAYS_FOR_RISK_ADJUSTED days. A portfolio that never moved (no swing to weigh) scores 0.
 */
export function riskAdjustedHundredths(row: PortfolioRankingRow): number | null {
  const endPoint: ValuePoint = {
    valuedAt: row.end.valuedAt,
    totalValue: row.end.totalValueCents,
    totalReturn: row.end.totalValueCents - row.end.investedCents,
  };
  const days = lastValuePerDay([...row.days, endPoint]);
  if (days.length < MIN_DAYS_FOR_RISK_ADJUSTED) return null;
  const { sharpeLike } = returnRiskOf(days);
  return sharpeLike === null ? 0 : Math.round(sharpeLike * 100);
}

/** The score of one portfolio under a rule (see RankedPortfolio.score). */
export function scoreOf(rule: LeaderboardRank, row: PortfolioRankingRow): number | null {
  switch (rule) {
    case 'return':
      return windowReturn(row).cents;
    case 'risk_adjusted':
      return riskAdjustedHundredths(row);
    case 'beat_index':
      return windowReturn(row).basisPoints - indexReturnBasisPoints(row);
  }
}

/**
 * The portfolios in rank order: scored ones by score, highest first, then those without a score;
 * equal scores (and unscored ones among themselves) by portfolio id, the first opened first.
 */
export function rankPortfolios(
  rule: LeaderboardRank,
  rows: readonly PortfolioRankingRow[],
): RankedPortfolio[] {
  const scored = rows.map((row) => {
    const { cents, basisPoints } = windowReturn(row);
    return { row, score: scoreOf(rule, row), returnCents: cents, returnBasisPoints: basisPoints };
  });
  scored.sort((a, b) => {
    if (a.score !== b.score) {
      if (a.score === null) return 1;
      if (b.score === null) return -1;
      return b.score - a.score;
    }
    return a.row.portfolioId - b.row.portfolioId;
  });
  return scored.map((entry, index) => ({ rank: index + 1, ...entry }));
}
