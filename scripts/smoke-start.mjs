// The newcomer's path, as `.ci/run` proves it on every change before anything else installs:
// `npm start` on this checkout with a new, empty database, then through the gateway: the web app
// loads, the admin account signs in, a student registers, signs in and opens the modules list,
// the stock prices have history. Then Ctrl-C (SIGINT to the process group, as a terminal sends it):
// `npm start` must exit 0 with every child gone and no port left listening. The database is
// dropped at the end. Plain JavaScript: it runs on the machine's Node.js before any install.
//
//   node scripts/smoke-start.mjs     (on 8080 and 4001-4005 unless they are taken; SMOKE_TIMEOUT_S=1200)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The README's ports, unless something on this machine already holds them.
const port = (await isFree(8080)) ? 8080 : await anyFreePort();
const servicePorts = (await allFree([4001, 4002, 4003, 4004, 4005]))
  ? [4001, 4002, 4003, 4004, 4005]
  : await consecutiveFreePorts(5);
const timeoutMs = Number(process.env.SMOKE_TIMEOUT_S ?? 1200) * 1000;
const serverUrl = process.env.SMOKE_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432';
const database = `finance_club_smoke_${Date.now()}`;
const adminPassword = `smoke-${randomBytes(9).toString('base64url')}`;
const base = `http://127.0.0.1:${port}`;
const startedAt = Date.now();
const seconds = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
const say = (line) => process.stdout.write(`[smoke ${seconds()}] ${line}\n`);

const output = [];
let child;
let exitCode = 0;
try {
  await main();
  say('passed');
} catch (error) {
  process.stderr.write(`\n[smoke] FAILED: ${error.message}\n`);
  if (child && child.exitCode === null) killGroup('SIGKILL');
  exitCode = 1;
}
await dropDatabase();
process.exit(exitCode);

async function main() {
  for (const p of [port, ...servicePorts]) {
    if (await accepts(p)) throw new Error(`port ${p} is already in use before the smoke starts`);
  }
  const portBase = servicePorts[0] === 4001 ? undefined : servicePorts[0];
  say(
    `npm start with DATABASE_URL=${serverUrl}/${database} (a new database), PORT=${port}` +
      (portBase ? `, SERVICE_PORT_BASE=${portBase} (4001-4005 are in use here)` : ''),
  );
  const env = {
    ...process.env,
    DATABASE_URL: `${serverUrl}/${database}`,
    ADMIN_PASSWORD: adminPassword,
    PORT: String(port),
    ...(portBase ? { SERVICE_PORT_BASE: String(portBase) } : {}),
  };
  // Its own process group, as a terminal's foreground job is: SIGINT then goes to all of it.
  child = spawn('npm', ['start'], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      const text = chunk.toString();
      output.push(text);
      process.stdout.write(text.replace(/^(?=.)/gm, '  │ '));
    });
  }

  const running = await Promise.race([
    waitFor(() => output.join('').includes('Finance Club is running at'), timeoutMs).then(
      () => true,
    ),
    exited.then(() => false),
  ]);
  if (!running)
    throw new Error('npm start exited before the app was running (its output is above)');
  say('npm start says the app is running; checking it through the gateway');
  await checkTheApp();

  say('sending SIGINT (Ctrl-C) to npm start');
  killGroup('SIGINT');
  const result = await Promise.race([exited, sleep(45_000).then(() => undefined)]);
  if (!result) throw new Error('npm start did not stop within 45 s of Ctrl-C');
  // npm itself ends by the SIGINT it was sent (as after any Ctrl-C); what it ran must end cleanly,
  // which start.mjs says only when every child has stopped.
  const npmEndedCleanly = result.code === 0 || result.signal === 'SIGINT';
  if (!npmEndedCleanly || !output.join('').includes('Finance Club stopped.')) {
    throw new Error(
      `npm start ended with ${result.signal ?? `code ${result.code}`} after Ctrl-C without saying "Finance Club stopped."`,
    );
  }
  await waitFor(() => groupMembers(child.pid).length === 0, 10_000).catch(() => {
    throw new Error(`processes left behind after Ctrl-C: ${groupMembers(child.pid).join('; ')}`);
  });
  for (const p of [port, ...servicePorts]) {
    if (await accepts(p)) throw new Error(`port ${p} still accepts connections after Ctrl-C`);
  }
  say('stopped cleanly: "Finance Club stopped.", no process left, no port listening');
}

