// Orders bench (docs/product.md, "Investment Simulator"): a price refresh with BENCH_OPEN_ORDERS
// (10,000) open limit and stop orders across the catalogue's stocks, held by
// BENCH_ORDER_PORTFOLIOS (2,000) portfolios, fills every one the new prices cross (half of them) —
// trades, holdings, cash, orders and one trade.executed each, in the refresh's transaction.
// Baseline, in the same run: the same refresh (same stocks, same portfolios valued) with no open
// orders.
import pg from 'pg';
import { createLogger } from '../../packages/service-kit/src/logger.ts';
import type { PriceProvider } from '../../services/market/src/prices/price-provider.ts';
import { refreshPrices } from '../../services/market/src/prices/price-refresh.ts';
import { startMarketService } from '../../services/market/test/fixtures/build-market-service.ts';
import { printTable, times } from './measure.ts';

const countOf = async (db: pg.Client, sql: string) =>
  Number((await db.query<{ count: string }>(sql)).rows[0]?.count ?? 0);

const ORDERS = Number(process.env.BENCH_OPEN_ORDERS ?? 10_000);
const PORTFOLIOS = Number(process.env.BENCH_ORDER_PORTFOLIOS ?? 2_000);
const logger = createLogger({ name: 'bench-orders', level: 'warn' });

/** Every price down 2 % (and back up by 2 % for the baseline's refresh): enough to cross half. */
const moveBy = (factor: number): PriceProvider => ({
  name: 'bench',
  async fetchPrices(stocks) {
    return new Map(
      stocks.map((stock) => [stock.symbol, Math.max(1, Math.round(stock.priceCents * factor))]),
    );
  },
});

const market = await startMarketService({ LOG_LEVEL: 'warn' });
const db = new pg.Client({ connectionString: market.env.DATABASE_URL as string });
await db.connect();
try {
  await db.query('SET search_path TO market');
  const stocks = (
    await db.query<{ id: number; price_cents: number }>(
      'SELECT id, price_cents FROM stock WHERE NOT exclusive ORDER BY id',
    )
  ).rows;
  // Portfolios with plenty of cash and 100 shares of every stock.
  await db.query(
    `INSERT INTO portfolio (user_id, cash_cents, invested_cents)
     SELECT 100000 + i, 1000000000, 1000000000 FROM generate_series(1, $1) AS i`,
    [PORTFOLIOS],
  );
  await db.query(
    `INSERT INTO holding (portfolio_id, stock_id, shares, cost_cents)
     SELECT p.id, s.id, 100, 100 * s.price_cents FROM portfolio p CROSS JOIN stock s
     WHERE p.user_id > 100000 AND NOT s.exclusive`,
  );
  await db.query('ANALYZE');

  // Baseline: a refresh up 2 % with no order open, then one back down, to end where it began.
  await refreshPrices(market.deps.prisma, moveBy(1.02), logger, new Date(Date.now() + 1_000));
  const baselineStart = performance.now();
  await refreshPrices(market.deps.prisma, moveBy(1 / 1.02), logger, new Date(Date.now() + 2_000));
  const baselineMs = performance.now() - baselineStart;

  // The orders, four kinds in turn over the portfolios and stocks: a buy limit 1 % under the
  // price and a stop-loss 1 % under it cross when prices fall 2 %; a buy limit 5 % under and a
  // sell limit 5 % over do not. Each buy holds back its cost, as the API would make it.
  await db.query(
    `INSERT INTO stock_order (portfolio_id, stock_id, side, kind, shares, trigger_price_cents,
                              reserved_cents, time_in_force)
     SELECT p.id, s.id, k.side, k.kind, 1 + i % 5,
            greatest(1, round(s.price_cents * k.factor))::int,
            CASE WHEN k.side = 'buy' THEN (1 + i % 5) * greatest(1, round(s.price_cents * k.factor)) ELSE 0 END,
            'gtc'
     FROM generate_series(0, $1 - 1) AS i
     JOIN LATERAL (SELECT id FROM portfolio WHERE user_id = 100001 + i % $2) AS p ON true
     JOIN LATERAL (SELECT id, price_cents FROM stock WHERE id = ($3::int[])[1 + i % $4]) AS s ON true
     JOIN LATERAL (SELECT * FROM (VALUES
        (0, 'buy', 'limit', 0.99), (1, 'sell', 'stop', 0.99),
        (2, 'buy', 'limit', 0.95), (3, 'sell', 'limit', 1.05)) AS v(n, side, kind, factor)
        WHERE v.n = i % 4) AS k ON true`,
    [ORDERS, PORTFOLIOS, stocks.map((stock) => stock.id), stocks.length],
  );
  await db.query('ANALYZE');
  const open = await countOf(db, `SELECT count(*) FROM stock_order WHERE status = 'open'`);

  const start = performance.now();
  const result = await refreshPrices(
    market.deps.prisma,
    moveBy(0.98),
    logger,
    new Date(Date.now() + 3_000),
  );
  const refreshMs = performance.now() - start;
  const filled = result.orders?.filled ?? 0;
  const trades = await countOf(db, 'SELECT count(*) FROM trade WHERE order_id IS NOT NULL');
  const events = await countOf(
    db,
    `SELECT count(*) FROM outbox_event WHERE name = 'trade.executed'`,
  );
  const expected = Math.floor(ORDERS / 2);
  const isCorrect = filled === expected && trades === filled && events === filled;
  process.stdout.write(
    `${open.toLocaleString('en-US')} open orders over ${stocks.length} stocks and ${PORTFOLIOS.toLocaleString('en-US')} portfolios; ` +
      `the refresh filled ${filled.toLocaleString('en-US')} (expected ${expected.toLocaleString('en-US')}), refused ${result.orders?.refused ?? 0}; ` +
      `${trades.toLocaleString('en-US')} trades and ${events.toLocaleString('en-US')} trade.executed written\n\n`,
  );
  printTable(
    ['figure', 'measured', 'the same refresh, no orders (baseline)', 'measured ÷ baseline'],
    [
      [
        `refresh with ${ORDERS.toLocaleString('en-US')} open orders`,
        `${refreshMs.toFixed(0)} ms`,
        `${baselineMs.toFixed(0)} ms`,
        times(refreshMs, baselineMs),
      ],
    ],
  );
  // The exit code says whether the refresh filled what it should, not whether it was fast enough.
  if (!isCorrect) process.exitCode = 1;
} finally {
  await db.end();
  await market.close();
}
