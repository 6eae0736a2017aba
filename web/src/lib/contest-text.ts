import type { Contest, ContestStatus } from '@fc/contracts/contests';
import type { LeaderboardRank } from '@fc/contracts/market';

import type { BadgeVariant } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/dates';
import { formatDollars } from '@/lib/money';

/** The status badge of a contest. */
export const statusBadges: Record<ContestStatus, { label: string; variant: BadgeVariant }> = {
  upcoming: { label: 'Upcoming', variant: 'warning' },
  running: { label: 'Running', variant: 'success' },
  ended: { label: 'Ended', variant: 'neutral' },
};

/** How the leaderboard ranks, in the words of the Leaderboard page's tabs. */
export const rankLabels: Record<LeaderboardRank, string> = {
  return: 'Return',
  risk_adjusted: 'Risk-adjusted',
  beat_index: 'Beat the index',
};

/** "Mar 4, 2026, 9:00 AM – Mar 18, 2026, 3:00 PM". */
export function contestDates(contest: Pick<Contest, 'startsAt' | 'endsAt'>): string {
  return `${formatDateTime(contest.startsAt)} – ${formatDateTime(contest.endsAt)}`;
}

/** 0.25 % for 25 basis points. */
export function formatBasisPoints(basisPoints: number): string {
  return `${(basisPoints / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;
}

/** The stocks a contest allows, in plain words. */
export function allowedStocksText({ allowedStocks }: Pick<Contest, 'allowedStocks'>): string {
  if (allowedStocks.kind === 'symbols') return `Only ${allowedStocks.symbols.join(', ')}`;
  if (allowedStocks.kind === 'sectors') return `Only ${allowedStocks.sectors.join(', ')} stocks`;
  return 'Any stock';
}

/** The commission of each trade, in plain words. */
export function commissionText({ commission }: Pick<Contest, 'commission'>): string {
  if (commission.kind === 'flat') return `${formatDollars(commission.cents)} a trade`;
  if (commission.kind === 'percent')
    return `${formatBasisPoints(commission.basisPoints)} of each trade`;
  return 'None';
}

export type ContestRules = Pick<
  Contest,
  'startingCash' | 'allowedStocks' | 'commission' | 'rankBy' | 'premiumAllowed'
>;

/** The rules as label and value pairs, for a definition list. */
export function contestRules(contest: ContestRules): { label: string; value: string }[] {
  return [
    { label: 'Starting cash', value: formatDollars(contest.startingCash) },
    { label: 'Stocks allowed', value: allowedStocksText(contest) },
    { label: 'Commission', value: commissionText(contest) },
    { label: 'Ranked by', value: rankLabels[contest.rankBy] },
    { label: 'Premium stocks', value: contest.premiumAllowed ? 'Allowed' : 'Not allowed' },
  ];
}

/** The rules in one line, e.g. for the trading page's banner. */
export function contestRulesLine(contest: ContestRules): string {
  return contestRules(contest)
    .map(({ label, value }) => `${label}: ${value}`)
    .join(' · ');
}
