// Checks that PostgreSQL accepts our login (creating the database if the server has none of that
// name) and that Redis answers; if not, stops with what failed and what to do. `npm start` runs it
// once the dependencies (pg, ioredis) are installed; a plain TCP check has already run before.
import pg from 'pg';
import { Redis } from 'ioredis';
import { StartError, formatFailure } from './start/failure.mjs';
import { hideSecret, serverHint } from './start/network.mjs';

const databaseUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/finance_club';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function postgresError(error) {
  const where = `PostgreSQL at ${hideSecret(databaseUrl)}`;
  if (error.code === '28P01' || error.code === '28000') {
    return new StartError(
      `${where} refused the login: ${error.message}.`,
      'Put a user and password that the server accepts in DATABASE_URL, e.g.\n' +
        'DATABASE_URL=postgresql://finance:secret@127.0.0.1:5432/finance_club npm start',
    );
  }
  if (error.code === '42501') {
    return new StartError(
      `${where}: the database does not exist and this user may not create it (${error.message}).`,
      'Create it once as a superuser (`createdb finance_club`), or use a user with CREATEDB.',
    );
  }
  return new StartError(`Cannot use ${where}: ${error.message}.`, serverHint('PostgreSQL'));
}

async function checkPostgres() {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
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
  const admin = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } catch (error) {
    if (error.code !== '42P04') throw error; // created by someone else meanwhile
  } finally {
    await admin.end();
  }
  process.stdout.write(`  created the database ${name}\n`);
}

async function checkRedis() {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 5000,
    retryStrategy: () => null,
  });
  let lastError;
  redis.on('error', (error) => {
    lastError = error;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    const cause = lastError ?? error;
    throw new StartError(
      `Cannot use Redis at ${hideSecret(redisUrl)}: ${cause.message}.`,
      /NOAUTH|WRONGPASS/.test(cause.message)
        ? 'Put the password in REDIS_URL, e.g. redis://:password@127.0.0.1:6379.'
        : serverHint('Redis'),
    );
  } finally {
    redis.disconnect();
  }
}

try {
  await checkPostgres().catch((error) => {
    throw error instanceof StartError ? error : postgresError(error);
  });
  await checkRedis();
} catch (error) {
  process.stderr.write(formatFailure(error));
  process.exit(1);
}
