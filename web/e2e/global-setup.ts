import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack } from '@fc/testkit/stack';
import { ensureWebBuilt, journeyEnv } from './shared-stack.ts';

/**
 * Runs once before the journeys: builds the web app if it is missing, then starts the whole
 * stack once, from the service bundles (built first if older than their sources), for every
 * journey file. The journeys keep apart by registering accounts of their own; a journey that
 * needs an empty club starts its own stack (setUpJourney({ ownStack: true })). The stack's
 * processes write to a log file the journeys read, so a failing journey still prints what the
 * stack logged while it ran.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureWebBuilt();
  const logDir = mkdtempSync(path.join(tmpdir(), 'fc-journeys-'));
  const logFile = path.join(logDir, 'stack.log');
  writeFileSync(logFile, '');
  try {
    const stack = await startStack(journeyEnv, { logFile });
    project.provide('journeyStack', {
      baseUrl: stack.baseUrl,
      adminPassword: stack.adminPassword,
      ports: stack.ports,
      logFile,
    });
    return async () => {
      await stack.stop();
      rmSync(logDir, { recursive: true, force: true });
    };
  } catch (error) {
    rmSync(logDir, { recursive: true, force: true });
    throw error;
  }
}
