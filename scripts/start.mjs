// `npm start`: from a fresh clone to the running app, one numbered step at a time: checks the ports
// and that PostgreSQL and Redis answer, installs the dependencies (again when the lock file changed),
// creates the database, generates the Prisma clients, applies the migrations, builds the web app and
// runs the gateway, the five services and the market worker. Every failure says what failed and
// what to do (docs/running.md lists them). `npm run dev` (--dev) watches and reloads instead;
// `--no-install` skips the dependency step (tests, or a node_modules managed by someone else).
// Plain JavaScript on purpose: it must run on the machine's own Node.js before anything is installed.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StartError, formatFailure, runStep, startChild } from './start/failure.mjs';
import { installDependencies, installReason } from './start/install.mjs';
import { checkServersReachable, isPortFree, portInUseError } from './start/network.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const TRACING_PRELOAD = path.join(root, 'packages', 'service-kit', 'tracing-preload.mjs');
const isDev = process.argv.includes('--dev');
const skipInstall = process.argv.includes('--no-install');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const say = (line = '') => process.stdout.write(`${line}\n`);

const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < 18) {
  process.stderr.write(
    formatFailure(
      new StartError(
        `Node.js ${process.versions.node} is too old to start Finance Club.`,
        'Install Node.js 18 or newer (with npm); `npm start` then brings the Node.js 24 the app runs on.',
      ),
    ),
  );
  process.exit(1);
}

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? (isDev ? 'development' : 'production'),
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/finance_club',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  // Every tool's `#!/usr/bin/env node` finds the Node.js 24 that `npm install` puts here, also
  // when this script was run as `node scripts/start.mjs` rather than through npm.
  PATH: [path.join(root, 'node_modules', '.bin'), process.env.PATH]
    .filter(Boolean)
    .join(path.delimiter),
};
delete env.PORT;
const isLocalMode = env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
// Without SMTP a production-mode service refuses to start; a local `npm start` runs without
// e-mail on purpose (MAIL_TRANSPORT=log: reset requests are noted in the log, without their link;
// `npm run dev` shows the link there).
if (!env.SMTP_URL && !env.MAIL_TRANSPORT) env.MAIL_TRANSPORT = 'log';
if (!isLocalMode && !env.JWT_SECRET) {
  // A local production-mode run still needs a secret: one per start means signing in again after a restart.
  env.JWT_SECRET = randomBytes(48).toString('base64url');
}

// The ports: the gateway's from PORT, the services' from scripts/processes.json, or from
// SERVICE_PORT_BASE (auth on the base, then learning, market, budget, rewards) to run a second copy.
const gatewayPort = parsePort('PORT', process.env.PORT ?? '8080');
const portBase = process.env.SERVICE_PORT_BASE
  ? parsePort('SERVICE_PORT_BASE', process.env.SERVICE_PORT_BASE)
  : undefined;
const processes = JSON.parse(readFileSync(path.join(root, 'scripts', 'processes.json'), 'utf8'));
let servicePortIndex = 0;
for (const entry of processes) {
  if (entry.name === 'gateway') entry.port = gatewayPort;
  else if (entry.port && portBase !== undefined) entry.port = portBase + servicePortIndex++;
  if (entry.port && entry.name !== 'gateway')
    env[`${entry.name.toUpperCase()}_URL`] = `http://127.0.0.1:${entry.port}`;
}
// A second copy keeps off the first one's internal ports too: the gateway's status port and the
// market worker's liveness port.
env.GATEWAY_INTERNAL_PORT ??= String(gatewayPort + 1000);
if (portBase !== undefined) env.WORKER_HEALTH_PORT ??= String(portBase + servicePortIndex);
if (isDev) processes.push({ name: 'web', port: 5173 });
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${gatewayPort}`;
env.PUBLIC_URL = publicUrl;

const children = new Map();
let isStopping = false;
let isReady = false;
let exitCode = 0;

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
process.on('exit', () => {
  for (const child of children.values()) child.kill('SIGKILL');
});
process.on('uncaughtException', (error) => failAndStop(error));
process.on('unhandledRejection', (error) => failAndStop(error));

const steps = [
  ['Checking that the ports are free', checkPorts],
  [
    'Checking that PostgreSQL and Redis answer',
    () => checkServersReachable({ databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL }),
  ],
  ['Installing the dependencies', install],
  ['Preparing the database', prepareDatabase],
  ['Generating the database clients (Prisma)', generateClients],
  ['Applying the database migrations', migrate],
  [isDev ? 'Web app (served by Vite in dev mode)' : 'Building the web app', buildWebApp],
  ['Starting the services', startServices],
];

try {
  say(`Starting Finance Club${isDev ? ' in dev mode' : ''}`);
  if (!process.env.JWT_SECRET && !isLocalMode)
    say('(JWT_SECRET is not set: using a random one for this run, so sessions end when it stops.)');
  if (!process.env.SMTP_URL && env.MAIL_TRANSPORT === 'log')
    say(
      isLocalMode
        ? '(SMTP_URL is not set: running with MAIL_TRANSPORT=log, so password-reset links are written to the log instead of mailed.)'
        : '(SMTP_URL is not set: running with MAIL_TRANSPORT=log for this local run, so password-reset e-mails are not sent and the log only notes each request, without its link. Set SMTP_URL to send them.)',
    );
  for (const [index, [title, run]] of steps.entries()) {
    say(`\n[${index + 1}/${steps.length}] ${title}...`);
    const startedAt = Date.now();
    const note = await run();
    if (isStopping) break;
    say(`      ${note ?? 'done'} (${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);
  }
  if (!isStopping) {
    isReady = true;
    say(
      `\n  Finance Club is running at ${publicUrl}${isDev ? ' (web dev server: http://localhost:5173)' : ''}`,
    );
    say(
      '  Sign in as "admin" with ADMIN_PASSWORD (or the password printed above on the first start).',
    );
    say(
      '  To look around a full club (30 students with progress, trades and plans), run `npm run seed:demo` in another terminal.',
    );
    say('  Press Ctrl-C to stop.\n');
  }
} catch (error) {
  failAndStop(error);
}

