import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  openAsGuest,
  openPage,
  openToasts,
  registerStudent,
  screenshot,
  screenshotsDir,
  setUpJourney,
  skipTutorial,
} from './support.ts';

const journey = setUpJourney();

async function registerAndOpenTrading(page: Page, username: string, firstName: string) {
  await registerStudent(page, { username, firstName, lastName: 'Trader' });
  await page.goto('/');
  await skipTutorial(page);
  await page.goto('/trading');
}

describe('trading', () => {
  it('when a student browses, opens a chart, buys and sells, then holdings, history, summary and the investment leaderboard follow', async () => {
    const page = await openPage(journey, { width: 1280, height: 900 });
    await registerAndOpenTrading(page, 'tradertess', 'Tess');

    const main = page.getByRole('main');
    await main.getByText('Prices refresh every 15 minutes').waitFor();
    // The portfolio appears once user.registered has reached the market service.
    await main.getByText('$10,000.00').first().waitFor({ timeout: 20_000 });
    await main.locator('svg.recharts-surface').first().waitFor();
    await screenshot(page, 'desktop-30-trading');

    // Browse: search by name, then Trade opens the chart with that stock.
    await main.getByPlaceholder('Search by symbol or name').fill('apple');
    await main.getByRole('button', { name: 'Trade AAPL' }).click();
    await expect
      .poll(async () =>
        main.getByRole('tab', { name: 'Stock Charts' }).getAttribute('aria-selected'),
      )
      .toBe('true');
    await main.locator('canvas').first().waitFor();
    await screenshot(page, 'desktop-31-stock-chart');

    // Buy 3 shares.
    const aapl = (
      (await (await page.request.get('/api/stocks')).json()) as {
        symbol: string;
        currentPrice: number;
      }[]
    ).find((stock) => stock.symbol === 'AAPL');
    expect(aapl).toBeDefined();
    await main.getByLabel('Number of shares').fill('3');
    await main.getByRole('button', { name: 'Buy AAPL' }).click();
    await openToasts(page).getByText('Trade executed successfully!', { exact: true }).waitFor();
    // The trade flow clears the share field and the selection (docs/product.md section 4).
    const sharesField = main.getByLabel('Number of shares');
    await expect
      .poll(
        async () => (await sharesField.count()) === 0 || (await sharesField.inputValue()) === '',
      )
      .toBe(true);
    await screenshot(page, 'desktop-32-after-buy');

    await main.getByRole('tab', { name: 'My Holdings' }).click();
    const holdings = main.getByRole('tabpanel');
    await holdings.getByText('AAPL').first().waitFor();
    await screenshot(page, 'desktop-33-holdings');

    // Sell 1 of them (choose the stock again from Browse).
    await main.getByRole('tab', { name: 'Browse Stocks' }).click();
    await main.getByPlaceholder('Search by symbol or name').fill('AAPL');
    await main.getByRole('button', { name: 'Trade AAPL' }).click();
    await main.getByLabel('Number of shares').fill('1');
    await main.getByRole('button', { name: 'Sell AAPL' }).click();
    await openToasts(page).getByText('Trade executed successfully!', { exact: true }).waitFor();

    await main.getByRole('tab', { name: 'Trade History' }).click();
    const history = main.getByRole('tabpanel');
    await history.getByText(/sell/i).first().waitFor();
    await history.getByText(/buy/i).first().waitFor();
    await screenshot(page, 'desktop-34-history');

    // The server agrees: 2 shares held, cash down by 2 shares' cost.
    const me = (await (await page.request.get('/api/auth/me')).json()) as { id: number };
    const portfolio = (await (await page.request.get(`/api/users/${me.id}/portfolio`)).json()) as {
      id: number;
      cashBalance: number;
    };
    expect(portfolio.cashBalance).toBe(1_000_000 - 2 * (aapl?.currentPrice ?? 0));
    const held = (await (
      await page.request.get(`/api/portfolios/${portfolio.id}/holdings`)
    ).json()) as { shares: number }[];
    expect(held.map((holding) => holding.shares)).toEqual([2]);

    // The investment leaderboard lists the trader.
    await page.goto('/leaderboard');
    await page.getByRole('tab', { name: 'Investment Leaderboard' }).click();
    await page.getByRole('tabpanel').getByText('Tess Trader').waitFor();
    await screenshot(page, 'desktop-35-investment-leaderboard');
    await page.context().close();
  });

  it('when a student places a limit order, then it holds back its cash in the Orders tab until they cancel it', async () => {
    const page = await openPage(journey, { width: 1280, height: 900 });
    await registerAndOpenTrading(page, 'limitlena', 'Lena');
    const main = page.getByRole('main');
    await main.getByText('$10,000.00').first().waitFor({ timeout: 20_000 });

    await main.getByPlaceholder('Search by symbol or name').fill('AAPL');
    await main.getByRole('button', { name: 'Trade AAPL' }).click();
    const panel = main.getByRole('region', { name: 'Trade AAPL' });
    await panel.getByRole('button', { name: 'Limit' }).click();
    await panel.getByLabel('Number of shares').fill('4');
    // $1.00 a share: far below the price, so no refresh fills it during the test.
    await panel.getByLabel('Limit price').fill('1.00');
    await screenshot(page, 'desktop-36-limit-order');
    await panel.getByRole('button', { name: 'Place a limit order to buy AAPL' }).click();
    await openToasts(page).getByText('Order placed', { exact: true }).waitFor();

    await main.getByRole('tab', { name: 'Orders' }).click();
    const open = main.getByRole('table', { name: 'Open orders' });
    const row = open.getByRole('row', { name: /AAPL/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('BUY LIMIT');
    expect(await row.textContent()).toContain('$4.00');
    await main.getByText('$4.00 of your cash is held for the buy orders.').waitFor();
    await screenshot(page, 'desktop-37-open-orders');

    await main.getByRole('button', { name: 'Cancel the buy limit order for AAPL' }).click();
    await openToasts(page).getByText('Order cancelled', { exact: true }).waitFor();
    await main.getByText('No open orders.').waitFor();
    await main
      .getByRole('table', { name: 'Recent closed orders' })
      .getByText('Cancelled')
      .first()
      .waitFor();

    // The server agrees: nothing open, nothing held, no trade.
    const me = (await (await page.request.get('/api/auth/me')).json()) as { id: number };
    const portfolio = (await (await page.request.get(`/api/users/${me.id}/portfolio`)).json()) as {
      id: number;
      cashBalance: number;
    };
    const orders = (await (
      await page.request.get(`/api/portfolios/${portfolio.id}/orders`)
    ).json()) as {
      open: unknown[];
      reservedCash: number;
    };
    expect(orders).toMatchObject({ open: [], reservedCash: 0 });
    expect(portfolio.cashBalance).toBe(1_000_000);
    await page.context().close();
  });

  it('when a student trades on a phone, then the risk view and the club index beside their return show', async () => {
    const page = await openPage(journey, { width: 390, height: 844 });
    await registerAndOpenTrading(page, 'riskyrita', 'Rita');
    const main = page.getByRole('main');
    await main.getByText('$10,000.00').first().waitFor({ timeout: 20_000 });
    await main.getByPlaceholder('Search by symbol or name').fill('MSFT');
    await main.getByRole('button', { name: 'Trade MSFT' }).click();
    await main.getByLabel('Number of shares').fill('2');
    await main.getByRole('button', { name: 'Buy MSFT' }).click();
    await openToasts(page).getByText('Trade executed successfully!', { exact: true }).waitFor();

    const risk = main.getByRole('region', { name: 'Risk and diversification' });
    await risk.scrollIntoViewIfNeeded();
    await risk.getByText('1 sector').waitFor();
    // One holding is the whole of what is invested: its largest position is all of it.
    await risk
      .getByText(/^100(\.0)?\s?%$/)
      .first()
      .waitFor();
    await main.getByText('Club index').first().waitFor();
    await risk.screenshot({ path: `${screenshotsDir}/phone-31-risk-view.png` });
    await screenshot(page, 'phone-32-trading-member');
    await page.context().close();
  });

  it('when a guest looks at the simulator on a phone, then stocks and charts show and trading asks them to sign in', async () => {
    const page = await openAsGuest(journey, { width: 390, height: 844 });
    await page.getByRole('navigation').getByRole('link', { name: 'Trading' }).first().click();
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Trade MSFT' }).click();
    await main.locator('canvas').first().waitFor();
    await main.getByText('Sign in to trade').first().waitFor();
    await screenshot(page, 'phone-30-trading-guest');
    await page.context().close();
  });
});

describe('orders on a phone', () => {
  it('when a student on a phone opens their open orders, then each Cancel is on screen without scrolling sideways, and cancels the order', async () => {
    const page = await openPage(journey, { width: 390, height: 844 });
    await registerAndOpenTrading(page, 'phoneorderpia', 'Pia');
    const main = page.getByRole('main');
    await main.getByText('$10,000.00').first().waitFor({ timeout: 20_000 });
    await main.getByPlaceholder('Search by symbol or name').fill('MSFT');
    await main.getByRole('button', { name: 'Trade MSFT' }).click();
    const panel = main.getByRole('region', { name: 'Trade MSFT' });
    await panel.getByRole('button', { name: 'Limit' }).click();
    await panel.getByLabel('Number of shares').fill('2');
    // $1.00 a share: far below the price, so no refresh fills it during the test.
    await panel.getByLabel('Limit price').fill('1.00');
    await panel.getByRole('button', { name: 'Place a limit order to buy MSFT' }).click();
    await openToasts(page).getByText('Order placed', { exact: true }).waitFor();

    await main.getByRole('tab', { name: 'Orders' }).click();
    const cancel = main.getByRole('button', { name: 'Cancel the buy limit order for MSFT' });
    await cancel.scrollIntoViewIfNeeded();
    const box = await cancel.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
    const scroller = main.getByRole('region', { name: 'Open orders table' });
    const fits = await scroller.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits).toBe(true);
    await main.getByText('2 shares at $1.00 · Until cancelled · holds $2.00').waitFor();
    await screenshot(page, 'phone-37-open-orders');

    await cancel.click();
    await openToasts(page).getByText('Order cancelled', { exact: true }).waitFor();
    await main.getByText('No open orders.').waitFor();
    await page.context().close();
  });
});
