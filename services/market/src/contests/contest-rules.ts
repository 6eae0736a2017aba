import type { AllowedStocks, Commission, ContestStatus } from '@fc/contracts/contests';
import { httpErrors } from '@fc/service-kit/errors';

/**
 * A contest's trading rules (issue #22), applied to every trade and order of its portfolios:
 * only while it runs, only the stocks it allows, premium stocks only if it allows them (to every
 * participant alike, unlocked or not), and its commission on each trade. Pure.
 */
export interface ContestRules {
  id: number;
  name: string;
  startsAt: Date;
  endsAt: Date;
  allowedStocks: AllowedStocks;
  commission: Commission;
  premiumAllowed: boolean;
}

export function contestStatusAt(
  contest: { startsAt: Date; endsAt: Date },
  now: Date,
): ContestStatus {
  if (now < contest.startsAt) return 'upcoming';
  return now < contest.endsAt ? 'running' : 'ended';
}

/** What the contest charges for a trade of `totalCents`: flat, or a share rounded to the cent. */
export function commissionOf(commission: Commission | undefined, totalCents: number): number {
  if (!commission || commission.kind === 'none') return 0;
  if (commission.kind === 'flat') return commission.cents;
  return Math.round((totalCents * commission.basisPoints) / 10_000);
}

export function isStockAllowed(
  allowed: AllowedStocks,
  stock: { symbol: string; sector: string },
): boolean {
  switch (allowed.kind) {
    case 'all':
      return true;
    case 'symbols':
      return allowed.symbols.includes(stock.symbol);
    case 'sectors':
      return allowed.sectors.includes(stock.sector);
  }
}

/** Refuses a trade or an order the contest's rules do not allow; answers nothing when allowed. */
export function checkContestTrade(
  contest: ContestRules,
  stock: { symbol: string; sector: string; exclusive: boolean },
  now: Date,
): void {
  const status = contestStatusAt(contest, now);
  if (status !== 'running') {
    throw httpErrors.conflict(
      status === 'upcoming' ? 'This contest has not started yet' : 'This contest has ended',
      'CONTEST_NOT_RUNNING',
    );
  }
  if (
    !isStockAllowed(contest.allowedStocks, stock) ||
    (stock.exclusive && !contest.premiumAllowed)
  ) {
    throw httpErrors.forbidden(
      `${stock.symbol} is not allowed in this contest`,
      'STOCK_NOT_ALLOWED',
    );
  }
}

/** Rules as stored (JSON columns) read back; the shapes were checked when the contest was made. */
export function toContestRules(row: {
  id: number;
  name: string;
  startsAt: Date;
  endsAt: Date;
  allowedStocks: unknown;
  commission: unknown;
  premiumAllowed: boolean;
}): ContestRules {
  return {
    id: row.id,
    name: row.name,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    allowedStocks: row.allowedStocks as AllowedStocks,
    commission: row.commission as Commission,
    premiumAllowed: row.premiumAllowed,
  };
}
