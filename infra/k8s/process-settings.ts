// Which settings each process reads, taken from the config schemas themselves, so a setting
// added to a service is a setting the deployment files must supply (infra/test/compose.test.ts,
// infra/test/k8s.test.ts).
import processes from '../../scripts/processes.json' with { type: 'json' };
import type { z } from 'zod';
import { baseConfigSchema, loadConfig } from '../../packages/service-kit/src/config.ts';
import { authConfigShape } from '../../services/auth/src/config.ts';
import { budgetConfigShape } from '../../services/budget/src/config.ts';
import { learningConfigShape } from '../../services/learning/src/config.ts';
import { marketConfigShape, marketWorkerConfigShape } from '../../services/market/src/config.ts';
import { rewardsConfigShape } from '../../services/rewards/src/config.ts';
import { gatewayConfigShape } from '../../gateway/src/config.ts';

/**
 * Settings a deployment leaves alone on purpose:
 * - CONTENT_DIR and WEB_DIST_DIR default to folders inside the image, next to the code;
 * - the gateway has no database, no outbox and no event consumer, so it never uses those keys of
 *   the shared schema;
 * - the market worker listens on no port.
 */
const leftAlone: Record<string, string[]> = {
  all: ['CONTENT_DIR', 'WEB_DIST_DIR'],
  gateway: [
    'DATABASE_URL',
    'DATABASE_POOL_SIZE',
    'MIGRATE_ON_START',
    'OUTBOX_RETENTION_DAYS',
    'INBOX_RETENTION_DAYS',
    'EVENT_CONCURRENCY',
  ],
  'market-worker': ['PORT'],
};

const ownShapes: Record<string, object> = {
  auth: authConfigShape,
  learning: learningConfigShape,
  market: marketConfigShape,
  'market-worker': marketWorkerConfigShape,
  budget: budgetConfigShape,
  rewards: rewardsConfigShape,
  gateway: gatewayConfigShape,
};

export interface ProcessInfo {
  name: string;
  /** services/auth/src/main.ts */
  entry: string;
  /** What the image runs: services/auth/dist/main.js (scripts/build-services.mjs). */
  bundle: string;
  port?: number;
}

export const processList: ProcessInfo[] = processes.map((process) => ({
  ...process,
  bundle: process.entry.replace('/src/', '/dist/').replace(/\.ts$/, '.js'),
}));

/** Every setting a process reads, less those left alone above. */
export function settingsOf(name: string): string[] {
  const own = ownShapes[name];
  if (!own) throw new Error(`no config schema known for process ${name}`);
  const skip = new Set([...(leftAlone.all ?? []), ...(leftAlone[name] ?? [])]);
  return [...new Set([...Object.keys(baseConfigSchema.shape), ...Object.keys(own)])]
    .filter((key) => !skip.has(key))
    .sort();
}

/** Parses an environment the way the process does at start; throws on a bad or missing value. */
export function loadSettingsOf(name: string, env: NodeJS.ProcessEnv): Record<string, unknown> {
  const own = ownShapes[name];
  if (!own) throw new Error(`no config schema known for process ${name}`);
  return loadConfig(own as z.ZodRawShape, env);
}
