// `npm start`: installs what is missing, generates the Prisma clients, checks PostgreSQL and Redis,
// builds the web app and runs the gateway, the five services and the market worker (each service
// applies its migrations and seeds on start). `npm run dev` (--dev) watches and reloads instead.
// Plain JavaScript on purpose: it must run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const isDev = process.argv.includes('--dev');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const say = (line) => process.stdout.write(`${line}\n`);
const fail = (message) => {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
};

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? (isDev ? 'development' : 'production'),
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/finance_club',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  PORT: undefined,
};
const gatewayPort = Number(process.env.PORT ?? 8080);
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${gatewayPort}`;
env.PUBLIC_URL = publicUrl;
if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
  // A local production-mode run still needs a secret: one per start means signing in again after a restart.
  const { randomBytes } = await import('node:crypto');
  env.JWT_SECRET = randomBytes(48).toString('base64url');
  say('JWT_SECRET is not set: using a random one for this run (sessions end when it stops).');
}

function run(command, args, label) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) fail(`${label} failed (exit code ${result.status ?? result.signal}).`);
}

// 1. Dependencies (this also puts Node 24 in node_modules/.bin, which everything below runs on).
const lockfile = path.join(root, 'package-lock.json');
const installed = path.join(root, 'node_modules', '.package-lock.json');
if (
  !existsSync(installed) ||
  (existsSync(lockfile) && statSync(lockfile).mtimeMs > statSync(installed).mtimeMs + 1000)
) {
  say('Installing dependencies (npm install)...');
  run('npm', ['install', '--no-audit', '--no-fund'], 'npm install');
}
const node = bin('node');

// 2. PostgreSQL and Redis must answer before anything starts.
const check = spawnSync(node, [path.join(root, 'scripts', 'check-services.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
if (check.status !== 0) process.exit(1);

// 3. Prisma clients, 4. the web app.
run(node, [path.join(root, 'scripts', 'prisma-generate.mjs')], 'Generating the Prisma clients');
if (!isDev) {
  const dist = path.join(root, 'web', 'dist', 'index.html');
  const newestSource = newestMtime(path.join(root, 'web', 'src'));
  if (!existsSync(dist) || statSync(dist).mtimeMs < newestSource) {
    say('Building the web app...');
    run(
      bin('vite'),
      ['build', '--logLevel', 'warn', path.join(root, 'web')],
      'Building the web app',
    );
  }
}

// 5. The processes.
const tsx = bin('tsx');
const processes = JSON.parse(readFileSync(path.join(root, 'scripts', 'processes.json'), 'utf8'));
if (isDev) processes.push({ name: 'web' });

const colours = [36, 35, 33, 32, 34, 31, 96, 95];
const children = new Map();
let isStopping = false;

function prefixLines(name, colour, stream, target) {
  let buffered = '';
  stream.on('data', (chunk) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines)
      if (line.trim())
        target.write(`\x1b[${colour}m${name.padEnd(13)}\x1b[0m ${formatLog(line)}\n`);
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

processes.forEach(({ name, entry, port }, index) => {
  const childPort = name === 'gateway' ? gatewayPort : port;
  const childEnv = { ...env, ...(childPort ? { PORT: String(childPort) } : {}) };
  const [command, args] =
    name === 'web'
      ? [bin('vite'), [path.join(root, 'web')]]
      : [tsx, isDev ? ['watch', '--clear-screen=false', entry] : [entry]];
  const child = spawn(command, args, {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const colour = colours[index % colours.length];
  prefixLines(name, colour, child.stdout, process.stdout);
  prefixLines(name, colour, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!isStopping) {
      process.stderr.write(
        `\n${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping everything.\n`,
      );
      stopAll(1);
    } else if (children.size === 0) process.exit(exitCode);
  });
  children.set(name, child);
});

let exitCode = 0;
function stopAll(code) {
  if (isStopping) return;
  isStopping = true;
  exitCode = code;
  say('\nStopping Finance Club...');
  for (const child of children.values()) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 15_000).unref();
  if (children.size === 0) process.exit(exitCode);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

// 6. Tell where it is once the gateway and the services are ready.
const deadline = Date.now() + 120_000;
for (;;) {
  if (isStopping) break;
  try {
    const response = await fetch(`http://127.0.0.1:${gatewayPort}/readyz`);
    if (response.ok) {
      say(
        `\n  Finance Club is running at ${publicUrl}${isDev ? ` (web dev server: http://localhost:5173)` : ''}`,
      );
      say(
        '  Sign in as "admin" with ADMIN_PASSWORD (or the password printed above on the first start).',
      );
      say(
        '  To look around a full club (30 students with progress, trades and plans), run `npm run seed:demo` in another terminal.',
      );
      say('  Press Ctrl-C to stop.\n');
      break;
    }
  } catch {
    // not up yet
  }
  if (Date.now() > deadline) {
    process.stderr.write(
      'The gateway did not become ready within 2 minutes; see the logs above.\n',
    );
    stopAll(1);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}
