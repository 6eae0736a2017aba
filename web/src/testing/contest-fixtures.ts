import type { Contest, ContestLeaderboard } from '@fc/contracts/contests';
import type { InvestmentLeaderboardEntry } from '@fc/contracts/market';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from now of the start and the end, for each status: the pages follow the clock too. */
const datesByStatus: Record<Contest['status'], [number, number]> = {
  upcoming: [1, 14],
  running: [-1, 13],
  ended: [-14, -1],
};

const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

export function buildContest(overrides: Partial<Contest> = {}): Contest {
  const [startDay, endDay] = datesByStatus[overrides.status ?? 'running'];
  return {
    id: 5,
    name: 'Spring Stock Cup',
    startsAt: daysFromNow(startDay),
    endsAt: daysFromNow(endDay),
    startingCash: 500_000,
    allowedStocks: { kind: 'all' },
    commission: { kind: 'none' },
    rankBy: 'return',
    premiumAllowed: false,
    enrolment: 'open',
    status: 'running',
    frozenAt: null,
    participants: 2,
    portfolioId: null,
    ...overrides,
  };
}

export function buildEntry(
  overrides: Partial<InvestmentLeaderboardEntry> & Pick<InvestmentLeaderboardEntry, 'id' | 'rank'>,
): InvestmentLeaderboardEntry {
  return {
    username: `student${overrides.id}`,
    firstName: `Student${overrides.id}`,
    lastName: 'Tester',
    totalReturn: 1_000,
    totalReturnPercent: 20,
    totalValue: 501_000,
    rankBy: 'return',
    score: 1_000,
    ...overrides,
  };
}

export function buildContestLeaderboard(
  overrides: Partial<ContestLeaderboard> = {},
): ContestLeaderboard {
  return {
    contest: buildContest(),
    isFrozen: false,
    entries: [
      buildEntry({ id: 7, rank: 1, firstName: 'Alex', lastName: 'Morgan', username: 'alexm' }),
      buildEntry({ id: 8, rank: 2, firstName: 'Bea', lastName: 'Lin', totalReturn: -2_500 }),
    ],
    ...overrides,
  };
}
