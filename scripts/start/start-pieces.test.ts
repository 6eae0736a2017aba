import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StartError, formatFailure, runStep, startChild } from './failure.mjs';
import {
  dependencyHash,
  installDependencies,
  installReason,
  recordInstall,
  requiredTools,
} from './install.mjs';
import { findListener, hideSecret, hostAndPort, isPortFree, portInUseError } from './network.mjs';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function tempProject(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fc-start-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const all = {
    'package.json': JSON.stringify({ name: 'x', private: true, workspaces: ['packages/*'] }),
    'package-lock.json': JSON.stringify({ lockfileVersion: 3, packages: {} }),
    'packages/a/package.json': JSON.stringify({ name: 'a' }),
    ...files,
  };
  for (const [name, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

function giveTools(dir: string): void {
  mkdirSync(path.join(dir, 'node_modules', '.bin'), { recursive: true });
  for (const tool of requiredTools) writeFileSync(path.join(dir, 'node_modules', '.bin', tool), '');
}

async function listen(): Promise<{ server: Server; port: number }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, resolve));
  cleanups.push(() => server.close());
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : 0 };
}

describe('when npm start runs a program', () => {
  it('says a missing program does not exist and how to get it', () => {
    const error = catchError(() =>
      runStep({ label: 'Building', command: '/nowhere/node_modules/.bin/vite', cwd: '/nowhere' }),
    );
    expect(error).toBeInstanceOf(StartError);
    expect(error.message).toBe('Could not start node_modules/.bin/vite: it does not exist.');
    expect((error as StartError).hint).toContain('npm install --include=dev');
  });

  it('says a program that is not executable cannot be run, and to reinstall', () => {
    const dir = tempProject();
    giveTools(dir);
    const node = path.join(dir, 'node_modules', '.bin', 'node');
    chmodSync(node, 0o644);
    const error = catchError(() => runStep({ label: 'Checking', command: node, cwd: dir }));
    expect(error.message).toBe(
      'Could not start node_modules/.bin/node: it is not executable (permission denied).',
    );
    expect((error as StartError).hint).toContain('rm -rf node_modules');
  });

  it('names the step, the exit code and the output of a program that fails', () => {
    const error = catchError(() =>
      runStep({
        label: 'Applying the database migrations',
        command: process.execPath,
        args: ['-e', 'console.error("relation \\"user\\" already exists"); process.exit(3)'],
        quiet: true,
        hint: 'use a new database',
      }),
    );
    expect(error.message).toContain('Applying the database migrations failed:');
    expect(error.message).toContain('exited with code 3');
    expect(error.message).toContain('relation "user" already exists');
    expect(formatFailure(error)).toContain('  use a new database');
  });

  it('reports a long-running child that cannot be spawned', async () => {
    const error = await new Promise<StartError>((resolve) =>
      startChild({
        command: '/nowhere/tsx',
        args: [],
        cwd: '/',
        env: process.env,
        onSpawnError: resolve,
      }),
    );
    expect(error.message).toBe('Could not start nowhere/tsx: it does not exist.');
  });

  it('prints an unexpected error with its stack rather than nothing', () => {
    expect(formatFailure(new TypeError('boom'))).toMatch(/unexpected error:\n {2}TypeError: boom/);
  });
});

