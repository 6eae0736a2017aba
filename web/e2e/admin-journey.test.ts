import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openToasts, screenshot, skipTutorial, registerStudent, setUpJourney } from './support.ts';

const journey = setUpJourney();

async function toast(page: Page, text: string) {
  await openToasts(page).getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 });
}

describe('admin panel', () => {
  it("when an admin sets cash, awards an achievement, sets points and resets a student, then the student's own screens show each change", async () => {
    const studentContext = await journey.browser.newContext({
      viewport: { width: 1280, height: 900 },
      baseURL: journey.stack.baseUrl,
    });
    const student = await studentContext.newPage();
    await registerStudent(student, { username: 'sam', firstName: 'Sam', lastName: 'Student' });
    await student.goto('/');
    await skipTutorial(student);

    const catalogue = (await (await student.request.get('/api/achievements')).json()) as {
      id: string;
      title: string;
      tradingBonus: number;
    }[];
    const award = catalogue.find((achievement) => achievement.tradingBonus === 0);
    expect(award).toBeDefined();

    const adminContext = await journey.browser.newContext({
      viewport: { width: 1280, height: 900 },
      baseURL: journey.stack.baseUrl,
    });
    const admin = await adminContext.newPage();
    const login = await admin.request.post('/api/auth/login', {
      data: { username: 'admin', password: journey.stack.adminPassword },
    });
    expect(login.status()).toBe(200);
    await admin.goto('/');
    await skipTutorial(admin);
    await admin.goto('/admin');
    const panel = admin.getByRole('main');
    await panel.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    // The members table shows a page at a time: the search finds the student however big the club.
    await panel.getByLabel('Search members').fill('sam');
    await panel.getByText('@sam', { exact: true }).waitFor();
    await screenshot(admin, 'admin-50-users');

    // Cash Balance.
    await panel.getByRole('tab', { name: 'Cash Balance' }).click();
    await panel.getByLabel('Select user').selectOption({ label: 'Sam Student (@sam)' });
    await panel.getByLabel('Amount ($)').fill('2500.50');
    await panel.getByRole('button', { name: 'Update Cash Balance' }).click();
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
    await adminContext.close();
    await studentContext.close();
  });
});
