import { describe, expect, it } from 'vitest';
import {
  expectNewToast,
  openToasts,
  screenshot,
  skipTutorial,
  registerStudent,
  setUpJourney,
} from './support.ts';

const journey = setUpJourney();

const dollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('budget planner', () => {
  it('when a student creates a plan and answers every question, then the summary shows and the plan completes', async () => {
    const context = await journey.browser.newContext({
      viewport: { width: 1280, height: 900 },
      baseURL: journey.stack.baseUrl,
    });
    const page = await context.newPage();
    await registerStudent(page, { username: 'planner', firstName: 'Pat', lastName: 'Planner' });
    await page.goto('/');
    await skipTutorial(page);
    await page.goto('/budgeting');
    const main = page.getByRole('main');

    await main.getByRole('button', { name: 'New Plan' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Create' }).isDisabled(), { timeout: 10_000 })
      .toBe(true);
    await dialog.getByLabel('Plan name').fill('  Nurse in Denver  ');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await openToasts(page).getByText('Budget plan created successfully!').waitFor();
    await main.getByRole('tab', { name: 'Answer Questions' }).waitFor();
    await screenshot(page, 'desktop-40-budget-question');

    for (let index = 1; index <= 29; index += 1) {
      await main.getByText(`Question ${index} of 29`).waitFor();
      const radios = main.getByRole('radio');
      if ((await radios.count()) > 0) {
        await radios.nth(Math.min(1, (await radios.count()) - 1)).check();
      } else {
        const field = main.getByLabel('Your answer');
        const isNumber = (await field.getAttribute('inputmode')) === 'numeric';
        await field.fill(isNumber ? '1200' : 'I looked this up on the sources listed above.');
      }
      // Every answer's toast says the same: wait for this answer's save to be answered and for
      // a toast that was not there before, not the previous answer's.
      const [answer] = await Promise.all([
        page.waitForResponse(
          (response) =>
            response.request().method() === 'POST' &&
            /\/api\/budget\/plans\/\d+\/answers$/.test(new URL(response.url()).pathname),
        ),
        expectNewToast(page, 'Answer saved successfully!', () =>
          main.getByRole('button', { name: 'Save', exact: true }).click(),
        ),
      ]);
      expect(answer.status(), `saving answer ${index}`).toBe(200);
      expect(((await answer.json()) as { answers: unknown[] }).answers).toHaveLength(index);
      // The question says so too.
      await main
        .getByRole('region')
        .filter({ hasText: `Question ${index} of 29` })
        .getByText('Answered', { exact: true })
        .waitFor();
      if (index < 29) await main.getByRole('button', { name: 'Next' }).click();
    }

    const plans = (await (await page.request.get('/api/budget/plans')).json()) as {
      id: number;
      planName: string;
      answeredCount: number;
    }[];
    expect(plans[0]).toMatchObject({ planName: 'Nurse in Denver', answeredCount: 29 });
    const detail = (await (await page.request.get(`/api/budget/plans/${plans[0]?.id}`)).json()) as {
      summary: { annualExpenses: number; netCashFlow: number };
    };

    await main.getByRole('tab', { name: 'Budget Summary' }).click();
    const summary = main.getByRole('tabpanel');
    await summary.getByText(dollars(detail.summary.annualExpenses)).first().waitFor();
    await summary.getByText(dollars(detail.summary.netCashFlow)).first().waitFor();
    await summary.getByText(/15%/).first().waitFor();
    // The chart of where the money goes is drawn (loaded on demand).
    await summary.locator('svg.recharts-surface').first().waitFor();
    await screenshot(page, 'desktop-41-budget-summary');

    await main.getByRole('button', { name: 'Mark Complete' }).click();
    await openToasts(page).getByText('Budget plan marked as complete!').waitFor();
    // The plan is read again after the toast: on a busy machine that takes more than a second.
    await main.getByRole('button', { name: 'Mark Complete' }).waitFor({ state: 'detached' });
    await screenshot(page, 'desktop-42-budget-complete');
    await context.close();
  });

  it('when a guest opens the planner, then it asks them to log in and Log In reaches the sign-in screen', async () => {
    const context = await journey.browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: journey.stack.baseUrl,
    });
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/budgeting');
    await page.getByText('Please log in to access budgeting tools.').waitFor();
    await screenshot(page, 'phone-40-budget-guest');
    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await context.close();
  });
});
