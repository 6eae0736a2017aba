import { closeSync, mkdirSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject, vi } from 'vitest';
import { parse as parseYaml } from 'yaml';
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

/**
 * Does `action` and waits for the toast it raises: one saying `text` (an element of it, exactly)
 * that was not open before. Only one toast shows at a time and a new one replaces the old, so
 * the text alone can mislead twice over: when the same message comes twice in a row (each saved
 * answer says "Answer saved successfully!") it is found on the previous toast at once, and a
 * toast replaced soon after (an achievement announced right after "Lesson completed!") can be
 * gone before a wait that starts after `action` looks. This watches from before `action`, every
 * frame, for a toast that is new.
 */
export async function expectNewToast(
  page: Page,
  text: string,
  action: () => Promise<unknown>,
): Promise<void> {
  const previous = await openToasts(page).elementHandles();
  const shown = page.waitForFunction(
    ([before, wanted]) =>
      Array.from(
        document.querySelectorAll(
          '[role="region"][aria-label^="Notifications"] li[data-state="open"]',
        ),
      ).some(
        (toast) =>
          !before.includes(toast) &&
          Array.from(toast.querySelectorAll('*')).some(
            (element) => element.textContent?.trim() === wanted,
          ),
      ),
    [previous, text] as const,
    // Longer than any wait in `action` (completeLessonOnceRead asks for up to 30 s).
    { polling: 'raf', timeout: 45_000 },
  );
  try {
    await action();
    await shown;
  } finally {
    shown.catch(() => undefined);
    await Promise.all(previous.map((element) => element.dispose()));
  }
}

/**
 * Waits until the page shows what it will show: nothing is still loading (no pulsing placeholder,
 * no spinner) and every animation that ends (a toast sliding in, a dialog fading in) has ended.
 * Looping animations never end and do not count. `timeout` is generous: this is a wait for a
 * state, not a pause.
 */
export async function waitUntilSettled(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('.animate-pulse, .animate-spin') === null &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    undefined,
    { timeout },
  );
}

/**
 * Opens a tab of the admin panel and waits until it shows: the tab selected, its panel there with
 * its member picker (where it has one) ready, its members loaded, and the page settled.
 */
export async function showAdminTab(page: Page, tab: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: tab }).click();
  await main.getByRole('tab', { name: tab, selected: true }).waitFor();
  const panel = main.getByRole('tabpanel', { name: tab });
  await panel.waitFor();
  const picker = panel.getByLabel('Select user');
  await expect
    .poll(async () => (await picker.count()) === 0 || (await picker.isEnabled()), {
      timeout: 15_000,
      message: `the member picker of ${tab} did not load`,
    })
    .toBe(true);
  await waitUntilSettled(page);
}

/**
 * Completes the lesson open in `reader` as a student who has read it. The server keeps a reading
 * clock from when the lesson was opened (at least a second, however short the lesson) and refuses
 * Complete Lesson before it has run: 409 READING_TOO_SHORT, "Cannot complete lesson yet". This
 * clicks Complete Lesson and waits for the server's answer, again while the answer is that
 * refusal, until the server accepts; any other answer fails at once. Then the reader must show
 * "Lesson complete!"; unless told to stay, it is closed with "Back to lessons".
 */
export async function completeLessonOnceRead(
  page: Page,
  reader: Locator,
  { stayOpen = false }: { stayOpen?: boolean } = {},
): Promise<void> {
  const completeButton = reader.getByRole('button', { name: /Complete Lesson/ });
  const answer = await vi.waitFor(
    async () => {
      const [completed] = await Promise.all([
        page.waitForResponse(
          (candidate) =>
            candidate.request().method() === 'POST' &&
            /\/api\/lessons\/\d+\/complete$/.test(new URL(candidate.url()).pathname),
        ),
        completeButton.click(),
      ]);
      if (completed.status() === 409) {
        const body = (await completed.json()) as { code?: string; message?: string };
        if (body.code === 'READING_TOO_SHORT') throw new Error(`still reading: ${body.message}`);
      }
      return { status: completed.status(), text: await completed.text() };
    },
    { timeout: 30_000, interval: 250 },
  );
  expect(answer.status, answer.text).toBe(200);
  await reader.getByRole('heading', { name: 'Lesson complete!' }).waitFor();
  if (!stayOpen) await reader.getByRole('button', { name: 'Back to lessons' }).click();
}

/**
 * Answers every question of a quiz that is on screen right, in the order the attempt shows them
 * (each attempt has its own order of questions and options), and waits for each "Correct!".
 */
export async function answerQuizRight(
  page: Page,
  quiz: readonly { question: string; options: string[]; correctAnswer: number }[],
  { from = 0 }: { from?: number } = {},
): Promise<void> {
  for (let index = from; index < quiz.length; index += 1) {
    await page.getByText(`Question ${index + 1} of ${quiz.length}`, { exact: true }).waitFor();
    const shown = ((await page.locator('form legend').textContent()) ?? '').trim();
    const question = quiz.find((entry) => entry.question === shown);
    if (!question) throw new Error(`the quiz shows a question it does not have: ${shown}`);
    await page
      .getByRole('radio', { name: question.options[question.correctAnswer] ?? '', exact: true })
      .check({ force: true });
    await page
      .getByRole('button', { name: index === quiz.length - 1 ? 'Finish Quiz' : 'Next Question' })
      .click();
    await page.getByText('Correct!', { exact: true }).waitFor();
  }
}