async function checkTheApp() {
  const page = await fetch(`${base}/`);
  const html = await page.text();
  expect(
    page.status === 200 && html.includes('id="root"'),
    `GET / answered ${page.status}, not the web app`,
  );

  const admin = await call('POST', '/api/auth/login', {
    username: 'admin',
    password: adminPassword,
  });
  expect(
    admin.status === 200 && admin.body?.role === 'admin',
    `admin sign-in answered ${admin.status} ${admin.text}`,
  );

  const username = `smoke_${randomBytes(4).toString('hex')}`;
  const password = 'smoke-pass-123';
  const registered = await call('POST', '/api/auth/register', {
    username,
    email: `${username}@example.com`,
    password,
    firstName: 'Smoke',
    lastName: 'Test',
  });
  expect(registered.status === 201, `register answered ${registered.status} ${registered.text}`);

  const login = await call('POST', '/api/auth/login', { username, password });
  expect(
    login.status === 200 && login.cookie,
    `student sign-in answered ${login.status} ${login.text}`,
  );
  const me = await call('GET', '/api/auth/me', undefined, login.cookie);
  expect(
    me.status === 200 && me.body?.username === username,
    `/api/auth/me answered ${me.status} ${me.text}`,
  );

  const modules = await call('GET', '/api/modules', undefined, login.cookie);
  const list = Array.isArray(modules.body) ? modules.body : modules.body?.modules;
  expect(
    modules.status === 200 && Array.isArray(list) && list.length > 0,
    `GET /api/modules answered ${modules.status} ${modules.text.slice(0, 200)}`,
  );
  say(`student ${username} signed in and sees ${list.length} modules`);

  const stocks = await call('GET', '/api/stocks', undefined, login.cookie);
  const stockList = Array.isArray(stocks.body) ? stocks.body : stocks.body?.stocks;
  expect(
    stocks.status === 200 && Array.isArray(stockList) && stockList.length > 0,
    `GET /api/stocks answered ${stocks.status}`,
  );
  const first = stockList[0];
  const candles = await call('GET', `/api/stocks/${first.id}/candles`, undefined, login.cookie);
  const candleList = Array.isArray(candles.body) ? candles.body : candles.body?.candles;
  expect(
    candles.status === 200 && Array.isArray(candleList) && candleList.length > 1,
    `GET /api/stocks/${first.id}/candles answered ${candles.status} ${candles.text.slice(0, 200)}`,
  );
  say(
    `${stockList.length} stocks priced, ${first.symbol ?? first.id} has ${candleList.length} candles of backfilled history`,
  );
}

async function call(method, path, json, cookie) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: json ? JSON.stringify(json) : undefined,
  });
  const text = await response.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const setCookie = response.headers.getSetCookie().map((value) => value.split(';')[0]);
  return { status: response.status, body, text, cookie: setCookie.join('; ') || undefined };
}

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

function killGroup(signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** The processes still in a process group (Linux /proc), as "pid command". */
function groupMembers(pgid) {
  const members = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) {
        members.push(
          `${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()}`,
        );
      }
    } catch {
      // it ended while we looked
    }
  }
  return members;
}

function isFree(p) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port: p, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

async function allFree(ports) {
  for (const p of ports) if (!(await isFree(p))) return false;
  return true;
}

function anyFreePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
}

async function consecutiveFreePorts(count) {
  for (;;) {
    const first = 20_000 + Math.floor(Math.random() * 30_000);
    const ports = Array.from({ length: count }, (_, index) => first + index);
    if (await allFree(ports)) return ports;
  }
}

function accepts(p) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: p });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(predicate, ms) {
  const deadline = Date.now() + ms;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms / 1000} s`);
    await sleep(250);
  }
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function dropDatabase() {
  try {
    const pg = createRequire(`${root}/package.json`)('pg');
    const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await client.end();
  } catch (error) {
    process.stderr.write(`[smoke] could not drop the database ${database}: ${error.message}\n`);
  }
}
