import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { openAsNewStudent, openPage, openToasts, screenshot, setUpJourney } from './support.ts';

const journey = setUpJourney();

/** What an authenticator app shows for this key, `stepsAhead` periods from now. */
const codeFor = (key: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(key) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

describe('two-factor in the browser', () => {
  it('when a student turns two-factor on from the account menu, then the recovery codes show and the next sign-in asks for a code', async () => {
    const page = await openAsNewStudent(journey, {
      username: 'twofa',
      firstName: 'Tova',
      lastName: 'Factor',
    });

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Two-factor authentication' }).click();
    const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
    await dialog.getByRole('button', { name: 'Set up two-factor' }).click();
    await dialog.getByRole('img', { name: /QR code/ }).waitFor();
    const key = ((await dialog.locator('code').textContent()) ?? '').trim();
    await dialog.getByLabel(/Enter the 6-digit code/).fill(codeFor(key));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    // The codes stay on screen while the app refetches (a regression: they used to vanish).
    const codes = dialog.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    await page.waitForLoadState('networkidle');
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await screenshot(page, 'desktop-20-two-factor-codes');
    await dialog.getByRole('button', { name: 'I saved them' }).click();
    await page.context().close();

    const signIn = await openPage(journey);
    await signIn.goto('/auth');
    await signIn.getByLabel('Username').fill('twofa');
    await signIn.getByLabel('Password', { exact: true }).fill('Secret-pass-123');
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    const step = signIn.getByRole('form', { name: 'Two-factor code' });
    await step.getByLabel('Code', { exact: true }).fill(codeFor(key, 1));
    await screenshot(signIn, 'desktop-21-two-factor-sign-in');
    await step.getByRole('button', { name: 'Verify and sign in' }).click();
    await openToasts(signIn).getByText('Welcome back!', { exact: true }).waitFor();
    // A new browser, but the account has seen the tutorial: it does not open again.
    await signIn.getByRole('heading', { name: 'Welcome, Tova' }).waitFor();
    expect(await signIn.getByRole('dialog').count()).toBe(0);
    await signIn.context().close();
  });
});
