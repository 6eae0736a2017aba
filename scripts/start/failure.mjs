// How `npm start` reports a failure: what went wrong, then what to do about it. Plain JavaScript
// that runs on any Node.js from 18 on, before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

/** A failure of one start step: `message` says what went wrong, `hint` what to do about it. */
export class StartError extends Error {
  /** @param {string} message @param {string} [hint] */
  constructor(message, hint) {
    super(message);
    this.name = 'StartError';
    this.hint = hint;
  }
}

/** Prints a failure the same way every time, on stderr. */
export function formatFailure(error) {
  if (error instanceof StartError) {
    const hint = error.hint ? `\n${indent(error.hint)}` : '';
    return `\n✖ ${error.message}${hint}\n\n`;
  }
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return (
    `\n✖ npm start stopped on an unexpected error:\n${indent(detail)}\n` +
    `${indent('Please report it with the lines above; `npm start` again may get past a passing fault.')}\n\n`
  );
}

const indent = (text) =>
  text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');

/** Why a program could not be started, in words, from spawn's error. */
export function describeSpawnError(command, error, root) {
  const shown = root ? path.relative(root, command) || command : command;
  if (error.code === 'ENOENT') {
    return new StartError(
      `Could not start ${shown}: it does not exist.`,
      isProjectTool(command)
        ? 'The dependencies are incomplete. Run `npm install --include=dev` and then `npm start` again.'
        : `Install ${path.basename(command)} and make sure it is on your PATH, then run \`npm start\` again.`,
    );
  }
  if (error.code === 'EACCES') {
    return new StartError(
      `Could not start ${shown}: it is not executable (permission denied).`,
      isProjectTool(command)
        ? 'Reinstall the dependencies: `rm -rf node_modules && npm install --include=dev`, then `npm start`.'
        : `Check the file's permissions (chmod +x ${shown}), then run \`npm start\` again.`,
    );
  }
  return new StartError(
    `Could not start ${shown}: ${error.message}`,
    'Check that the file can be run on this machine, then run `npm start` again.',
  );
}

const isProjectTool = (command) => command.includes(`${path.sep}node_modules${path.sep}`);

/**
 * Runs a program to completion with its output shown. Throws a StartError that names `label`
 * when it cannot be started or does not succeed; `hint` says what to do after a failed run.
 * @param {{ label: string, command: string, args?: string[], cwd?: string,
 *   env?: NodeJS.ProcessEnv, hint?: string, quiet?: boolean }} options
 */
export function runStep({ label, command, args = [], cwd, env, hint, quiet = false }) {
  const result = spawnSync(command, args, {
    cwd,
    env,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    encoding: 'utf8',
  });
  if (result.error) throw describeSpawnError(command, result.error, cwd);
  if (result.status !== 0) {
    const how = result.signal
      ? `was stopped by ${result.signal}`
      : `exited with code ${result.status}`;
    const output = quiet ? `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() : '';
    throw new StartError(
      `${label} failed: ${path.basename(command)} ${how}.${output ? `\n${output}` : ' Its messages are above.'}`,
      hint,
    );
  }
  return result;
}

/**
 * Starts a long-running program; calls onSpawnError with a StartError if it cannot start.
 * @param {{ command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv,
 *   onSpawnError: (error: StartError) => void }} options
 */
export function startChild({ command, args, cwd, env, onSpawnError }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.on('error', (error) => onSpawnError(describeSpawnError(command, error, cwd)));
  return child;
}
