import { defineConfig } from 'vitest/config';

/**
 * Test projects: `unit` (pure logic beside the code), `integration` (services in-process against
 * the real PostgreSQL and Redis; see packages/testkit), `web` (React components in jsdom) and
 * `e2e` (the whole product in headless Chromium).
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
        },
      },
      'web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['web/e2e/**/*.test.ts'],
          globalSetup: ['packages/testkit/src/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
