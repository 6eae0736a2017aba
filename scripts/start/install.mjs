// Are the dependencies installed, and installed from this lock file? A stamp in node_modules
// records a hash of the lock file and of every package.json as they were after the last
// successful install by `npm start`, so a `git pull` that changed them, or a node_modules made by
// an older lock file, is installed again.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartError, runStep } from './failure.mjs';

/** The tools `npm start` runs from node_modules/.bin (all devDependencies). */
export const requiredTools = ['node', 'tsx', 'vite', 'prisma'];

const stampPath = (root) => path.join(root, 'node_modules', '.finance-club-install.json');

/** A hash of what decides the installed tree: the lock file and every package.json. */
export function dependencyHash(root) {
  const hash = createHash('sha256');
  for (const file of manifestFiles(root)) {
    hash.update(path.relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function manifestFiles(root) {
  const files = ['package-lock.json', 'package.json'].map((name) => path.join(root, name));
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  for (const pattern of manifest.workspaces ?? []) {
    // Workspaces here are `dir` or `dir/*`.
    const base = path.join(root, pattern.replace(/\/\*$/, ''));
    const dirs = pattern.endsWith('/*')
      ? existsSync(base)
        ? readdirSync(base, { withFileTypes: true })
            .filter((entry) => entry.isDirectory())
            .map((entry) => path.join(base, entry.name))
        : []
      : [base];
    for (const dir of dirs) files.push(path.join(dir, 'package.json'));
  }
  return files.filter((file) => existsSync(file)).sort();
}

export function missingTools(root) {
  return requiredTools.filter((tool) => !existsSync(path.join(root, 'node_modules', '.bin', tool)));
}

/** Why the dependencies must be installed, or undefined when they are up to date. */
export function installReason(root) {
  if (!existsSync(path.join(root, 'node_modules'))) return 'node_modules does not exist yet';
  const missing = missingTools(root);
  if (missing.length > 0) return `node_modules lacks ${missing.join(', ')}`;
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampPath(root), 'utf8'));
  } catch {
    return 'node_modules was not installed by `npm start`';
  }
  if (stamp.hash !== dependencyHash(root)) return 'package-lock.json or a package.json changed';
  return undefined;
}

export function recordInstall(root) {
  writeFileSync(
    stampPath(root),
    `${JSON.stringify({ hash: dependencyHash(root), installedAt: new Date().toISOString() })}\n`,
  );
}

/**
 * `npm install` with the devDependencies: the tools (Node 24 itself, tsx, vite, prisma) are
 * devDependencies, and npm leaves them out when NODE_ENV is production.
 */
export function installDependencies(root, env, npm = 'npm') {
  const installEnv = { ...env };
  delete installEnv.NODE_ENV;
  delete installEnv.npm_config_production;
  delete installEnv.npm_config_omit;
  runStep({
    label: 'Installing the dependencies',
    command: npm,
    args: ['install', '--include=dev', '--no-audit', '--no-fund', '--loglevel=error'],
    cwd: root,
    env: installEnv,
    hint:
      'npm could not install the packages. Check that this machine reaches the npm registry\n' +
      '(or the registry set in ~/.npmrc), that the disk has room, and that package.json and\n' +
      'package-lock.json are not in a merge conflict; npm wrote a log of the failure (path above).\n' +
      'Then run `npm start` again.',
  });
  const missing = missingTools(root);
  if (missing.length > 0) {
    throw new StartError(
      `The dependencies were installed, but node_modules/.bin still lacks ${missing.join(', ')}.`,
      'These come from devDependencies in package.json. Make sure npm is not told to omit them\n' +
        '(unset NODE_ENV=production and npm_config_omit, check ~/.npmrc for `omit=dev`), then run\n' +
        '`rm -rf node_modules && npm start`.',
    );
  }
  recordInstall(root);
}
