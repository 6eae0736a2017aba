import { describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import {
  accessibilityProblems,
  escapeRegExp,
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

/** How long the journey's contest runs: time for two students to join and trade, no more. */
const CONTEST_SECONDS = 60;

/** A datetime-local value ("2026-03-04T09:00:05") for a moment, in this machine's time zone. */
function dateTimeLocal(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

async function toast(page: Page, text: string) {
  await openToasts(page).getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 });
}

interface ContestAnswer {
  id: number;
  name: string;
  status: string;
  portfolioId: number | null;
}

/** Joins the contest from /contests and opens it on the trading page. */
async function joinAndOpenTrading(page: Page, name: string): Promise<void> {
  await page.goto('/contests');
  const main = page.getByRole('main');
  await main.getByRole('heading', { name: 'Practice — always on, no rules' }).waitFor();
  const card = main.getByRole('article', { name });
  await card.getByRole('button', { name: `Join ${name}` }).click();
  await toast(page, 'You joined the contest');
  await card.getByRole('link', { name: `Trade in this contest: ${name}` }).click();
  await main
    .getByRole('region', { name: 'Contest' })
    .getByText(new RegExp(`^Trading in ${escapeRegExp(name)} · ends `))
    .waitFor();
}

/** Buys `shares` of `symbol` from the Browse tab of the trading page; waits for the `outcome` toast. */
async function buy(
  page: Page,
  symbol: string,
  shares: number,
  outcome = 'Trade executed successfully!',
): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Browse Stocks' }).click();
  await main.getByPlaceholder('Search by symbol or name').fill(symbol);
  await main.getByRole('button', { name: `Trade ${symbol}` }).click();
  await main.getByLabel('Number of shares').fill(String(shares));
  await main.getByRole('button', { name: `Buy ${symbol}` }).click();
  await toast(page, outcome);
}

describe('class contests', () => {
  it('when an admin creates a contest and two students join and trade in it, then once it ends its frozen leaderboard lists both', async () => {
    const name = `Class Cup ${Date.now().toString(36)}`;

    // The admin creates a contest that started a moment ago and ends a minute later (CONTEST_SECONDS).
    const admin = await openAsAdmin(journey, { width: 1280, height: 900 });
    await admin.goto('/admin');
    await admin.getByRole('main').getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await showAdminTab(admin, 'Contests');
    const panel = admin.getByRole('main').getByRole('tabpanel', { name: 'Contests' });
    const now = Date.now();
    const endsAt = new Date(now + CONTEST_SECONDS * 1000);
    await panel.getByLabel('Contest name').fill(name);
    await panel.getByLabel('Starts').fill(dateTimeLocal(new Date(now - 5_000)));
    await panel.getByLabel('Ends').fill(dateTimeLocal(endsAt));
    await panel.getByLabel('Starting cash ($)').fill('10000');
    await panel.getByRole('radio', { name: 'Flat ($)' }).check();
    await panel.getByLabel('Commission per trade ($)').fill('1');
    await panel.getByRole('radio', { name: 'Open (students join)' }).check();
    await screenshot(admin, 'admin-70-new-contest');
    await panel.getByRole('button', { name: 'Create Contest' }).click();
    await toast(admin, 'Contest created');
    const listed = panel.getByRole('list', { name: 'Contests' }).getByRole('listitem').filter({
      hasText: name,
    });
    await listed.getByText('Running').waitFor();
    expect(await accessibilityProblems(admin)).toEqual([]);

    const contests = (await (await admin.request.get('/api/contests')).json()) as ContestAnswer[];
    const contest = contests.find((candidate) => candidate.name === name);
    expect(contest?.status).toBe('running');
    const contestId = contest?.id ?? 0;

    // Two students join from /contests and trade in it from /trading?contest=ID.
    const tess = await openAsNewStudent(
      journey,
      {
        username: `cuptess${now % 100_000}`,
        firstName: 'Tess',
        lastName: 'Cup',
      },
      { width: 1280, height: 900 },
    );
    const phil = await openAsNewStudent(
      journey,
      {
        username: `cupphil${now % 100_000}`,
        firstName: 'Phil',
        lastName: 'Cup',
      },
      { width: 390, height: 844 },
    );

    await joinAndOpenTrading(tess, name);
    await screenshot(tess, 'desktop-70-contest-trading');
    await buy(tess, 'AAPL', 3);
    await buy(tess, 'MSFT', 2);

    // While it runs, the contest page shows live standings: looked at as soon as Tess has traded,
    // so that a slow machine cannot use up the contest's time before the check (it did, once).
    await tess.goto(`/contests/${contestId}`);
    const main = tess.getByRole('main');
    await main.getByRole('heading', { level: 1, name }).waitFor();
    await main.getByText('Live standings — final when the contest ends').waitFor();

    await joinAndOpenTrading(phil, name);
    await buy(phil, 'MSFT', 4);
    await buy(phil, 'AAPL', 1);
    await screenshot(phil, 'phone-70-contest-trading');

    // Each trade paid the $1 commission from the contest cash; Practice was not touched.
    const tessContest = (await (
      await tess.request.get(`/api/contests/${contestId}/portfolio`)
    ).json()) as { id: number; cashBalance: number };
    const trades = (await (
      await tess.request.get(`/api/portfolios/${tessContest.id}/transactions`)
    ).json()) as { shares: number; price: number; commission?: number }[];
    expect(trades).toHaveLength(2);
    expect(trades.map((trade) => trade.commission)).toEqual([100, 100]);
    const spent = trades.reduce((sum, trade) => sum + trade.shares * trade.price, 0);
    expect(tessContest.cashBalance).toBe(1_000_000 - spent - 200);
    const tessUser = (await (await tess.request.get('/api/auth/me')).json()) as { id: number };
    const practice = (await (
      await tess.request.get(`/api/users/${tessUser.id}/portfolio`)
    ).json()) as { id: number; cashBalance: number };
    expect(practice.id).not.toBe(tessContest.id);
    expect(practice.cashBalance).toBe(1_000_000);

    // The end passes; the market service closes the contest within CONTEST_CLOSE_CHECK_SECONDS.
    await vi.waitFor(
      async () => {
        const board = (await (
          await tess.request.get(`/api/contests/${contestId}/leaderboard`)
        ).json()) as { isFrozen: boolean };
        expect(board.isFrozen).toBe(true);
      },
      { timeout: CONTEST_SECONDS * 1000 + 60_000, interval: 1_000 },
    );
    // Frozen only once the end had passed. PostgreSQL's clock (the closing transaction's now())
    // and this process's may differ by a few milliseconds: a second's leeway, no more.
    expect(Date.now()).toBeGreaterThanOrEqual(endsAt.getTime() - 1_000);

    // After the end a trade is refused with the server's reason.
    await buy(phil, 'AAPL', 1, 'This contest has ended');

    for (const page of [tess, phil]) {
      await page.goto(`/contests/${contestId}`);
      const content = page.getByRole('main');
      await content.getByText(/^Final results, frozen /).waitFor();
      const standings = content.getByRole('list', { name: 'Contest leaderboard' });
      await standings.getByText('Tess Cup').waitFor();
      await standings.getByText('Phil Cup').waitFor();
      expect(await standings.getByRole('listitem').count()).toBe(2);
      await content.getByText('Ended', { exact: true }).waitFor();
      await waitUntilSettled(page);
    }
    expect(await accessibilityProblems(tess)).toEqual([]);
    await screenshot(tess, 'desktop-71-contest-final');
    await screenshot(phil, 'phone-71-contest-final');

    // The contests list shows it ended, with no Join and no trading in it.
    await tess.goto('/contests');
    const card = tess.getByRole('main').getByRole('article', { name });
    await card.getByText('Ended', { exact: true }).waitFor();
    expect(await card.getByRole('link', { name: /^Trade in/ }).count()).toBe(0);
    await screenshot(tess, 'desktop-72-contests');

    for (const page of [admin, tess, phil]) await page.context().close();
  }, 240_000);
});

