import { describe, expect, it } from 'vitest';
import {
  completeModuleOneLesson,
  openPage,
  openToasts,
  registerStudent,
  screenshot,
  setUpJourney,
  skipTutorial,
} from './support.ts';

// A stack of its own: the journey counts every member of the club (rank 1 of 2).
const journey = setUpJourney({ ownStack: true });

describe('rewards', () => {
  it('when a student completes a lesson, then points, streak, goal, activity, rank and an achievement update', async () => {
    const page = await openPage(journey, { width: 1280, height: 900 });
    // A classmate who is already on the board.
    await registerStudent(page, { username: 'classmate', firstName: 'Cam', lastName: 'Mate' });
    await page.context().clearCookies();
    await registerStudent(page, { username: 'rewarded', firstName: 'Remy', lastName: 'Ward' });

    await page.goto('/');
    await skipTutorial(page);
    await page.getByRole('heading', { name: 'Welcome, Remy' }).waitFor();
    await screenshot(page, 'desktop-20-dashboard-before');

    // Complete the first lesson of module 1 (Complete Lesson is accepted once the server's
    // reading clock has run).
    await completeModuleOneLesson(page);

    // The achievement is announced within seconds: "First Steps" pays 10 points on top of 25.
    await openToasts(page)
      .getByText('Achievement unlocked!', { exact: true })
      .waitFor({ timeout: 20_000 });
    await openToasts(page).getByText('First Steps').waitFor();
    await page.getByRole('banner').getByText('35', { exact: true }).waitFor({ timeout: 10_000 });

    // The dashboard: streak, today's goal, recent activity and rank are real.
    await page.goto('/');
    const main = page.getByRole('main');
    await main.getByText('Completed a lesson').first().waitFor();
    await main.getByText('Earned the achievement "First Steps"').first().waitFor();
    await main.getByText('#1', { exact: true }).first().waitFor();
    await screenshot(page, 'desktop-21-dashboard-after');
    const summary = await (await page.request.get('/api/rewards/me')).json();
    expect(summary).toMatchObject({
      rank: 1,
      totalMembers: 2,
      points: 35,
      streak: 1,
      lessonsToday: 1,
      pointsToday: 35,
    });

    // The leaderboard ranks them first of two.
    await page.goto('/leaderboard');
    await page.getByText('Your Current Rank').waitFor();
    await page.getByText(/#1 out of 2 members/).waitFor();
    await screenshot(page, 'desktop-22-leaderboard');

    // The achievement is earned on the achievements page.
    await page.goto('/achievements');
    await page.getByRole('tab', { name: 'Earned (1)' }).waitFor();
    const card = page.getByRole('article').filter({ hasText: 'First Steps' });
    await card.getByText('Earned', { exact: true }).waitFor();
    await screenshot(page, 'desktop-23-achievements');
    await page.context().close();
  });
});