async function checkPorts() {
  for (const { name, port } of processes) {
    if (!port) continue;
    if (!(await isPortFree(port))) {
      throw portInUseError(port, name === 'web' ? 'the web dev server' : `the ${name}`, {
        portVariable:
          name === 'gateway'
            ? `PORT=${port + 1} npm start`
            : 'SERVICE_PORT_BASE=5001 npm start (the services take 5001 to 5005)',
      });
    }
  }
  return `${processes
    .filter((entry) => entry.port)
    .map((entry) => entry.port)
    .join(', ')} are free`;
}

function install() {
  if (skipInstall) return 'skipped (--no-install)';
  const reason = installReason(root);
  if (!reason) return 'up to date';
  say(`      ${reason}: running npm install (a minute or two the first time)`);
  installDependencies(root, env);
  return 'installed';
}

function prepareDatabase() {
  runStep({
    label: 'Checking PostgreSQL and Redis',
    command: bin('node'),
    args: [path.join(root, 'scripts', 'check-services.mjs')],
    cwd: root,
    env,
    hint: 'See the message above.',
  });
}

function generateClients() {
  runStep({
    label: 'Generating the Prisma clients',
    command: bin('node'),
    args: [path.join(root, 'scripts', 'prisma-generate.mjs')],
    cwd: root,
    env,
    hint:
      'Run `npm run generate` to see the whole error. If a schema.prisma was edited, fix it;\n' +
      'if Prisma itself is broken, reinstall: `rm -rf node_modules && npm start`.',
  });
}

function migrate() {
  runStep({
    label: 'Applying the database migrations',
    command: bin('tsx'),
    args: [path.join(root, 'scripts', 'migrate.ts')],
    cwd: root,
    env,
    hint:
      `Each migration runs in a transaction, so the database was left as it was before the failing one.\n` +
      `If this database holds tables from another program or from an edited copy of Finance Club, use a\n` +
      `new one (it is created for you): DATABASE_URL=postgresql://postgres@127.0.0.1:5432/finance_club_new npm start\n` +
      `If you wrote the migration, fix its SQL (services/<service>/prisma/migrations) and run \`npm start\` again.`,
  });
}

function buildWebApp() {
  if (isDev) return 'skipped';
  const dist = path.join(root, 'web', 'dist', 'index.html');
  const inputs = [
    'web/src',
    'web/public',
    'web/index.html',
    'web/vite.config.ts',
    'packages/contracts/src',
    'package-lock.json',
  ];
  const newestInput = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))));
  if (existsSync(dist) && statSync(dist).mtimeMs >= newestInput) return 'up to date';
  runStep({
    label: 'Building the web app',
    command: bin('vite'),
    args: ['build', '--logLevel', 'warn', path.join(root, 'web')],
    cwd: root,
    env,
    hint:
      'The build errors are above. If you changed files under web/, fix them; otherwise reinstall\n' +
      'the dependencies (`rm -rf node_modules && npm start`).',
  });
  return 'built';
}

