// The live-stream bench's baseline (scripts/bench/sse.ts): the least an SSE fan-out can be — one
// Node http server, no gateway, no sessions, no routing — holding the same connections, fed by the
// same Redis channel, with the same heartbeat. Prints its port on stdout once it listens.
import { createServer } from 'node:http';
import { Redis } from 'ioredis';

const channel = process.env.CHANNEL;
const heartbeatMs = Number(process.env.HEARTBEAT_MS ?? 15_000);
const connections = new Set();
const subscriber = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
await subscriber.subscribe(channel);
subscriber.on('message', (_channel, message) => {
  const space = message.indexOf(' ');
  const id = message.slice(0, space);
  const notice = JSON.parse(message.slice(space + 1));
  const frame = `id: ${id}\nevent: ${notice.type}\ndata: ${JSON.stringify(notice.data)}\n\n`;
  for (const res of connections) res.write(frame);
});
setInterval(() => {
  for (const res of connections) res.write(': heartbeat\n\n');
}, heartbeatMs);
const server = createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.write('retry: 3000\n\n');
  connections.add(res);
  res.on('close', () => connections.delete(res));
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => process.exit(0));
