import type { Logger } from '@fc/service-kit/logger';
import { publishEvent } from '@fc/service-kit/events/publish';
import type { Db } from '../db.ts';
import { percentOf } from '../portfolios/portfolio.service.ts';
import type { PriceProvider } from './price-provider.ts';

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
  const stocks = await db.stock.findMany({
    select: { id: true, symbol: true, priceCents: true, riskFactor: true },
    orderBy: { id: 'asc' },
  });
  if (stocks.length === 0) return { refreshed: 0, valuedPortfolios: 0, at: now.toISOString() };
  const prices = await provider.fetchPrices(
    stocks.map(({ symbol, priceCents, riskFactor }) => ({ symbol, priceCents, riskFactor })),
    now,
  );
  const ids = stocks.map((stock) => stock.id);
  const newPrices = stocks.map((stock) => {
    const price = prices.get(stock.symbol);
    // The providers promise a complete set; this is the last guard before the database.
    if (price === undefined || !Number.isInteger(price) || price <= 0) {
      throw new Error(`${provider.name} gave no usable price for ${stock.symbol}`);
    }
    return price;
  });

  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`
        UPDATE stock SET previous_price_cents = stock.price_cents, price_cents = u.price,
                         price_updated_at = ${now}
        FROM unnest(${ids}::int[], ${newPrices}::int[]) AS u(id, price)
        WHERE stock.id = u.id`;
      await tx.$executeRaw`
        INSERT INTO price_point (stock_id, at, price_cents)
        SELECT id, ${now}, price FROM unnest(${ids}::int[], ${newPrices}::int[]) AS u(id, price)`;
      const valued = await tx.$queryRaw<
        {
          portfolio_id: number;
          user_id: number;
          total_value: bigint;
          invested: bigint;
          traded: boolean;
        }[]
      >`
        WITH values AS (
          SELECT p.id AS portfolio_id, p.user_id, p.invested_cents AS invested,
                 (p.cash_cents + COALESCE(SUM(h.shares::bigint * s.price_cents), 0))::bigint AS total_value,
                 EXISTS (SELECT 1 FROM trade t WHERE t.portfolio_id = p.id) AS traded
          FROM portfolio p
          LEFT JOIN holding h ON h.portfolio_id = p.id
          LEFT JOIN stock s ON s.id = h.stock_id
          GROUP BY p.id
        ), inserted AS (
          INSERT INTO portfolio_value (portfolio_id, valued_at, total_value_cents, invested_cents)
          SELECT portfolio_id, ${now}, total_value, invested FROM values
        )
        SELECT * FROM values`;
      for (const row of valued) {
        if (!row.traded) continue;
        const totalValue = Number(row.total_value);
        const totalReturn = totalValue - Number(row.invested);
        await publishEvent(tx, 'portfolio.valued', {
          userId: row.user_id,
          portfolioId: row.portfolio_id,
          totalValueCents: totalValue,
          totalReturnCents: totalReturn,
          totalReturnBasisPoints: percentOf(totalReturn, Number(row.invested)),
          valuedAt: now.toISOString(),
        });
      }
      logger.info(
        { provider: provider.name, stocks: ids.length, portfolios: valued.length },
        'prices refreshed',
      );
      return { refreshed: ids.length, valuedPortfolios: valued.length, at: now.toISOString() };
    },
    { timeout: 60_000 },
  );
}
