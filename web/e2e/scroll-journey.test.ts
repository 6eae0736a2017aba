import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAsNewStudent, openPage, screenshot, setUpJourney, skipTutorial } from './support.ts';

const journey = setUpJourney();

const phone = { width: 390, height: 844 };
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the page to `y` (or as far as it goes) and answers where it stopped. */
async function scrollTo(page: Page, y: number): Promise<number> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  return scrollY(page);
}

describe('where a page opens', () => {
  it('when a visitor registers from the bottom of the form on a phone, then the dashboard opens at its top', async () => {
    const page = await openPage(journey, phone);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Create Account' }).click();
    await page.getByLabel('First name').fill('Sky');
    await page.getByLabel('Last name').fill('Roll');
    await page.getByLabel('Username').fill('sky_roll');
    await page.getByLabel('Email').fill('sky_roll@example.org');
    await page.getByLabel('Password', { exact: true }).fill('Secret-pass-123');
    await page.getByLabel('Confirm password').fill('Secret-pass-123');
    // The form is longer than the phone's screen: the button is below the fold.
    const create = page.getByRole('button', { name: 'Create Account' });
    await create.scrollIntoViewIfNeeded();
    expect(await scrollY(page), 'the form was scrolled to reach its button').toBeGreaterThan(0);
    await create.click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('dialog', { name: 'Welcome to the club!' }).waitFor();
    expect(await scrollY(page)).toBe(0);
    await skipTutorial(page);
    await page.getByRole('heading', { level: 1, name: 'Welcome, Sky' }).waitFor();
    expect(await scrollY(page)).toBe(0);
    await page.context().close();
  });

  it('when a student follows a link from far down a page, then the new page starts at its top, and Back returns to where they were', async () => {
    const page = await openAsNewStudent(
      journey,
      { username: 'scrolly', firstName: 'Scroll', lastName: 'Y' },
      phone,
    );
    const main = page.getByRole('main');

    // From the bottom of the dashboard, Lessons in the bottom bar.
    await main.getByRole('region', { name: 'Quick actions' }).waitFor();
    expect(await scrollTo(page, 100_000)).toBeGreaterThan(300);
    await page
      .getByRole('navigation', { name: 'Quick' })
      .getByRole('link', { name: 'Lessons' })
      .click();
    await main.getByRole('heading', { name: 'Learning Modules' }).waitFor();
    expect(await scrollY(page)).toBe(0);

    // Far down the module list, a locked module's way to the one before it: that opens at its top.
    const module = main.getByRole('link', { name: 'Go to Previous Module' }).nth(3);
    await module.scrollIntoViewIfNeeded();
    const listPosition = await scrollY(page);
    expect(listPosition, 'the link was below the fold').toBeGreaterThan(1000);
    await screenshot(page, 'scroll-01-lessons-scrolled');
    await module.click();
    await page.waitForURL((url) => /^\/lessons\/\d+$/.test(url.pathname));
    await main.getByRole('heading', { level: 1 }).waitFor();
    expect(await scrollY(page)).toBe(0);
    await screenshot(page, 'scroll-02-module-at-top');

    // Back: the list where the student left it.
    await page.goBack();
    await main.getByRole('heading', { name: 'Learning Modules' }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(listPosition);
    await page.context().close();
  });
});
