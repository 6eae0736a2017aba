import type { Candle, Holding, Stock } from '@fc/contracts/market';
import { percentOf } from '../shared/money.ts';
import type { CandleRow, StockRefRow, StockRow } from './stocks.repository.ts';

/** A stock as holdings, transactions and trades show it. */
export type StockRef = Holding['stock'];

export function stockRef(stock: StockRefRow): StockRef {
  return {
    id: stock.id,
    symbol: stock.symbol,
    name: stock.name,
    sector: stock.sector,
    currentPrice: stock.price_cents,
    riskFactor: stock.risk_factor,
  };
}

export function toStock(row: StockRow): Stock {
  return {
    ...stockRef(row),
    marketCap: Number(row.market_cap),
    changePercent: percentOf(row.price_cents - row.previous_price_cents, row.previous_price_cents),
    exclusive: row.exclusive,
    priceUpdatedAt: row.price_updated_at.toISOString(),
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
