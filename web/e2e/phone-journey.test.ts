import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  expectApart,
  openAsAdmin,
  openAsNewStudent,
  openToasts,
  screenshot,
  setUpJourney,
  showAdminTab,
  waitUntilSettled,
} from './support.ts';

const journey = setUpJourney();

const phone = { width: 390, height: 844 };

/** Nothing on the page is wider than the phone: no sideways scrolling of the whole page. */
async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

describe('on a phone', () => {
  it('when a student goes through every screen from the bottom bar and the drawer, then each fits the screen and works', async () => {
    const page = await openAsNewStudent(
      journey,
      { username: 'phoebe', firstName: 'Phoebe', lastName: 'Phone' },
      phone,
    );
    const bottomBar = page.getByRole('navigation', { name: 'Quick' });
    const main = page.getByRole('main');

    const visits: [string, string, () => Promise<unknown>][] = [
      ['Home', '/', () => main.getByText('Welcome, Phoebe').waitFor()],
      [
        'Lessons',
        '/lessons',
        () => main.getByRole('heading', { name: 'Learning Modules' }).waitFor(),
      ],
      ['Trading', '/trading', () => main.getByRole('tab', { name: 'Browse Stocks' }).waitFor()],
      ['Leaders', '/leaderboard', () => main.getByText('Club Leaderboards').waitFor()],
      ['Leagues', '/leagues', () => main.getByRole('heading', { name: 'Weekly League' }).waitFor()],
      ['Rewards', '/achievements', () => main.getByRole('tab').first().waitFor()],
    ];
    for (const [link, path, ready] of visits) {
      await bottomBar.getByRole('link', { name: link }).click();
      await page.waitForURL((url) => url.pathname === path);
      await ready();
      // Measured once the screen has all it shows: nothing loading, no animation under way.
      await waitUntilSettled(page);
      expect(await pageWidth(page), `${path} is wider than the phone`).toBeLessThanOrEqual(
        phone.width,
      );
      await screenshot(page, `phone-60-${link.toLowerCase()}`);
    }

    // A trade on the phone.
    await page.goto('/trading');
    await main.getByText('$10,000.00').first().waitFor({ timeout: 20_000 });
    await main.getByPlaceholder('Search by symbol or name').fill('KO');
    await main.getByRole('button', { name: 'Trade KO' }).click();
    await main.getByLabel('Number of shares').fill('2');
    await main.getByRole('button', { name: 'Buy KO' }).click();
    const toasts = openToasts(page);
    await toasts.getByText('Trade executed successfully!', { exact: true }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);
    // The first trade's achievement is announced beside the trade's answer. A pointer over the
    // toasts holds them open, so both are there together.
    await toasts.last().hover();
    await toasts.getByText('Achievement unlocked!', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await toasts.count()).toBe(2);
    // Two toasts in one pile: the room of one compact toast (and the pile's edge), above the
    // bottom bar, the newest on top.
    const boxes = await Promise.all((await toasts.all()).map((toast) => toast.boundingBox()));
    const top = Math.min(...boxes.map((box) => box?.y ?? 0));
    const bottom = Math.max(...boxes.map((box) => (box ? box.y + box.height : 0)));
    expect(bottom - top, 'the height the toasts cover').toBeLessThanOrEqual(0.12 * phone.height);
    await expectApart(toasts.last(), bottomBar, 'The toasts and the bottom bar');
    await screenshot(page, 'phone-61-trade');

    // The planner through the drawer.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Budgeting' }).click();
    await page.waitForURL((url) => url.pathname === '/budgeting');
    await main.getByRole('button', { name: 'New Plan' }).first().click();
    await page.getByRole('dialog').getByLabel('Plan name').fill('Phone plan');
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await openToasts(page).getByText('Budget plan created successfully!').waitFor();
    await main.getByText('Question 1 of 29').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);
    await screenshot(page, 'phone-62-budget');
    await page.context().close();
  });

  it("when an admin uses the panel on a phone, then every tab fits the screen and each member's Reset Progress is in reach", async () => {
    const page = await openAsAdmin(journey, phone);
    await page.goto('/admin');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    const tabs = ['User Management', 'Cash Balance', 'Achievements', 'Leaderboards'];
    for (const tab of tabs) {
      await showAdminTab(page, tab);
      expect(await pageWidth(page), `${tab} is wider than the phone`).toBeLessThanOrEqual(
        phone.width,
      );
    }
    // Every tab in sight (they wrap), and each member a card whose Reset Progress is on screen.
    await showAdminTab(page, 'User Management');
    for (const tab of tabs) {
      const box = await main.getByRole('tab', { name: tab }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= phone.width, `${tab} tab`).toBe(true);
    }
    const member = main.getByRole('list', { name: 'Members' }).getByRole('listitem').first();
    const reset = await member.getByRole('button', { name: 'Reset Progress' }).boundingBox();
    expect(reset && reset.x >= 0 && reset.x + reset.width <= phone.width).toBe(true);
    await screenshot(page, 'phone-63-admin');
    await page.context().close();
  });
});
