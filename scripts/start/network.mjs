// Ports and servers, checked with Node's own net module (nothing installed yet).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import net from 'node:net';
import { StartError } from './failure.mjs';

/** Resolves true when nothing listens on the port (checked by listening on it as a server would). */
export function isPortFree(port) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error) => {
      if (error.code === 'EADDRINUSE') resolve(false);
      else reject(error);
    });
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** The process listening on a TCP port: { pid, command } where this machine lets us see it. */
export function findListener(port) {
  return findListenerInProc(port) ?? findListenerWithLsof(port);
}

// Linux: /proc/net/tcp{,6} maps the listening socket to an inode; /proc/<pid>/fd has the inode.
function findListenerInProc(port) {
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10) continue;
      const localPort = Number.parseInt(fields[1].split(':').pop(), 16);
      if (localPort === port && fields[3] === '0A') inodes.add(fields[9]);
    }
  }
  if (inodes.size === 0) return undefined;
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  for (const pid of pids) {
    let fds;
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target;
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const match = /^socket:\[(\d+)\]$/.exec(target);
      if (match && inodes.has(match[1])) return { pid: Number(pid), command: commandOf(pid) };
    }
  }
  return undefined;
}

function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return undefined;
  }
}

// macOS and others: lsof, when it is there.
function findListenerWithLsof(port) {
  try {
    const out = execFileSync('lsof', ['-nP', `-iTCP:${port}`, '-sTCP:LISTEN', '-Fpc'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 3000,
    });
    const pid = /^p(\d+)$/m.exec(out)?.[1];
    const command = /^c(.+)$/m.exec(out)?.[1];
    return pid ? { pid: Number(pid), command } : undefined;
  } catch {
    return undefined;
  }
}

/** Why a port cannot be used, as a StartError naming the port and the process that holds it. */
export function portInUseError(port, role, { portVariable } = {}) {
  const holder = findListener(port);
  const who = holder
    ? `process ${holder.pid}${holder.command ? ` (${truncate(holder.command, 160)})` : ''}`
    : 'another program';
  const isOurs =
    holder?.command && /finance|gateway\/|services\/|scripts\/start/.test(holder.command);
  const lines = [];
  if (isOurs)
    lines.push(
      'It looks like Finance Club is already running: stop it with Ctrl-C in its terminal.',
    );
  lines.push(
    holder
      ? `Stop that process (kill ${holder.pid}) or free the port, then run \`npm start\` again.`
      : `See which program it is with \`ss -ltnp 'sport = :${port}'\` or \`lsof -i :${port}\`, stop it, then run \`npm start\` again.`,
  );
  if (portVariable) lines.push(`Or run on other ports: ${portVariable}.`);
  return new StartError(`Port ${port} (${role}) is already in use by ${who}.`, lines.join('\n'));
}

const truncate = (text, max) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Resolves when a TCP connection to host:port opens; rejects with the connection error. */
export function canConnect(host, port, timeoutMs = 3000) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        Object.assign(new Error(`no answer within ${timeoutMs / 1000} s`), { code: 'ETIMEDOUT' }),
      );
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.end();
      resolve();
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** The host and port of a postgresql:// or redis:// URL, with the protocol's default port. */
export function hostAndPort(url, defaultPort) {
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1';
  return { host, port: Number(parsed.port || defaultPort) };
}

/** A URL with its password hidden, for messages. */
export function hideSecret(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url.replace(/\/\/([^:/@]+):[^@]+@/, '//$1:***@');
  }
}

/** The advice for a database or Redis that does not answer. */
export function serverHint(what) {
  const pkg = what === 'PostgreSQL' ? 'postgresql' : 'redis-server';
  const variable = what === 'PostgreSQL' ? 'DATABASE_URL' : 'REDIS_URL';
  return (
    `Start ${what}: on Debian or Ubuntu \`sudo apt-get install -y ${pkg}\` and start the service\n` +
    `(\`sudo service ${what === 'PostgreSQL' ? 'postgresql' : 'redis-server'} start\`), on macOS \`brew services start ${what === 'PostgreSQL' ? 'postgresql' : 'redis'}\`,\n` +
    `or with Docker \`docker compose up -d ${what === 'PostgreSQL' ? 'postgres' : 'redis'}\`.\n` +
    `To use another server, set ${variable} (see docs/running.md).`
  );
}

/** PostgreSQL and Redis must at least accept a connection; a StartError says which does not. */
export async function checkServersReachable({ databaseUrl, redisUrl }) {
  for (const [what, url, defaultPort] of [
    ['PostgreSQL', databaseUrl, 5432],
    ['Redis', redisUrl, 6379],
  ]) {
    let target;
    try {
      target = hostAndPort(url, defaultPort);
    } catch {
      throw new StartError(
        `${what === 'PostgreSQL' ? 'DATABASE_URL' : 'REDIS_URL'} is not a valid URL: ${hideSecret(url)}`,
        what === 'PostgreSQL'
          ? 'It looks like postgresql://user:password@host:5432/database.'
          : 'It looks like redis://host:6379.',
      );
    }
    try {
      await canConnect(target.host, target.port);
    } catch (error) {
      const reason =
        error.code === 'ECONNREFUSED'
          ? 'nothing is listening there'
          : error.code === 'ENOTFOUND'
            ? `the host ${target.host} is unknown`
            : error.message;
      throw new StartError(
        `Cannot reach ${what} at ${hideSecret(url)}: ${reason}.`,
        serverHint(what),
      );
    }
  }
}
