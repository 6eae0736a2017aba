import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  accessibilityProblems,
  openAsGuest,
  openPage,
  setUpJourney,
  showAdminTab,
  skipTutorial,
  waitUntilSettled,
} from './support.ts';

const journey = setUpJourney();

const viewports = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
};

/** Opens a screen, waits until it has its content, and collects axe's serious and critical findings. */
async function check(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(path);
  await ready(page);
  // Nothing still loading, and animations (toasts, dialogs) ended.
  await waitUntilSettled(page);
  return (await accessibilityProblems(page)).map((problem) => `${path}: ${problem}`);
}

async function signedIn(
  viewport: { width: number; height: number },
  username: string,
  password?: string,
) {
  const page = await openPage(journey, viewport);
  const response = password
    ? await page.request.post('/api/auth/login', { data: { username, password } })
    : await page.request.post('/api/auth/register', {
        data: {
          username,
          email: `${username}@example.org`,
          password: 'Secret-pass-123',
          firstName: 'Alex',
          lastName: 'Able',
        },
      });
  expect(response.ok()).toBe(true);
  await page.goto('/');
  await skipTutorial(page);
  return page;
}

const main = (page: Page) => page.getByRole('main');

describe('accessibility (axe-core: no serious or critical violations)', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`when a student opens every screen on a ${name}, then axe finds nothing serious`, async () => {
      const page = await signedIn(viewport, `able${name}`);
      const problems: string[] = [];
      problems.push(
        ...(await check(page, '/', (p) => main(p).getByText('Welcome, Alex').waitFor())),
      );
      problems.push(
        ...(await check(page, '/lessons', (p) => main(p).getByRole('link').first().waitFor())),
      );
      problems.push(
        ...(await check(page, '/lessons/1', (p) => main(p).getByRole('button').first().waitFor())),
      );
      problems.push(
        ...(await check(page, '/flashcards/1', (p) =>
          main(p)
            .getByText(/card 1 of/i)
            .first()
            .waitFor(),
        )),
      );
      problems.push(
        ...(await check(page, '/quiz/1', (p) => main(p).getByRole('heading').first().waitFor())),
      );
      problems.push(
        ...(await check(page, '/review', (p) =>
          main(p).getByRole('heading', { name: 'Review', exact: true }).waitFor(),
        )),
      );
      problems.push(
        ...(await check(page, '/trading', (p) =>
          main(p).locator('svg.recharts-surface').first().waitFor(),
        )),
      );
      problems.push(
        ...(await check(page, '/budgeting', (p) =>
          main(p).getByRole('button', { name: 'New Plan' }).first().waitFor(),
        )),
      );
      problems.push(
        ...(await check(page, '/leaderboard', (p) =>
          main(p).getByText('Club Leaderboards').waitFor(),
        )),
      );
      problems.push(
        ...(await check(page, '/achievements', (p) => main(p).getByRole('tab').first().waitFor())),
      );
      problems.push(
        ...(await check(page, '/no-such-page', (p) => p.getByText('404 Page Not Found').waitFor())),
      );
      await page.context().close();
      expect(problems).toEqual([]);
    });
  }

  it('when a visitor opens the sign-in, forgot and reset screens, then axe finds nothing serious', async () => {
    const page = await openPage(journey);
    const problems: string[] = [];
    problems.push(
      ...(await check(page, '/auth', (p) =>
        p.getByRole('button', { name: 'Continue as Guest' }).waitFor(),
      )),
    );
    problems.push(
      ...(await check(page, '/forgot-password', (p) => p.getByRole('textbox').first().waitFor())),
    );
    problems.push(
      ...(await check(page, '/reset-password?token=abc', (p) =>
        p.getByRole('textbox').first().waitFor(),
      )),
    );
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('when an admin opens the admin panel tabs, then axe finds nothing serious', async () => {
    const page = await signedIn(viewports.desktop, 'admin', journey.stack.adminPassword);
    const problems: string[] = [];
    problems.push(
      ...(await check(page, '/admin', (p) =>
        main(p).getByRole('heading', { name: 'Admin Panel' }).waitFor(),
      )),
    );
    for (const tab of ['Cash Balance', 'Achievements', 'Leaderboards']) {
      await showAdminTab(page, tab);
      problems.push(
        ...(await accessibilityProblems(page)).map((problem) => `/admin ${tab}: ${problem}`),
      );
    }
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('when a guest browses, then axe finds nothing serious on the guest screens', async () => {
    const page = await openAsGuest(journey, viewports.phone);
    const problems: string[] = [];
    problems.push(
      ...(await check(page, '/', (p) => main(p).getByRole('heading').first().waitFor())),
    );
    problems.push(
      ...(await check(page, '/trading', (p) =>
        main(p).getByRole('tab', { name: 'Browse Stocks' }).waitFor(),
      )),
    );
    problems.push(
      ...(await check(page, '/budgeting', (p) =>
        p.getByText('Sign in or create an account to plan a budget and keep your plans.').waitFor(),
      )),
    );
    await page.context().close();
    expect(problems).toEqual([]);
  });
});
