import type { AllowedStocks, Commission, ContestStatus } from '@fc/contracts/contests';
import { isTradableInContest } from '@fc/contracts/contest-rules';
import { httpErrors } from '@fc/service-kit/errors';

/**
 * A contest's trading rules, applied to every trade and order of its portfolios:
 * only while it runs, only the stocks it allows, premium stocks only if it allows them (to every
 * participant alike, unlocked or not), and its commission on each trade. Pure; the rules shared
 * with the trading page are in @fc/contracts/contest-rules.
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
  if (!isTradableInContest(contest, stock)) {
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
