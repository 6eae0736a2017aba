import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // One jsdom environment per worker, reused by the files it runs (about 3x faster than one per
    // file). What a file leaves behind is reset after every test by setup-tests.ts (DOM, toasts,
    // storage), restoreMocks and unstubGlobals; vi.mock stays per file.
    isolate: false,
    testTimeout: 20_000,
    // As the other projects (../vitest.config.ts): at least two workers, even on 2 cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
