// The market bench's floor (scripts/bench/market.ts): the least an HTTP trade can be in Node — no
// framework, session, validation, logging or outbox — reading the JSON body and running the same
// raw SQL as the bench's baseline (lock the portfolio, move cash, upsert the holding, insert the
// trade, in one transaction) on a pg pool of 10, answering 201. What a trade through the gateway
// and market costs beyond this is the product's own work; what this costs beyond the raw SQL is
// HTTP's on this machine, which no implementation behind an HTTP API can avoid.
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const stockId = Number(process.env.FLOOR_STOCK_ID);

async function trade(portfolioId) {
  const connection = await pool.connect();
  try {
    await connection.query('BEGIN');
    await connection.query('SELECT id, cash_cents FROM market.portfolio WHERE id = $1 FOR UPDATE', [
      portfolioId,
    ]);
    await connection.query(
      'UPDATE market.portfolio SET cash_cents = cash_cents - 100 WHERE id = $1',
      [portfolioId],
    );
    await connection.query(
      `INSERT INTO market.holding (portfolio_id, stock_id, shares, cost_cents) VALUES ($1, $2, 1, 100)
       ON CONFLICT (portfolio_id, stock_id) DO UPDATE SET shares = market.holding.shares + 1`,
      [portfolioId, stockId],
    );
    await connection.query(
      `INSERT INTO market.trade (portfolio_id, stock_id, type, shares, price_cents, total_cents)
       VALUES ($1, $2, 'buy', 1, 100, 100)`,
      [portfolioId, stockId],
    );
    await connection.query('COMMIT');
  } catch (error) {
    await connection.query('ROLLBACK');
    throw error;
  } finally {
    connection.release();
  }
}

const server = createServer((req, res) => {
  // POST /api/portfolios/:id/trade, as the product's path; anything else answers 200 (health).
  const match = /^\/api\/portfolios\/(\d+)\/trade$/.exec(req.url ?? '');
  if (!match) return void res.writeHead(200).end();
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    trade(Number(match[1])).then(
      () => {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ type: body.type, shares: body.shares, stockId }));
      },
      () => res.writeHead(500).end(),
    );
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
