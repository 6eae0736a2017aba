import type { Candle, Holding, Stock } from '@fc/contracts/market';
import { percentOf } from '../shared/money.ts';
import type { CandleRow, StockRow } from './stocks.repository.ts';

/** A stock as holdings, transactions and trades show it. */
export type StockRef = Holding['stock'];

/** What a stock reference is made from: a stock row, or the stock columns of a joined row. */
export type StockRefRow = Pick<
  StockRow,
  'id' | 'symbol' | 'name' | 'sector' | 'priceCents' | 'riskFactor'
>;

export function stockRef(stock: StockRefRow): StockRef {
  return {
    id: stock.id,
    symbol: stock.symbol,
    name: stock.name,
    sector: stock.sector,
    currentPrice: stock.priceCents,
    riskFactor: stock.riskFactor,
  };
}

export function toStock(row: StockRow): Stock {
  return {
    ...stockRef(row),
    marketCap: Number(row.marketCap),
    changePercent: percentOf(row.priceCents - row.previousPriceCents, row.previousPriceCents),
    exclusive: row.exclusive,
    priceUpdatedAt: row.priceUpdatedAt.toISOString(),
  };
}

export function toCandle(row: CandleRow): Candle {
  return {
    time: Math.floor(row.bucket.getTime() / 1000),
    open: row.open,
    high: row.high,
    low: row.low,
    close: row.close,
  };
}
