import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Workers per project: vitest's default leaves one core to itself, which is a single worker on a
 * 2-core CI machine; the tests wait on PostgreSQL, Redis and the browser often enough that two
 * workers there finish in about half the time. (web/vitest.config.ts says the same.)
 */
const testWorkers = Math.max(2, availableParallelism() - 1);

/**
 * Test projects: `unit` (pure logic beside the code), `integration` (services in-process against
 * the real PostgreSQL and Redis; see packages/testkit), `web` (React components in jsdom) and
 * `e2e` (the whole product in headless Chromium). unit, integration and web run together; e2e
 * runs after them.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{packages,services,gateway}/**/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/generated/**', 'scripts/test/**'],
          maxWorkers: testWorkers,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['{packages,services,gateway,infra,scripts}/**/test/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['packages/testkit/src/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: testWorkers,
        },
      },
      'web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['web/e2e/**/*.test.ts'],
          // PostgreSQL and Redis, then one stack for all the journeys (web/e2e/global-setup.ts).
          globalSetup: ['packages/testkit/src/global-setup.ts', 'web/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two journey files at a time against the shared stack, after the other projects.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