describe('whether the dependencies must be installed', () => {
  it('installs when node_modules is missing, lacks a tool, or was not installed by npm start', () => {
    const dir = tempProject();
    expect(installReason(dir)).toBe('node_modules does not exist yet');
    mkdirSync(path.join(dir, 'node_modules', '.bin'), { recursive: true });
    expect(installReason(dir)).toBe('node_modules lacks node, tsx, vite, prisma');
    giveTools(dir);
    expect(installReason(dir)).toBe('node_modules was not installed by `npm start`');
    recordInstall(dir);
    expect(installReason(dir)).toBeUndefined();
  });

  it('installs again after a pull that changed the lock file or a workspace package.json', () => {
    const dir = tempProject();
    giveTools(dir);
    recordInstall(dir);
    writeFileSync(
      path.join(dir, 'package-lock.json'),
      JSON.stringify({ lockfileVersion: 3, x: 1 }),
    );
    expect(installReason(dir)).toBe('package-lock.json or a package.json changed');
    recordInstall(dir);
    const before = dependencyHash(dir);
    writeFileSync(path.join(dir, 'packages/a/package.json'), JSON.stringify({ name: 'a', v: 2 }));
    expect(dependencyHash(dir)).not.toBe(before);
    expect(installReason(dir)).toBe('package-lock.json or a package.json changed');
  });

  it('runs npm install with the devDependencies even when NODE_ENV is production', () => {
    const dir = tempProject();
    // A stand-in for npm that records how it was called and installs the tools.
    const fakeNpm = path.join(dir, 'fake-npm');
    writeFileSync(
      fakeNpm,
      `#!/bin/sh\necho "$@" > called-with\necho "NODE_ENV=$NODE_ENV omit=$npm_config_omit" >> called-with\n` +
        `mkdir -p node_modules/.bin && touch ${requiredTools.map((tool) => `node_modules/.bin/${tool}`).join(' ')}\n`,
    );
    chmodSync(fakeNpm, 0o755);
    installDependencies(
      dir,
      { ...process.env, NODE_ENV: 'production', npm_config_omit: 'dev' },
      fakeNpm,
    );
    const calledWith = readFileSync(path.join(dir, 'called-with'), 'utf8');
    expect(calledWith).toContain('install --include=dev');
    expect(calledWith).toContain('NODE_ENV= omit=');
    expect(installReason(dir)).toBeUndefined();
  });

  it('says what to do when the install leaves a tool missing', () => {
    const dir = tempProject();
    const fakeNpm = path.join(dir, 'fake-npm');
    writeFileSync(
      fakeNpm,
      '#!/bin/sh\nmkdir -p node_modules/.bin && touch node_modules/.bin/node\n',
    );
    chmodSync(fakeNpm, 0o755);
    const error = catchError(() => installDependencies(dir, process.env, fakeNpm));
    expect(error.message).toBe(
      'The dependencies were installed, but node_modules/.bin still lacks tsx, vite, prisma.',
    );
    expect((error as StartError).hint).toContain('unset NODE_ENV=production');
  });

  it('says the install failed, and what to check, when npm fails', () => {
    const dir = tempProject();
    const fakeNpm = path.join(dir, 'fake-npm');
    writeFileSync(fakeNpm, '#!/bin/sh\necho "npm error code E404" >&2\nexit 1\n');
    chmodSync(fakeNpm, 0o755);
    const error = catchError(() => installDependencies(dir, process.env, fakeNpm));
    expect(error.message).toBe(
      'Installing the dependencies failed: fake-npm exited with code 1. Its messages are above.',
    );
    expect((error as StartError).hint).toContain('reaches the npm registry');
  });
});

describe('ports and servers', () => {
  it('finds a port in use and names the process that listens on it', async () => {
    const { port } = await listen();
    expect(await isPortFree(port)).toBe(false);
    expect(findListener(port)?.pid).toBe(process.pid);
    const error = portInUseError(port, 'the gateway', {
      portVariable: `PORT=${port + 1} npm start`,
    });
    expect(error.message).toMatch(
      new RegExp(
        `^Port ${port} \\(the gateway\\) is already in use by process ${process.pid} \\(.+\\)\\.$`,
      ),
    );
    expect(error.hint).toContain(`kill ${process.pid}`);
    expect(error.hint).toContain(`PORT=${port + 1} npm start`);
  });

  it('sees a free port as free', async () => {
    const { server, port } = await listen();
    await new Promise((resolve) => server.close(resolve));
    expect(await isPortFree(port)).toBe(true);
  });

  it('reads host and port from the URLs and hides passwords in messages', () => {
    expect(hostAndPort('postgresql://u:p@db.local/x', 5432)).toEqual({
      host: 'db.local',
      port: 5432,
    });
    expect(hostAndPort('redis://[::1]:6380', 6379)).toEqual({ host: '::1', port: 6380 });
    expect(hideSecret('postgresql://u:secret@h:5432/x')).toBe('postgresql://u:***@h:5432/x');
  });
});

function catchError(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}
