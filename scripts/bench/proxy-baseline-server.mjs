// The gateway-overhead bench's baseline (scripts/bench/gateway-overhead.ts): the least a Node
// reverse proxy can be — no routing, logging, rate limit, metrics or security headers — passing
// each request to UPSTREAM_URL on kept-alive connections (undici) and the answer back.
import { createServer } from 'node:http';
import { Pool } from 'undici';

const upstream = new Pool(process.env.UPSTREAM_URL, { connections: 256 });
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'expect']);
const server = createServer((req, res) => {
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (!HOP_BY_HOP.has(name)) headers[name] = value;
  }
  const hasBody =
    req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0';
  upstream
    .stream(
      { path: req.url, method: req.method, headers, body: hasBody ? req : undefined },
      ({ statusCode, headers: answerHeaders }) => {
        delete answerHeaders.connection;
        delete answerHeaders['keep-alive'];
        delete answerHeaders['transfer-encoding'];
        res.writeHead(statusCode, answerHeaders);
        return res;
      },
    )
    .catch(() => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
