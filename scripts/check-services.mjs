// Checks that PostgreSQL and Redis answer (creating the database if the server has none of that
// name) and, if not, stops with a message that names the URL and how to start them.
import pg from 'pg';
import { Redis } from 'ioredis';

const databaseUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/finance_club';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const hide = (url) => url.replace(/\/\/([^:/@]+):[^@]+@/, '//$1:***@');
const howToStart = (what, pkg) =>
  `  Start one with your system's packages (e.g. \`sudo apt-get install -y ${pkg}\` and start the service),\n` +
  `  or with Docker: \`docker compose up -d postgres redis\`.\n` +
  `  To use another ${what}, set ${what === 'PostgreSQL' ? 'DATABASE_URL' : 'REDIS_URL'}.`;

async function checkPostgres() {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return;
  } catch (error) {
    await client.end().catch(() => {});
    if (error.code !== '3D000') throw error; // 3D000: the database does not exist yet
  }
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 3000 });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  await admin.end();
  process.stdout.write(`Created the database ${name}.\n`);
}

try {
  await checkPostgres();
} catch (error) {
  process.stderr.write(
    `\nCannot reach PostgreSQL at ${hide(databaseUrl)}: ${error.message}\n${howToStart('PostgreSQL', 'postgresql')}\n\n`,
  );
  process.exit(1);
}

const redis = new Redis(redisUrl, {
  lazyConnect: true,
  maxRetriesPerRequest: 0,
  connectTimeout: 3000,
  retryStrategy: () => null,
});
let lastRedisError;
redis.on('error', (error) => {
  lastRedisError = error;
});
try {
  await redis.connect();
  await redis.ping();
  redis.disconnect();
} catch (error) {
  redis.disconnect();
  process.stderr.write(
    `\nCannot reach Redis at ${hide(redisUrl)}: ${(lastRedisError ?? error).message}\n${howToStart('Redis', 'redis-server')}\n\n`,
  );
  process.exit(1);
}
