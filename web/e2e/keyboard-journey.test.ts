import { describe, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openToasts, registerStudent, setUpJourney } from './support.ts';

const journey = setUpJourney();

/** Presses Tab until the target has the focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, most = 80): Promise<void> {
  await target.waitFor();
  // Lists re-render when their data lands: start once the page has settled, and find the target
  // afresh at each step rather than holding on to an element that may be replaced.
  await page.waitForLoadState('networkidle');
  for (let count = 0; count < most; count += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

describe('with the keyboard only', () => {
  it('when a student signs in, skips the tour, opens a lesson and buys a stock using only the keyboard, then each step works', async () => {
    const page = await (
      await journey.browser.newContext({
        viewport: { width: 1280, height: 900 },
        baseURL: journey.stack.baseUrl,
      })
    ).newPage();
    await registerStudent(page, { username: 'keys', firstName: 'Kay', lastName: 'Board' });
    await page.context().clearCookies();

    // Sign in.
    await page.goto('/auth');
    await tabTo(page, page.getByLabel('Username'));
    await page.keyboard.type('keys');
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type('Secret-pass-123');
    await page.keyboard.press('Enter');
    await openToasts(page).getByText('Welcome back!', { exact: true }).waitFor();

    // The tutorial opens with the focus inside it; Skip is reachable and Escape-free.
    const tutorial = page.getByRole('dialog', { name: 'Welcome to the club!' });
    await tabTo(page, tutorial.getByRole('button', { name: 'Skip tutorial' }));
    await page.keyboard.press('Enter');
    await tutorial.waitFor({ state: 'detached' });

    // Lessons: the main navigation, a module card, a lesson, and Escape closes the reader.
    await tabTo(
      page,
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lessons' }),
    );
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/lessons');
    await tabTo(page, page.getByRole('main').getByRole('link', { name: /Budgeting Basics/ }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/lessons/1');
    await tabTo(page, page.getByRole('main').getByRole('button', { name: /Lesson 1:/ }));
    await page.keyboard.press('Enter');
    const reader = page.getByRole('dialog');
    await reader.getByText('Key Takeaways').waitFor();
    await page.keyboard.press('Escape');
    await reader.waitFor({ state: 'detached' });

    // Trading: search, Trade, shares, Buy.
    await page.goto('/trading');
    const main = page.getByRole('main');
    await main.getByText('$10,000.00').first().waitFor({ timeout: 20_000 });
    await tabTo(page, main.getByPlaceholder('Search by symbol or name'));
    await page.keyboard.type('PG');
    await tabTo(page, main.getByRole('button', { name: 'Trade PG' }));
    await page.keyboard.press('Enter');
    await tabTo(page, main.getByLabel('Number of shares'));
    await page.keyboard.type('1');
    await tabTo(page, main.getByRole('button', { name: 'Buy PG' }));
    await page.keyboard.press('Enter');
    await openToasts(page).getByText('Trade executed successfully!', { exact: true }).waitFor();
  });
});
