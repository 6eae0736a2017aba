import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAsGuest, openAsNewStudent, screenshot, setUpJourney } from './support.ts';

const journey = setUpJourney();

/** The pages a guest cannot use, and the end of the one sentence each says why. */
const refusedPages = [
  ['/leaderboard', 'earn points and a rank on the club leaderboards'],
  ['/achievements', 'earn achievements, bonus points and new features'],
  ['/contests', "join your class's trading contests"],
  ['/review', 'review the flashcards you have studied and the quiz questions you missed'],
  ['/leagues', 'join a weekly league and compete for promotion'],
  ['/budgeting', 'plan a budget and keep your plans'],
] as const;

/**
 * How the club's name shows in the header: every word whole on one line (a word split over two
 * lines has two boxes), nothing hidden by the two-line clamp, nothing in the header pushed out.
 */
async function headerFit(page: Page) {
  return page.getByRole('banner').evaluate((header) => {
    const name = header.querySelector('a[aria-label$=" home"] span');
    const row = header.firstElementChild;
    if (!(name instanceof HTMLElement) || !(row instanceof HTMLElement)) return null;
    const text = name.firstChild;
    const splitWords: string[] = [];
    if (text) {
      const content = text.textContent ?? '';
      let start = 0;
      for (const word of content.split(' ')) {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, start + word.length);
        if (range.getClientRects().length !== 1) splitWords.push(word);
        start += word.length + 1;
      }
    }
    return {
      name: name.textContent,
      splitWords,
      isClamped: name.scrollHeight > name.clientHeight || name.scrollWidth > name.clientWidth,
      isRowOverflowing: row.scrollWidth > row.clientWidth,
    };
  });
}

describe('a guest', () => {
  it('when a guest opens each page that needs an account, then each says so in the same words, with what an account gives, and offers only the way to sign in', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const page = await openAsGuest(journey, viewport);
      const main = page.getByRole('main');
      for (const [path, purpose] of refusedPages) {
        await page.goto(path);
        await main.getByRole('heading', { level: 1, name: 'Sign In Required' }).waitFor();
        await main.getByText(`Sign in or create an account to ${purpose}`).waitFor();
        await main.getByRole('region', { name: 'Free for club members' }).waitFor();
        expect(await main.getByRole('button').allTextContents(), path).toEqual([
          'Sign In or Create Account',
        ]);
        expect(await main.getByRole('link').count(), path).toBe(0);
      }
      await page.goto('/leagues');
      await main.getByRole('heading', { level: 1, name: 'Sign In Required' }).waitFor();
      await screenshot(page, `guest-01-refused-${viewport.width}`);

      // The way on leaves guest mode for the sign-in screen.
      await main.getByRole('button', { name: 'Sign In or Create Account' }).click();
      await page.waitForURL((url) => url.pathname === '/auth');
      await page.getByRole('tab', { name: 'Create Account' }).waitFor();
      await page.context().close();
    }
  });
});

describe("the club's name in the header", () => {
  it('when a guest or a student views any page from 1024 to 1536 pixels wide, then the name shows whole beside the links', async () => {
    const studentPage = await openAsNewStudent(journey, {
      username: 'headroom',
      firstName: 'Head',
      lastName: 'Room',
    });
    const guestPage = await openAsGuest(journey, { width: 1280, height: 800 });

    for (const [who, page] of [
      ['guest', guestPage],
      ['student', studentPage],
    ] as const) {
      for (const width of [1024, 1280, 1440, 1536]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/leaderboard');
        await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
        const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
        await nav.getByRole('link', { name: 'Leagues' }).waitFor();
        expect(await headerFit(page), `${who} at ${width}`).toEqual({
          name: 'Finance Club',
          splitWords: [],
          isClamped: false,
          isRowOverflowing: false,
        });
        if (width === 1280) await screenshot(page, `guest-02-header-${who}-${width}`);
      }
    }

    // A longer name takes two lines, whole, at 1280.
    await guestPage.route('**/api/config', async (route) => {
      const config = (await (await route.fetch()).json()) as Record<string, unknown>;
      await route.fulfill({ json: { ...config, clubName: 'Lincoln High School Finance Club' } });
    });
    await guestPage.setViewportSize({ width: 1280, height: 800 });
    await guestPage.goto('/leaderboard');
    await guestPage.getByText('Lincoln High School Finance Club').waitFor();
    expect(await headerFit(guestPage)).toEqual({
      name: 'Lincoln High School Finance Club',
      splitWords: [],
      isClamped: false,
      isRowOverflowing: false,
    });
    await screenshot(guestPage, 'guest-03-header-long-name-1280');
    await guestPage.context().close();
    await studentPage.context().close();
  });
});
