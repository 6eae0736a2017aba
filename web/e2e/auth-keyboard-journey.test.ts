import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openToasts, registerStudent, setUpJourney, skipTutorial } from './support.ts';

// Every auth form's Tab order follows its fields, top to bottom (a password field's show/hide
// button right after it), then its actions (docs/product.md "Keyboard").
const journey = setUpJourney();

const PASSWORD = 'Secret-pass-123';

/** What has the keyboard focus, as "role: name" (a field by its label). */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '(nothing)';
    const field = element as HTMLInputElement;
    const name =
      element.getAttribute('aria-label') ??
      (field.labels?.[0]?.textContent || undefined) ??
      element.textContent ??
      '';
    const role =
      element.getAttribute('role') ??
      (element.tagName === 'A' ? 'link' : element.tagName.toLowerCase());
    return `${role}: ${name.trim()}`;
  });
}

/** The focus from `start` on, pressing Tab `presses` times (start included). */
async function tabOrderFrom(page: Page, start: Locator, presses: number): Promise<string[]> {
  await start.focus();
  const order = [await focused(page)];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    order.push(await focused(page));
  }
  return order;
}

/** The first thing Tab reaches on a page just opened. */
async function firstTabStop(page: Page): Promise<string> {
  await page.keyboard.press('Tab');
  return focused(page);
}

async function newPage(): Promise<Page> {
  const context = await journey.browser.newContext({
    viewport: { width: 1280, height: 900 },
    baseURL: journey.stack.baseUrl,
  });
  return context.newPage();
}

const codeFor = (key: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(key) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

describe('the Tab order of the auth forms', () => {
  it('when a student tabs through sign-in, then it goes username, password, Sign In, and then the links; typing the password and Enter signs in', async () => {
    const page = await newPage();
    await registerStudent(page, { username: 'tabber', firstName: 'Tab', lastName: 'Ber' });
    await page.context().clearCookies();
    await page.goto('/auth');
    const signInTab = page.getByRole('tab', { name: 'Sign In' });
    await signInTab.waitFor();

    expect(await firstTabStop(page)).toBe('tab: Sign In');
    expect(await tabOrderFrom(page, signInTab, 6)).toEqual([
      'tab: Sign In',
      'input: Username',
      'input: Password',
      'button: Show password',
      'button: Sign In',
      'link: Forgot password?',
      'button: Continue as Guest',
    ]);

    // Username, Tab, password, Enter: signed in, never sent to /forgot-password.
    await page.getByLabel('Username').focus();
    await page.keyboard.type('tabber');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('input: Password');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await openToasts(page).getByText('Welcome back!', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });

  it('when a visitor tabs through Create Account, then it goes through the six fields in order, then Create Account', async () => {
    const page = await newPage();
    await page.goto('/auth');
    const signInTab = page.getByRole('tab', { name: 'Sign In' });
    await signInTab.focus();
    await page.keyboard.press('ArrowRight');
    const registerTab = page.getByRole('tab', { name: 'Create Account', selected: true });
    await registerTab.waitFor();
    expect(await tabOrderFrom(page, registerTab, 10)).toEqual([
      'tab: Create Account',
      'input: First name',
      'input: Last name',
      'input: Username',
      'input: Email',
      'input: Password',
      'button: Show password',
      'input: Confirm password',
      'button: Show password confirmation',
      'button: Create Account',
      'button: Continue as Guest',
    ]);
    await page.context().close();
  });

  it('when a visitor tabs through forgot-password and reset-password, then the fields come first, then the button, then Back to Sign In', async () => {
    const page = await newPage();
    await page.goto('/forgot-password');
    const email = page.getByLabel('Email');
    await email.waitFor();
    expect(await firstTabStop(page)).toBe('input: Email');
    expect(await tabOrderFrom(page, email, 2)).toEqual([
      'input: Email',
      'button: Send Reset Link',
      'link: Back to Sign In',
    ]);

    await page.goto('/reset-password?token=a-link-from-an-email');
    const password = page.getByLabel('New password', { exact: true });
    await password.waitFor();
    expect(await firstTabStop(page)).toBe('input: New password');
    expect(await tabOrderFrom(page, password, 5)).toEqual([
      'input: New password',
      'button: Show new password',
      'input: Confirm new password',
      'button: Show password confirmation',
      'button: Update Password',
      'link: Back to Sign In',
    ]);
    await page.context().close();
  });

  it('when a signed-in student opens change password and two-factor, and signs in with a code, then each form goes fields, then actions', async () => {
    const page = await newPage();
    await registerStudent(page, { username: 'tabkeys', firstName: 'Tab', lastName: 'Keys' });
    await page.goto('/');
    await skipTutorial(page);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const change = page.getByRole('dialog', { name: 'Change password' });
    const current = change.getByLabel('Current password', { exact: true });
    await current.waitFor();
    expect(await focused(page)).toBe('input: Current password');
    expect(await tabOrderFrom(page, current, 8)).toEqual([
      'input: Current password',
      'button: Show current password',
      'input: New password',
      'button: Show new password',
      'input: Confirm new password',
      'button: Show new password confirmation',
      'button: Cancel',
      'button: Change password',
      'button: Close',
    ]);
    await page.keyboard.press('Escape');
    await change.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Two-factor authentication' }).click();
    const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
    await dialog.getByRole('button', { name: 'Set up two-factor' }).click();
    const code = dialog.getByLabel(/Enter the 6-digit code/);
    await code.waitFor();
    expect(await tabOrderFrom(page, code, 3)).toEqual([
      'input: 2. Enter the 6-digit code it shows',
      'button: Turn on',
      'button: Close',
      'button: Close',
    ]);
    const key = ((await dialog.locator('code').textContent()) ?? '').trim();
    await code.fill(codeFor(key));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await dialog.getByRole('button', { name: 'I saved them' }).click();
    await page.context().clearCookies();

    await page.goto('/auth');
    await page.getByLabel('Username').fill('tabkeys');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.keyboard.press('Enter');
    const step = page.getByRole('form', { name: 'Two-factor code' });
    const codeField = step.getByLabel('Code', { exact: true });
    await codeField.waitFor();
    expect(await focused(page)).toBe('input: Code');
    expect(await tabOrderFrom(page, codeField, 3)).toEqual([
      'input: Code',
      'button: Verify and sign in',
      'button: Back to sign in',
      'button: Continue as Guest',
    ]);
    await codeField.focus();
    await page.keyboard.type(codeFor(key, 1));
    await page.keyboard.press('Enter');
    await openToasts(page).getByText('Welcome back!', { exact: true }).waitFor();
    await page.context().close();
  });
});
