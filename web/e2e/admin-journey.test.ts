import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  accessibilityProblems,
  openAsAdmin,
  openAsNewStudent,
  openPage,
  openToasts,
  screenshot,
  setUpJourney,
  showAdminTab,
  waitUntilSettled,
} from './support.ts';

const journey = setUpJourney();

async function toast(page: Page, text: string) {
  await openToasts(page).getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 });
}

describe('admin panel', () => {
  it("when an admin sets cash, awards an achievement, sets points and resets a student, then the student's own screens show each change", async () => {
    const student = await openAsNewStudent(
      journey,
      { username: 'sam', firstName: 'Sam', lastName: 'Student' },
      { width: 1280, height: 900 },
    );

    const catalogue = (await (await student.request.get('/api/achievements')).json()) as {
      id: string;
      title: string;
      tradingBonus: number;
    }[];
    const award = catalogue.find((achievement) => achievement.tradingBonus === 0);
    expect(award).toBeDefined();

    const admin = await openAsAdmin(journey, { width: 1280, height: 900 });
    await admin.goto('/admin');
    const panel = admin.getByRole('main');
    await panel.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    // The members table shows a page at a time: the search finds the student however big the club.
    await panel.getByLabel('Search members').fill('sam');
    await panel.getByText('@sam', { exact: true }).waitFor();
    await screenshot(admin, 'admin-50-users');

    // Cash Balance.
    await panel.getByRole('tab', { name: 'Cash Balance' }).click();
    // The picker: the members sorted by name, searched as the admin types.
    await panel.getByRole('combobox', { name: 'Select user' }).click();
    const search = admin.getByRole('combobox', { name: 'Search members' });
    const options = admin.getByRole('listbox', { name: 'Members' }).getByRole('option');
    const names = await options.allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names, 'the members are sorted by name').toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en-US', { sensitivity: 'base' })),
    );
    expect(names.some((name) => name.endsWith('(@admin)'))).toBe(false);
    await search.fill('student @sam');
    await expect.poll(() => options.allTextContents()).toEqual(['Sam Student (@sam)']);
    await waitUntilSettled(admin);
    await screenshot(admin, 'admin-50b-member-picker');
    expect(await accessibilityProblems(admin), 'axe on the open picker').toEqual([]);
    await admin.keyboard.press('Enter');
    await expect
      .poll(() => panel.getByRole('combobox', { name: 'Select user' }).textContent())
      .toBe('Sam Student (@sam)');
    await panel.getByText('Current cash balance: $10,000.00').waitFor();
    await panel.getByLabel('Amount ($)').fill('2500.50');
    await panel.getByRole('button', { name: 'Update Cash Balance' }).click();
    // Setting cash asks first, naming the member, the cash now and the new cash.
    const confirmCash = admin.getByRole('dialog', { name: "Set Sam Student's cash balance?" });
    await confirmCash.getByText('$10,000.00', { exact: true }).waitFor();
    await confirmCash.getByText('$2,500.50', { exact: true }).waitFor();
    await confirmCash.getByText('Sam Student (@sam)', { exact: true }).waitFor();
    await waitUntilSettled(admin);
    await screenshot(admin, 'admin-50c-confirm-cash');
    expect(await accessibilityProblems(admin), 'axe on the confirmation').toEqual([]);
    await confirmCash.getByRole('button', { name: 'Set cash balance' }).click();
    await toast(admin, 'Cash balance updated');

    // Achievements.
    await panel.getByRole('tab', { name: 'Achievements' }).click();
    const card = panel
      .getByRole('list', { name: 'Achievements' })
      .getByRole('listitem')
      .filter({ hasText: award?.title ?? '' });
    await card.getByRole('button', { name: 'Award Achievement' }).click();
    await toast(admin, 'Achievement awarded');
    await card.getByText('Earned').first().waitFor();
    await screenshot(admin, 'admin-51-achievements');

    // Leaderboards: set the points after the award, so they are exactly 777.
    await panel.getByRole('tab', { name: 'Leaderboards' }).click();
    await panel.getByLabel('New Points Total').fill('777');
    await panel.getByRole('button', { name: 'Update Position' }).click();
    const confirmPoints = admin.getByRole('dialog', { name: "Set Sam Student's points?" });
    await confirmPoints.getByText('777', { exact: true }).waitFor();
    await confirmPoints.getByRole('button', { name: 'Set points' }).click();
    await toast(admin, 'Leaderboard updated');
    await screenshot(admin, 'admin-52-leaderboards');

    // The student sees each change.
    await student.goto('/trading');
    await student.getByRole('main').getByText('$2,500.50').first().waitFor({ timeout: 20_000 });
    await student.goto('/achievements');
    await student
      .getByRole('article')
      .filter({ hasText: award?.title ?? '' })
      .getByText('Earned', { exact: true })
      .waitFor();
    // The header's points come from auth, which learns them from points.changed: reload until it
    // shows them, giving each load time to render (a busy CI machine renders slowly).
    await expect
      .poll(
        async () => {
          await student.reload();
          return student
            .getByRole('banner')
            .getByText('777', { exact: true })
            .waitFor({ timeout: 5_000 })
            .then(
              () => true,
              () => false,
            );
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(true);

    // The audit log lists the three actions.
    await panel.getByRole('tab', { name: 'User Management' }).click();
    await expect
      .poll(
        async () => {
          const log = (await (await admin.request.get('/api/admin/audit-log')).json()) as unknown[];
          return log.length;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(3);

    // Reset Progress, with its confirmation.
    await panel.getByLabel('Search members').fill('sam');
    const row = panel.getByRole('row').filter({ has: admin.getByText('@sam', { exact: true }) });
    await row.getByRole('button', { name: 'Reset Progress' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText('Sam Student').first().waitFor();
    await screenshot(admin, 'admin-53-reset-confirm');
    await dialog.getByRole('button', { name: 'Reset Progress' }).click();
    await toast(admin, 'Progress reset');

    // The student is back to a new account: starting cash, no points, nothing earned.
    await expect
      .poll(
        async () => {
          const me = (await (await student.request.get('/api/auth/me')).json()) as {
            id: number;
            points: number;
          };
          const portfolio = (await (
            await student.request.get(`/api/users/${me.id}/portfolio`)
          ).json()) as { cashBalance: number };
          const earned = (await (
            await student.request.get('/api/user-achievements')
          ).json()) as unknown[];
          return [me.points, portfolio.cashBalance, earned.length];
        },
        { timeout: 30_000, interval: 500 },
      )
      .toEqual([0, 1_000_000, 0]);
    await student.goto('/trading');
    await student.getByRole('main').getByText('$10,000.00').first().waitFor();
    await student.getByRole('banner').getByText('0', { exact: true }).first().waitFor();
    await screenshot(student, 'desktop-54-student-after-reset');

    // On a phone: the picker and the confirmation fit, and Cancel changes nothing.
    const phone = await openPage(journey, { width: 390, height: 844 });
    await phone.request.post('/api/auth/login', {
      data: { username: 'admin', password: journey.stack.adminPassword },
    });
    await phone.goto('/admin');
    await showAdminTab(phone, 'Leaderboards');
    const phonePanel = phone.getByRole('main').getByRole('tabpanel', { name: 'Leaderboards' });
    await phonePanel.getByRole('combobox', { name: 'Select user' }).click();
    await phone.getByRole('combobox', { name: 'Search members' }).fill('sam');
    await phone.getByRole('option', { name: 'Sam Student (@sam)' }).waitFor();
    await waitUntilSettled(phone);
    await screenshot(phone, 'admin-55-member-picker-phone');
    await phone.getByRole('option', { name: 'Sam Student (@sam)' }).click();
    await phonePanel.getByText('Current points:').waitFor();
    await phonePanel.getByLabel('New Points Total').fill('5000');
    await phonePanel.getByRole('button', { name: 'Update Position' }).click();
    const confirmOnPhone = phone.getByRole('dialog', { name: "Set Sam Student's points?" });
    await confirmOnPhone.getByText('5,000', { exact: true }).waitFor();
    await waitUntilSettled(phone);
    await screenshot(phone, 'admin-56-confirm-points-phone');
    await confirmOnPhone.getByRole('button', { name: 'Cancel' }).click();
    await confirmOnPhone.waitFor({ state: 'detached' });
    const me = (await (await student.request.get('/api/auth/me')).json()) as { points: number };
    expect(me.points).toBe(0);
    await phone.context().close();
    await admin.context().close();
    await student.context().close();
  });
});
