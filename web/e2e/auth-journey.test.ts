import { describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningStack } from '@fc/testkit/stack';
import {
  expectApart,
  openPage,
  openToasts,
  screenshot,
  setUpJourney,
  skipTutorial,
} from './support.ts';

const journey = setUpJourney();

async function expectToast(page: Page, title: string, description?: string) {
  const shown = openToasts(page);
  await shown.getByText(title, { exact: true }).waitFor();
  if (description) await shown.getByText(description, { exact: true }).waitFor();
  // Only one toast is ever visible.
  expect(await shown.count()).toBe(1);
}

describe.each([
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
])('the sign-in journey on a %s', (device, viewport) => {
  it('when a visitor registers, signs out, signs in, browses as a guest and exits, then each step shows what the spec says', async () => {
    const context = await journey.browser.newContext({ viewport, baseURL: journey.stack.baseUrl });
    const page = await context.newPage();
    const username = `ada_${device}`;

    // A visitor sees the auth screen on every path.
    await page.goto('/leaderboard');
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    await screenshot(page, `${device}-01-auth`);

    // Register: the validation messages show together, then a real account is made.
    await page.getByRole('tab', { name: 'Create Account' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Please fill in all fields').waitFor();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill('ada-at-example.org');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm password').fill('abd');
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'Passwords do not match',
      'Password must be at least 8 characters long',
      'Please enter a valid email address',
    ]) {
      await page.getByText(message).waitFor();
    }
    await screenshot(page, `${device}-02-register-errors`);
    await page.getByLabel('Email').fill(`${username}@example.org`);
    await page.getByLabel('Password', { exact: true }).fill('Secret-pass-123');
    await page.getByLabel('Confirm password').fill('Secret-pass-123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Account created!');
    await page.waitForURL(`${journey.stack.baseUrl}/`);
    // The first visit to the dashboard opens the tutorial, once.
    await page.getByRole('dialog', { name: 'Welcome to the club!' }).waitFor();
    await screenshot(page, `${device}-03-tutorial`);
    await skipTutorial(page);
    await page.getByRole('heading', { name: 'Welcome, Ada' }).waitFor();
    // Nothing floats over the dashboard's first screen: Browse lessons covers no tile or banner.
    const main = page.getByRole('main');
    const tradingTile = main
      .getByRole('region', { name: 'Quick actions' })
      .getByRole('link', { name: 'Trading' });
    const advanced = main.getByRole('region', { name: /advanced modules? to take you further/ });
    await tradingTile.waitFor();
    const browseLinks = await main.getByRole('link', { name: 'Browse lessons' }).all();
    // Each at the bottom edge of the screen, where a floating button would sit.
    for (const [what, target] of [
      ['the Trading tile', tradingTile],
      ['the advanced modules banner', advanced],
    ] as const) {
      await target.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      for (const browse of browseLinks)
        await expectApart(browse, target, `Browse lessons and ${what}`);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${device}-03-dashboard`);

    // The session lives in an httpOnly cookie the page cannot read.
    expect(await page.evaluate(() => document.cookie)).not.toContain('fc_session');

    // Sign out.
    if (device === 'desktop') {
      await page.getByRole('button', { name: /Account menu for Ada Lovelace/ }).click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    } else {
      await page.getByRole('button', { name: /menu/i }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    }
    await expectToast(page, 'Logged out', 'You have been successfully logged out.');
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();

    // A wrong password: the server's message in the failure toast.
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('wrong-pass1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Login failed', 'Invalid username or password');

    // Sign in, as on a new browser: the account, not the browser, remembers the tutorial.
    await page.evaluate(() => window.localStorage.clear());
    await page.getByLabel('Password', { exact: true }).fill('Secret-pass-123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Welcome back!', 'You have successfully logged in.');
    await page.getByRole('heading', { name: 'Welcome, Ada' }).waitFor();
    // The toast covers nothing of the header (the points and the account menu).
    await expectApart(
      openToasts(page).first(),
      page.getByRole('banner'),
      'The toast and the header',
    );
    if (device === 'desktop') {
      // At 1024 pixels the club's name still shows in full beside the links.
      await page.setViewportSize({ width: 1024, height: 768 });
      const title = page
        .getByRole('banner')
        .getByRole('link', { name: / home$/ })
        .locator('span');
      expect(
        await title.evaluate(
          (element) =>
            element.scrollWidth <= element.clientWidth &&
            element.scrollHeight <= element.clientHeight,
        ),
        'the club name fits',
      ).toBe(true);
      await page.setViewportSize(viewport);
    }
    // The account has seen the tutorial: it does not open by itself again.
    expect(await page.getByRole('dialog').count()).toBe(0);
    const me = await page.evaluate(async () => (await fetch('/api/auth/me')).json());
    expect(me).toMatchObject({ username, firstName: 'Ada' });
    expect(me.tutorialCompletedAt).toEqual(expect.any(String));

    // Sign out again and continue as a guest.
    await page.context().clearCookies();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await page
      .getByText("You're browsing in guest mode. Progress and achievements won't be saved.")
      .waitFor();
    // The header's badge shows where the links are in the drawer (below 1024 px).
    if (device !== 'desktop') await page.getByText('Guest Mode', { exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('guestMode'))).toBe('true');
    await screenshot(page, `${device}-04-guest`);

    // Exit guest mode: the flag is gone and the auth screen is back.
    await page.getByRole('button', { name: 'Sign In to Save Progress' }).click();
    await page.waitForURL(`${journey.stack.baseUrl}/auth`);
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('guestMode'))).toBeNull();
    await page.context().close();
  });
});

describe('forgot and reset password in the browser', () => {
  it('when a student asks for a reset link and uses it, then the new password signs them in', async () => {
    const page = await openPage(journey);
    const register = await page.request.post('/api/auth/register', {
      data: {
        username: 'grace',
        email: 'grace@example.org',
        password: 'old-pass1',
        firstName: 'Grace',
        lastName: 'Hopper',
      },
    });
    expect(register.status()).toBe(201);
    await page.context().clearCookies();

    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('grace@example.org');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Check Your Email').waitFor();
    await page.getByText('grace@example.org').first().waitFor();
    await expectToast(page, 'Reset link sent!');
    await screenshot(page, 'desktop-05-check-email');

    // No SMTP is configured for this stack: the auth service writes the link to its log.
    const link = await waitForResetLink(journey.stack);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await page.getByLabel('New password', { exact: true }).fill('new-pass2');
    await page.getByLabel('Confirm new password', { exact: true }).fill('new-pass2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password Reset Complete').waitFor();
    await screenshot(page, 'desktop-06-reset-complete');
    await page.getByRole('link', { name: 'Continue to Sign In' }).click();
    await page.getByLabel('Username').fill('grace');
    await page.getByLabel('Password', { exact: true }).fill('new-pass2');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await skipTutorial(page);
    await page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    await page.context().close();
  });
});

async function waitForResetLink(running: RunningStack): Promise<string> {
  return vi.waitFor(
    () => {
      const match = /"resetUrl":"([^"]+)"/.exec(running.output());
      if (!match?.[1]) throw new Error('no reset link was logged');
      return match[1];
    },
    { timeout: 10_000, interval: 100 },
  );
}
