import { z } from 'zod';
import {
  leaderboardRankSchema,
  type InvestmentLeaderboardEntry,
  type LeaderboardRank,
} from '@fc/contracts/market';
import { parse } from '@fc/service-kit/validation';
import type { Sql } from '../db.ts';
import { ALL_TIME, listRankingRows, type RankingScope } from './ranking.repository.ts';
import { rankPortfolios, type RankedPortfolio } from './ranking.ts';

/** As investmentLeaderboardQuerySchema in the contracts' route list declares it. */
const leaderboardQuerySchema = z.object({ rank: leaderboardRankSchema.default('return') });

/** A ranked portfolio as the leaderboard shows it; a trader whose names never arrived gets placeholders. */
export function toRankedEntry(
  rule: LeaderboardRank,
  ranked: RankedPortfolio,
): InvestmentLeaderboardEntry {
  const { row } = ranked;
  return {
    rank: ranked.rank,
    id: row.userId,
    username: row.username ?? `user${row.userId}`,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    totalReturn: ranked.returnCents,
    totalReturnPercent: ranked.returnBasisPoints,
    totalValue: row.end.totalValueCents,
    rankBy: rule,
    score: ranked.score,
  };
}

/**
 * The portfolios of a scope ranked by a rule, best first (ranking.ts): one statement, then one
 * pass. The daily values are read only for the rule that needs them.
 */
export async function rankScope(
  db: Sql,
  rule: LeaderboardRank,
  scope: RankingScope,
): Promise<RankedPortfolio[]> {
  const rows = await listRankingRows(db, scope, { withDays: rule === 'risk_adjusted' });
  return rankPortfolios(rule, rows);
}

/** The investment leaderboard by a rule: everyone who has traded, since they started, top `limit`. */
export async function getRankedLeaderboard(
  db: Sql,
  rule: LeaderboardRank,
  limit = 100,
): Promise<InvestmentLeaderboardEntry[]> {
  const ranked = await rankScope(db, rule, ALL_TIME);
  return ranked.slice(0, limit).map((entry) => toRankedEntry(rule, entry));
}

/**
 * The risk-adjusted ranking reads every portfolio's daily values (about a second for a thousand
 * portfolios over a season), and they change only when prices refresh every 15 minutes: it is
 * kept this long, and callers who ask while it is being computed share the one computation.
 */
export const RISK_ADJUSTED_CACHE_MS = 60_000;
const riskAdjustedCache = new WeakMap<
  Sql,
  { at: number; entries: Promise<InvestmentLeaderboardEntry[]> }
>();

function cachedRiskAdjusted(db: Sql, now: number): Promise<InvestmentLeaderboardEntry[]> {
  const cached = riskAdjustedCache.get(db);
  if (cached && now - cached.at < RISK_ADJUSTED_CACHE_MS) return cached.entries;
  const entries = getRankedLeaderboard(db, 'risk_adjusted');
  riskAdjustedCache.set(db, { at: now, entries });
  // A failed computation is not kept: the next caller tries again.
  entries.catch(() => riskAdjustedCache.delete(db));
  return entries;
}

/** GET /api/investment-leaderboard?rank=return|risk_adjusted|beat_index (return by default). */
export async function getInvestmentLeaderboardFor(
  db: Sql,
  query: unknown,
  now = Date.now(),
): Promise<InvestmentLeaderboardEntry[]> {
  const { rank } = parse(leaderboardQuerySchema, query);
  return rank === 'risk_adjusted' ? cachedRiskAdjusted(db, now) : getRankedLeaderboard(db, rank);
}
