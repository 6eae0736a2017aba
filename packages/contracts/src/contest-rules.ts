import type { AllowedStocks, Commission } from './contests.ts';

/**
 * A contest's trading rules as pure functions, shared by the market service (which enforces them
 * on every trade and order) and the trading page (which lists only what may be traded and shows
 * each estimate with the commission that will be charged), so the two never disagree.
 */

/** What a contest charges for a trade of `totalCents`: flat, or a share rounded to the cent. */
export function contestCommissionCents(
  commission: Commission | null | undefined,
  totalCents: number,
): number {
  if (!commission || commission.kind === 'none') return 0;
  if (commission.kind === 'flat') return commission.cents;
  return Math.round((totalCents * commission.basisPoints) / 10_000);
}

/** Whether the stock is among those the contest allows (by symbol, by sector, or any). */
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

/**
 * Whether a contest's portfolios may trade the stock: it is allowed, and a premium stock only in
 * a contest that allows premium stocks (to every participant alike, unlocked or not).
 */
export function isTradableInContest(
  contest: { allowedStocks: AllowedStocks; premiumAllowed: boolean },
  stock: { symbol: string; sector: string; exclusive: boolean },
): boolean {
  return (
    isStockAllowed(contest.allowedStocks, stock) && (!stock.exclusive || contest.premiumAllowed)
  );
}
