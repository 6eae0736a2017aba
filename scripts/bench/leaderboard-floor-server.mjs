// The leaderboard bench's floor (scripts/bench/leaderboard.ts): the least an HTTP answer of the
// board can be in Node — no framework, session, validation or logging — the same Redis round trip
// as the bench's baseline (ZREVRANGE of the top N and ZREVRANK of the caller, one pipeline) and
// its result as JSON. What this costs beyond the Redis round trip is HTTP's on this machine, which
// no implementation behind an HTTP API can avoid.
import { createServer } from 'node:http';
import { Redis } from 'ioredis';

const redis = new Redis(process.env.REDIS_URL);
const board = process.env.FLOOR_BOARD_KEY;
const caller = process.env.FLOOR_CALLER_MEMBER;
const topN = Number(process.env.FLOOR_TOP_N);

const server = createServer((req, res) => {
  if (!req.url?.startsWith('/api/leaderboard')) return void res.writeHead(200).end();
  redis
    .pipeline()
    .zrevrange(board, 0, topN - 1)
    .zrevrank(board, caller)
    .exec()
    .then(
      (results) => {
        const [[, top], [, rank]] = results;
        res.writeHead(200, {
          'content-type': 'application/json',
          'x-caller-rank': String(Number(rank) + 1),
        });
        res.end(JSON.stringify(top.map((member) => ({ member }))));
      },
      () => res.writeHead(500).end(),
    );
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