describe('a contest with rules', () => {
  it('when a contest allows only AAPL and F with a $5 commission, then its trading page lists only those, and the estimate is what a buy is charged', async () => {
    const name = `Two Stock Cup ${Date.now().toString(36)}`;
    const admin = await openPage(journey, { width: 1280, height: 900 });
    const login = await admin.request.post('/api/auth/login', {
      data: { username: 'admin', password: journey.stack.adminPassword },
    });
    expect(login.status()).toBe(200);
    const created = await admin.request.post('/api/admin/contests', {
      data: {
        name,
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
        startingCash: 1_000_000,
        allowedStocks: { kind: 'symbols', symbols: ['AAPL', 'F'] },
        commission: { kind: 'flat', cents: 500 },
        rankBy: 'return',
        enrolment: 'open',
      },
    });
    expect(created.status()).toBe(201);
    const contestId = ((await created.json()) as { id: number }).id;

    for (const [viewport, who] of [
      [{ width: 1280, height: 900 }, 'desktop'],
      [{ width: 390, height: 844 }, 'phone'],
    ] as const) {
      const page = await openAsNewStudent(
        journey,
        {
          username: `rules${who}${Date.now() % 100_000}`,
          firstName: 'Rita',
          lastName: 'Rules',
        },
        viewport,
      );
      await joinAndOpenTrading(page, name);
      const main = page.getByRole('main');

      // Only the contest's two stocks are offered: no Trade for the other stocks listed.
      const browse = main.getByRole('table', { name: 'Stocks' });
      await browse.getByRole('button', { name: 'Trade AAPL' }).waitFor();
      const offered = await browse.getByRole('button', { name: /^Trade / }).all();
      expect(await Promise.all(offered.map((button) => button.getAttribute('aria-label')))).toEqual(
        ['Trade AAPL', 'Trade F'],
      );
      await main
        .getByText(`Only the stocks ${name} allows are listed.`, { exact: false })
        .waitFor();
      await screenshot(page, `${who}-74-contest-allowed-stocks`);

      // The estimate of 3 AAPL includes the $5 commission, and the buy is charged exactly that.
      await browse.getByRole('button', { name: 'Trade AAPL' }).click();
      const panel = main.getByRole('region', { name: 'Trade AAPL' });
      await panel.getByLabel('Number of shares').fill('3');
      const estimate = panel.getByText(/^Estimated total:/);
      await estimate.getByText(/with the contest's \$5\.00 commission$/).waitFor();
      const estimated = /^Estimated total: \$([\d,]+\.\d\d) to buy/.exec(
        (await estimate.textContent()) ?? '',
      )?.[1];
      await panel.scrollIntoViewIfNeeded();
      await screenshot(page, `${who}-75-contest-estimate`);
      await panel.getByRole('button', { name: 'Buy AAPL' }).click();
      await toast(page, 'Trade executed successfully!');
      const portfolio = (await (
        await page.request.get(`/api/contests/${contestId}/portfolio`)
      ).json()) as { cashBalance: number };
      const charged = 1_000_000 - portfolio.cashBalance;
      expect(estimated?.replace(',', '')).toBe((charged / 100).toFixed(2));
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.context().close();
    }
    await admin.context().close();
  }, 180_000);
});
