import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const webDir = path.resolve(import.meta.dirname, '..');

/**
 * The settings of the journeys' stack, on top of testkit's. One set serves every journey, so that
 * they can share one stack (global-setup.ts).
 */
export const journeyEnv: Record<string, string> = {
  // A short reading clock (a fraction of the real one) keeps the learning and rewards journeys
  // quick; no journey waits for the real one.
  READING_SECONDS_PER_WORD: '0.002',
  // Ended contests are closed (their results frozen) every 2 s rather than every minute, so the
  // contests journey sees its contest's final results soon after the end.
  CONTEST_CLOSE_CHECK_SECONDS: '2',
};

/** The stack global-setup.ts starts once for all the journeys, as the journeys' workers see it. */
export interface SharedStack {
  baseUrl: string;
  adminPassword: string;
  ports: Record<string, number>;
  /** Where everything the stack's processes print is appended, as it comes. */
  logFile: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    journeyStack: SharedStack;
  }
}

/** The journeys run against the built app, as the gateway serves it in production. */
export function ensureWebBuilt(): void {
  if (existsSync(path.join(webDir, 'dist', 'index.html'))) return;
  execFileSync(
    path.join(webDir, '..', 'node_modules', '.bin', 'vite'),
    ['build', '--logLevel', 'warn', webDir],
    { stdio: 'inherit' },
  );
}
