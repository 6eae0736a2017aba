// The gateway-overhead bench's upstream (scripts/bench/gateway-overhead.ts): answers every
// request with a small JSON body, after ?delayMs= milliseconds, as cheaply as Node can.
import { createServer } from 'node:http';

const body = JSON.stringify({
  id: 1,
  symbol: 'ACME',
  name: 'Acme Corporation',
  priceCents: 12345,
  previousPriceCents: 12000,
  sector: 'Technology',
});
const server = createServer((req, res) => {
  const delayMs = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('delayMs') ?? 0);
  req.resume();
  req.on('end', () => {
    const answer = () => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(body);
    };
    if (delayMs > 0) setTimeout(answer, delayMs);
    else answer();
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
