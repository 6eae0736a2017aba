import { closeSync, mkdirSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { launchBrowser } from '@fc/testkit/browser';
import { startStack, type RunningStack } from '@fc/testkit/stack';
import { journeyEnv, type SharedStack } from './shared-stack.ts';

const webDir = path.resolve(import.meta.dirname, '..');
export const screenshotsDir = path.join(webDir, 'e2e', 'screenshots');

export interface Journey {
  readonly stack: RunningStack;
  readonly browser: Browser;
}

/**
 * What every journey file runs against: the built app, the whole stack and headless Chromium.
 * The stack is the one global-setup.ts started for all the journey files (each journey signs up
 * accounts of its own), or, with `ownStack`, one started for this file alone and stopped after
 * it, for a journey that counts every member of the club. When a journey fails, what the stack's
 * processes logged while this file ran (warnings and errors: a failed event, a service error) is
 * printed, so a failure on CI can be read without running it again.
 */
export function setUpJourney(options: { ownStack?: boolean } = {}): Journey {
  let stack: RunningStack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([
      options.ownStack ? startStack(journeyEnv) : joinSharedStack(inject('journeyStack')),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  afterEach((context) => {
    if (context.task.result?.state !== 'fail') return;
    const log = stack?.output().trim() ?? '';
    process.stderr.write(
      `\n--- what the stack logged (${context.task.name}) ---\n${log.slice(-20_000) || '(nothing)'}\n`,
    );
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the journey has not started yet');
    return value;
  };
  return {
    get stack() {
      return started(stack);
    },
    get browser() {
      return started(browser);
    },
  };
}

/**
 * The shared stack as this file sees it: output() is what its processes logged since the file
 * joined; stop() leaves it running for the other files (global-setup.ts stops it).
 */
async function joinSharedStack(shared: SharedStack): Promise<RunningStack> {
  const from = statSync(shared.logFile).size;
  return {
    baseUrl: shared.baseUrl,
    adminPassword: shared.adminPassword,
    ports: shared.ports,
    output() {
      const length = statSync(shared.logFile).size - from;
      if (length <= 0) return '';
      const buffer = Buffer.alloc(length);
      const file = openSync(shared.logFile, 'r');
      try {
        readSync(file, buffer, 0, length, from);
      } finally {
        closeSync(file);
      }
      return buffer.toString('utf8');
    },
    async stop() {},
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: true });
}

/** The open toasts: Radix renders each as a list item in the "Notifications" region. */
export function openToasts(page: Page) {
  return page.getByRole('region', { name: /^Notifications/ }).locator('li[data-state="open"]');
}

/** A signed-in user's first dashboard visit opens the tutorial: this skips it and waits until it is gone. */
export async function skipTutorial(page: Page): Promise<void> {
  const tutorial = page.getByRole('dialog', { name: 'Welcome to the club!' });
  await tutorial.getByRole('button', { name: 'Skip tutorial' }).click();
  await tutorial.waitFor({ state: 'detached' });
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * axe-core on the page as it stands: the serious and critical violations (docs/product.md does not ask
 * for less), each with the elements it found, so a failing journey says what to fix.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const axeSource = readFileSync(
    path.join(webDir, '..', 'node_modules', 'axe-core', 'axe.min.js'),
    'utf8',
  );
  // Evaluated, not added as a script tag: the app's Content-Security-Policy rightly blocks inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => JSON.stringify(node.target))
          .join(', ')}`,
    );
}

/** A new student registered through the API in the page's context (so it is signed in). */
export async function registerStudent(
  page: Page,
  student: { username: string; firstName: string; lastName: string },
): Promise<void> {
  const response = await page.request.post('/api/auth/register', {
    data: { ...student, email: `${student.username}@example.org`, password: 'Secret-pass-123' },
  });
  if (response.status() !== 201) {
    throw new Error(
      `registering ${student.username}: ${response.status()} ${await response.text()}`,
    );
  }
}
