import type { LeaderboardEntry } from '@fc/contracts/rewards';

import type { InvestmentLeaderboardEntry } from '@/api/get-investment-leaderboard';
import type { LeaderboardPage } from '@/api/get-leaderboard';

/** docs/product.md section 9: the podium needs at least 3 members. */
export const PODIUM_MIN_MEMBERS = 3;

/**
 * The loaded pages as one ranked list. A member can move between two pages
 * while they load (someone earned points in between): they are listed once.
 */
export function flattenLeaderboard(pages: readonly LeaderboardPage[]): LeaderboardEntry[] {
  const seen = new Set<number>();
  const entries: LeaderboardEntry[] = [];
  for (const page of pages) {
    for (const entry of page.entries) {
      if (seen.has(entry.id)) continue;
      seen.add(entry.id);
      entries.push(entry);
    }
  }
  return entries;
}

export interface ClubStatistics {
  totalMembers: number;
  totalPoints: number;
  /** Rounded to a whole number (docs/product.md section 9). */
  averagePoints: number;
  /** Whether the sums cover every member, or only the top `sampleSize`. */
  isComplete: boolean;
  sampleSize: number;
}

/**
 * Club Statistics over the loaded members. `totalMembers` is the server's
 * count when known; when only the top of the list is loaded the sums say so.
 */
export function computeClubStatistics(
  entries: readonly LeaderboardEntry[],
  totalMembers: number | null,
): ClubStatistics {
  const totalPoints = entries.reduce((sum, entry) => sum + entry.points, 0);
  const members = Math.max(totalMembers ?? entries.length, entries.length);
  return {
    totalMembers: members,
    totalPoints,
    averagePoints: entries.length > 0 ? Math.round(totalPoints / entries.length) : 0,
    isComplete: entries.length >= members,
    sampleSize: entries.length,
  };
}

/** Highest profit first (the heading's promise); equal profits keep the server's order. */
export function sortByProfit(
  entries: readonly InvestmentLeaderboardEntry[],
): InvestmentLeaderboardEntry[] {
  return [...entries].sort((a, b) => b.totalReturn - a.totalReturn);
}

/**
 * The money an investor put in (the invested base: starting cash, trading bonuses and admin cash
 * changes), which their return is measured against: value − return.
 */
export function getMoneyPutIn(
  entry: Pick<InvestmentLeaderboardEntry, 'totalValue' | 'totalReturn'>,
): number {
  return entry.totalValue - entry.totalReturn;
}

/** The name a podium shows: the first name, else the username. */
export function getShortName(entry: Pick<LeaderboardEntry, 'firstName' | 'username'>): string {
  return entry.firstName.trim() || entry.username;
}
