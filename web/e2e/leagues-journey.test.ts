import { describe, expect, it, vi } from 'vitest';
import { completeModuleOneLesson, openAsNewStudent, screenshot, setUpJourney } from './support.ts';

const journey = setUpJourney();

describe('weekly leagues on a phone', () => {
  it('when a student completes a lesson, then /leagues shows them in a Bronze league with their week points', async () => {
    const page = await openAsNewStudent(
      journey,
      { username: 'leaguer', firstName: 'Lee', lastName: 'Ga' },
      { width: 390, height: 844 },
    );

    // Before any points this week: not in a league yet. Leagues is in the bottom bar.
    await page
      .getByRole('navigation', { name: 'Quick' })
      .getByRole('link', { name: 'Leagues' })
      .click();
    await page.waitForURL((url) => url.pathname === '/leagues');
    await page.getByRole('heading', { name: 'Weekly League' }).waitFor();
    await page.getByText(/to join a Bronze league/).waitFor();

    // Earn points: complete the first lesson of module 1 through the reader.
    await completeModuleOneLesson(page);

    // The points are paid by rewards from the event, a moment later.
    await vi.waitFor(
      async () => {
        const league = (await (await page.request.get('/api/rewards/league')).json()) as {
          placed: boolean;
        };
        expect(league.placed).toBe(true);
      },
      { timeout: 20_000, interval: 250 },
    );
    const league = (await (await page.request.get('/api/rewards/league')).json()) as {
      myWeekPoints: number;
    };
    expect(league.myWeekPoints).toBeGreaterThanOrEqual(25);

    await page.goto('/leagues');
    await page.getByText('Bronze League').waitFor();
    const standings = page.getByRole('list', { name: 'League standings' });
    const me = standings.locator('li[aria-current="true"]');
    await me.getByText('Lee Ga (you)').waitFor();
    await me.getByText(`${league.myWeekPoints} pts`).waitFor();
    // Fits a phone: the table is no wider than the screen.
    const box = await standings.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-60-weekly-league');
    await page.context().close();
  });
});
