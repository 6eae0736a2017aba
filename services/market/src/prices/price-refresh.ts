import type { Logger } from '@fc/service-kit/logger';
import type { Db } from '../db.ts';
import { valueAllPortfolios } from '../portfolios/portfolio.service.ts';
import { isPriceCents } from '../shared/money.ts';
import type { PriceProvider } from './price-provider.ts';
import { listStocksToPrice, storePrices } from './prices.repository.ts';

export interface RefreshResult {
  refreshed: number;
  valuedPortfolios: number;
  at: string;
}

/**
 * One refresh: new prices for every stock from the provider, stored as the current price and as
 * history, then every portfolio valued at the new prices (for the performance chart) and
 * portfolio.valued published for those that trade. All in one transaction: a failing provider
 * throws before anything is written, so the last prices stay (the job is retried at the next run).
 */
export async function refreshPrices(
  db: Db,
  provider: PriceProvider,
  logger: Logger,
  now = new Date(),
): Promise<RefreshResult> {
  const stocks = await listStocksToPrice(db);
  if (stocks.length === 0) return { refreshed: 0, valuedPortfolios: 0, at: now.toISOString() };
  const prices = await provider.fetchPrices(
    stocks.map(({ symbol, priceCents, riskFactor }) => ({ symbol, priceCents, riskFactor })),
    now,
  );
  const ids = stocks.map((stock) => stock.id);
  const newPrices = stocks.map((stock) => {
    const price = prices.get(stock.symbol);
    // The providers promise a complete set; this is the last guard before the database.
    if (price === undefined || !isPriceCents(price)) {
      throw new Error(`${provider.name} gave no usable price for ${stock.symbol}`);
    }
    return price;
  });

  return db.$transaction(
    async (tx) => {
      await storePrices(tx, ids, newPrices, now);
      const valued = await valueAllPortfolios(tx, now);
      logger.info(
        { provider: provider.name, stocks: ids.length, portfolios: valued },
        'prices refreshed',
      );
      return { refreshed: ids.length, valuedPortfolios: valued, at: now.toISOString() };
    },
    { timeout: 60_000 },
  );
}