/**
 * An account's first dashboard visit opens the tutorial: this skips it and waits until it is gone.
 * The account remembers the tour, so on a later visit (e.g. the admin's, in another journey on the
 * same stack) the dashboard shows without it and there is nothing to skip.
 */
export async function skipTutorial(page: Page): Promise<void> {
  const tutorial = page.getByRole('dialog', { name: 'Welcome to the club!' });
  const dashboard = page.getByRole('main').getByRole('heading', { level: 1, name: /^Welcome, / });
  await tutorial.or(dashboard).first().waitFor();
  if ((await tutorial.count()) === 0) return;
  await tutorial.getByRole('button', { name: 'Skip tutorial' }).click();
  await tutorial.waitFor({ state: 'detached' });
}

/** Fails unless the two elements, as they stand on screen now, do not overlap at all. */
export async function expectApart(a: Locator, b: Locator, what: string): Promise<void> {
  const [boxA, boxB] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!boxA || !boxB) throw new Error(`${what}: not both on screen`);
  const overlaps =
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height;
  expect(overlaps, `${what} overlap`).toBe(false);
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

/** The size of the window a journey looks through, e.g. { width: 390, height: 844 } for a phone. */
export interface ScreenSize {
  width: number;
  height: number;
}

/** A page in a browser context of its own (its own cookies and storage), at `viewport`. */
export async function openPage(journey: Journey, viewport?: ScreenSize): Promise<Page> {
  const context = await journey.browser.newContext({
    ...(viewport ? { viewport } : {}),
    baseURL: journey.stack.baseUrl,
  });
  return context.newPage();
}

/** A new student, registered and signed in on a page of their own, on the dashboard (tour closed). */
export async function openAsNewStudent(
  journey: Journey,
  student: { username: string; firstName: string; lastName: string },
  viewport?: ScreenSize,
): Promise<Page> {
  const page = await openPage(journey, viewport);
  await registerStudent(page, student);
  await page.goto('/');
  await skipTutorial(page);
  return page;
}

/** A guest on a page of their own: 'Continue as Guest' on the sign-in screen, then the dashboard. */
export async function openAsGuest(journey: Journey, viewport?: ScreenSize): Promise<Page> {
  const page = await openPage(journey, viewport);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}

/** The club's admin, signed in on a page of their own, on the dashboard (tour closed). */
export async function openAsAdmin(journey: Journey, viewport?: ScreenSize): Promise<Page> {
  const page = await openPage(journey, viewport);
  const login = await page.request.post('/api/auth/login', {
    data: { username: 'admin', password: journey.stack.adminPassword },
  });
  expect(login.status()).toBe(200);
  await page.goto('/');
  await skipTutorial(page);
  return page;
}

/**
 * A new student registered through the API in the page's context (so it is signed in), with the
 * password 'Secret-pass-123'; answers the new account's id.
 */
export async function registerStudent(
  page: Page,
  student: { username: string; firstName: string; lastName: string },
): Promise<number> {
  const response = await page.request.post('/api/auth/register', {
    data: { ...student, email: `${student.username}@example.org`, password: 'Secret-pass-123' },
  });
  if (response.status() !== 201) {
    throw new Error(
      `registering ${student.username}: ${response.status()} ${await response.text()}`,
    );
  }
  return ((await response.json()) as { id: number }).id;
}

/** A question of a shipped module's quiz, as its quiz.yaml has it. */
export interface QuizFileQuestion {
  question: string;
  /** The choices and the right one's index (module 1's questions all have them). */
  options: string[];
  correctAnswer: number;
  type?: string;
}

/** The quiz of a shipped module, e.g. '01-budgeting-basics', read from the learning content. */
export function readModuleQuiz(folder: string): QuizFileQuestion[] {
  const file = path.join(webDir, '..', 'services', 'learning', 'content', 'modules', folder);
  return parseYaml(readFileSync(path.join(file, 'quiz.yaml'), 'utf8')) as QuizFileQuestion[];
}

/** Text as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Opens module 1 and completes its lesson at `index` (0-based) through the reader, read with the
 * server's reading clock; answers when the reader has closed.
 */
export async function completeModuleOneLesson(page: Page, index = 0): Promise<void> {
  await page.goto('/lessons/1');
  await page.getByRole('heading', { name: 'Budgeting Basics' }).waitFor();
  const lessons = (await (await page.request.get('/api/modules/1/lessons')).json()) as {
    title: string;
  }[];
  const title = lessons[index]?.title ?? '';
  await page.getByRole('button', { name: new RegExp(escapeRegExp(title)) }).click();
  const reader = page.getByRole('dialog');
  await reader.getByRole('heading', { name: title }).waitFor();
  await completeLessonOnceRead(page, reader);
  await reader.waitFor({ state: 'detached' });
}
