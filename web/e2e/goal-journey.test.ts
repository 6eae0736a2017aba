import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { completeModuleOneLesson, openAsNewStudent, screenshot, setUpJourney } from './support.ts';

// The stack's reading clock is a fraction of the real one (shared-stack.ts): the journey is quick.
const journey = setUpJourney();

interface Summary {
  dailyGoal: number;
  goalPointsToday: number;
  goalMetToday: boolean;
  streak: number;
}

/**
 * The rewards service pays lesson points from the learning event, a moment after the lesson is
 * completed: waits until the student's summary says `done`, so the dashboard loaded next shows it.
 */
async function waitForSummary(page: Page, done: (summary: Summary) => boolean): Promise<void> {
  await expect
    .poll(async () => done((await (await page.request.get('/api/rewards/me')).json()) as Summary), {
      timeout: 20_000,
      message: 'the rewards summary did not catch up with the lesson',
    })
    .toBe(true);
}

/** The value of a stat tile of the dashboard's summary row (the `dd` after its `dt`). */
function statValue(page: Page, label: string) {
  return page
    .getByRole('main')
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd');
}

describe('daily goal on a desktop', () => {
  it('when a student picks the 50-point goal, then one lesson (25 points) keeps the streak at 0 and a second one reaches the goal and starts it', async () => {
    const page = await openAsNewStudent(
      journey,
      { username: 'goal_setter', firstName: 'Gia', lastName: 'Setter' },
      { width: 1280, height: 800 },
    );

    // The dashboard: the default goal of 20, then the student picks 50.
    const card = page.getByRole('region', { name: "Today's Goal" });
    await card.getByText('0/20', { exact: true }).waitFor();
    expect(await card.getByRole('radio', { name: '20 points' }).isChecked()).toBe(true);
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().endsWith('/api/rewards/goal'),
    );
    // The choices are radio buttons drawn as a segmented control: the student clicks the visible 50.
    await card
      .getByRole('radiogroup', { name: 'Daily goal' })
      .getByText('50', { exact: true })
      .click();
    expect((await saved).status()).toBe(200);
    await card.getByText('0/50', { exact: true }).waitFor();
    await card.getByText('Reach 50 points today to keep your streak going.').waitFor();
    expect(await card.getByRole('radio', { name: '50 points' }).isChecked()).toBe(true);
    await card.getByText('Streak freezes: 0 of 2').waitFor();
    await screenshot(page, 'desktop-80-goal-picked');

    // One lesson: 25 of the 50 points, so no streak yet.
    await completeModuleOneLesson(page, 0);
    await waitForSummary(page, (summary) => summary.goalPointsToday === 25);
    await page.goto('/');
    await card.getByText('25/50', { exact: true }).waitFor();
    await card.getByText('Reach 50 points today to keep your streak going.').waitFor();
    expect(await card.getByText('Reached', { exact: true }).count()).toBe(0);
    expect(await statValue(page, 'Current streak').textContent()).toBe('0 days');
    await screenshot(page, 'desktop-81-goal-half-way');

    // A second lesson: 50 of 50, the goal is reached and the streak starts.
    await completeModuleOneLesson(page, 1);
    await waitForSummary(page, (summary) => summary.goalMetToday);
    await page.goto('/');
    await card.getByText('Reached', { exact: true }).waitFor();
    await card.getByText('Goal reached: your streak goes on!').waitFor();
    await card.getByText('50/50', { exact: true }).waitFor();
    expect(await statValue(page, 'Current streak').textContent()).toBe('1 day');
    await screenshot(page, 'desktop-82-goal-reached');
    await page.context().close();
  });
});