async function startServices() {
  const colours = [36, 35, 33, 32, 34, 31, 96, 95];
  processes.forEach(({ name, entry, port }, index) => {
    const colour = colours[index % colours.length];
    const [command, args] =
      name === 'web'
        ? [bin('vite'), [path.join(root, 'web')]]
        : [
            bin('tsx'),
            // Tracing starts before the process's own code (only when a collector is set).
            isDev
              ? ['watch', '--clear-screen=false', '--import', TRACING_PRELOAD, entry]
              : ['--import', TRACING_PRELOAD, entry],
          ];
    const child = startChild({
      command,
      args,
      cwd: root,
      env: { ...env, ...(port && name !== 'web' ? { PORT: String(port) } : {}) },
      onSpawnError: (error) => {
        children.delete(name);
        failAndStop(error);
        if (children.size === 0) finish();
      },
    });
    const recent = [];
    prefixLines(child.stdout, process.stdout, name, colour, recent);
    prefixLines(child.stderr, process.stderr, name, colour, recent);
    child.on('exit', (code, signal) => {
      children.delete(name);
      if (isStopping) {
        if (children.size === 0) finish();
        return;
      }
      const how = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
      const portHeld = port && recent.some((line) => line.includes('EADDRINUSE'));
      failAndStop(
        portHeld
          ? portInUseError(port, `the ${name}`)
          : new StartError(
              `${name} ${how} ${isReady ? 'while running' : 'while starting'}. Its last messages:\n${recent.join('\n') || '(none)'}`,
              'Fix what those messages say, then run `npm start` again (LOG_LEVEL=debug shows more).',
            ),
      );
    });
    children.set(name, child);
  });
  await waitUntilReady();
  return `${children.size} processes running`;
}

// Ready when the gateway and every service answer /healthz (each service answers only once its
// migrations, seed and, for auth, the admin account are done).
async function waitUntilReady() {
  const deadline = Date.now() + 180_000;
  const waiting = new Set(processes.filter((entry) => entry.port && entry.name !== 'web'));
  while (waiting.size > 0 && !isStopping) {
    for (const entry of [...waiting]) {
      try {
        const response = await fetch(`http://127.0.0.1:${entry.port}/healthz`, {
          signal: AbortSignal.timeout(2000),
        });
        await response.body?.cancel();
        if (response.ok) waiting.delete(entry);
      } catch {
        // not up yet
      }
    }
    if (waiting.size === 0 || isStopping) break;
    if (Date.now() > deadline) {
      throw new StartError(
        `These did not answer within 3 minutes: ${[...waiting].map((entry) => `${entry.name} (port ${entry.port})`).join(', ')}.`,
        'Their messages above say why. A slow machine may need longer: run `npm start` again.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

function failAndStop(error) {
  if (isStopping && !(error instanceof StartError)) return;
  process.stderr.write(formatFailure(error));
  stopAll(1);
}

function stopAll(code) {
  if (isStopping) {
    // A second Ctrl-C: do not wait for a clean stop.
    for (const child of children.values()) child.kill('SIGKILL');
    return;
  }
  isStopping = true;
  exitCode = code;
  if (children.size === 0) return finish();
  say('\nStopping Finance Club...');
  for (const child of children.values()) child.kill('SIGTERM');
  setTimeout(() => {
    for (const [name, child] of children) {
      process.stderr.write(`${name} did not stop within 15 s; killing it.\n`);
      child.kill('SIGKILL');
    }
  }, 15_000);
}

function finish() {
  if (exitCode === 0) say('Finance Club stopped.');
  process.exit(exitCode);
}

function prefixLines(stream, target, name, colour, recent) {
  let buffered = '';
  stream.on('data', (chunk) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      const shown = formatLog(line);
      recent.push(shown);
      if (recent.length > 8) recent.shift();
      target.write(`\x1b[${colour}m${name.padEnd(13)}\x1b[0m ${shown}\n`);
    }
  });
}

// Services log JSON (for log collectors); on a terminal, show the level, message and request id.
function formatLog(line) {
  if (!line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line);
    const level =
      { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'ERROR', 60: 'FATAL' }[entry.level] ??
      entry.level;
    const request = entry.req ? ` ${entry.req.method} ${entry.req.url}` : '';
    const status = entry.res ? ` -> ${entry.res.statusCode} (${entry.responseTime} ms)` : '';
    const error = entry.err ? ` ${entry.err.message}` : '';
    return `${level}: ${entry.msg}${request}${status}${error}${entry.requestId ? ` [${entry.requestId}]` : ''}`;
  } catch {
    return line;
  }
}

function parsePort(name, value) {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    process.stderr.write(
      formatFailure(
        new StartError(
          `${name}=${value} is not a port number.`,
          `Set ${name} to a number from 1 to 65535, or leave it unset.`,
        ),
      ),
    );
    process.exit(1);
  }
  return port;
}

function newestMtime(file) {
  if (!existsSync(file)) return 0;
  const stats = statSync(file);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(file))
    newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}
