import { describe, expect, it } from 'vitest';
import {
  accessibilityProblems,
  expectNewToast,
  openAsGuest,
  openAsNewStudent,
  openPage,
  openToasts,
  registerStudent,
  screenshot,
  setUpJourney,
  skipTutorial,
} from './support.ts';

const journey = setUpJourney();

const dollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('budget planner', () => {
  it('when a student creates a plan and answers every question with one Save and Next each, then the summary shows and the plan completes', async () => {
    const page = await openAsNewStudent(
      journey,
      { username: 'planner', firstName: 'Pat', lastName: 'Planner' },
      { width: 1280, height: 900 },
    );
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

    // Each question: choose or type its answer, then one press of Save and Next saves it and
    // opens the next question (no separate Next).
    let buttonPresses = 0;
    for (let index = 1; index <= 29; index += 1) {
      await main.getByText(`Question ${index} of 29`).waitFor();
      const radios = main.getByRole('radio');
      if ((await radios.count()) > 0) {
        await radios.nth(Math.min(1, (await radios.count()) - 1)).check();
      } else {
        const field = main.getByLabel('Your answer');
        const isNumber = (await field.getAttribute('inputmode')) === 'numeric';
        // A number question's own example ("e.g. 48000"): a usual amount, so nothing is warned.
        const example = /\d+/.exec((await field.getAttribute('placeholder')) ?? '')?.[0] ?? '0';
        await field.fill(isNumber ? example : 'I looked this up on the sources listed above.');
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
          main.getByRole('button', { name: 'Save and Next', exact: true }).click(),
        ),
      ]);
      buttonPresses += 1;
      expect(answer.status(), `saving answer ${index}`).toBe(200);
      expect(((await answer.json()) as { answers: unknown[] }).answers).toHaveLength(index);
    }
    // The 29th led on to the optional More Costs.
    await main.getByText('Optional question 1 of 7').waitFor();
    expect(buttonPresses).toBe(29);

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
    await page.context().close();
  });

  it('when an amount is implausible or the plan is short, then the planner says why beside the answer and offers to invest only once the plan is not short', async () => {
    const page = await openPage(journey, { width: 1280, height: 900 });
    await registerStudent(page, { username: 'carfan', firstName: 'Cam', lastName: 'Carfan' });
    // The 29 answers through the API (the journey above answers them on screen): the questions'
    // own examples, one child, so the plan is short each year.
    const questions = (await (await page.request.get('/api/budget/questions')).json()) as {
      id: string;
      type: string;
      placeholder: string;
      options: string[] | null;
      isOptional: boolean;
    }[];
    const created = await page.request.post('/api/budget/plans', { data: { planName: 'Racer' } });
    const planId = ((await created.json()) as { id: number }).id;
    for (const question of questions.filter((candidate) => !candidate.isOptional)) {
      const answer =
        question.type === 'select'
          ? (question.options?.[1] ?? '')
          : question.type === 'number'
            ? (/\d+/.exec(question.placeholder)?.[0] ?? '0')
            : 'I looked this up on the sources listed above.';
      const saved = await page.request.post(`/api/budget/plans/${planId}/answers`, {
        data: { questionId: question.id, answer },
      });
      expect(saved.status(), question.id).toBe(200);
    }
    expect(
      (await page.request.put(`/api/budget/plans/${planId}/complete`, { data: {} })).status(),
    ).toBe(200);

    await page.goto('/');
    await skipTutorial(page);
    await page.goto(`/budgeting?plan=${planId}`);
    const main = page.getByRole('main');
    const categories = main.getByRole('navigation', { name: 'Question categories' });
    const heading = main.getByRole('heading', { level: 2 });
    const openQuestion = async (category: string, title: string) => {
      await main.getByRole('tab', { name: 'Answer Questions' }).click();
      await categories.getByRole('button', { name: new RegExp(`^${category}`) }).click();
      while (!((await heading.textContent()) ?? '').startsWith(title)) {
        await main.getByRole('button', { name: 'Next', exact: true }).click();
      }
    };
    const saveAndNext = () =>
      Promise.all([
        page.waitForResponse(
          (response) =>
            response.request().method() === 'POST' &&
            new URL(response.url()).pathname.endsWith('/answers'),
        ),
        main.getByRole('button', { name: 'Save and Next', exact: true }).click(),
      ]);

    // A $62,000-a-month car: saved, but the question stays and says why, beside the answer.
    await openQuestion('Transportation', 'Your monthly car costs');
    await main.getByLabel('Your answer').fill('62000');
    await saveAndNext();
    const warning = main.getByRole('status').filter({ hasText: 'Please check this answer' });
    await warning.waitFor();
    await warning
      .getByText(/^Is \$62,000 a month right\? That is more than this plan's whole take-home pay/)
      .waitFor();
    await expect
      .poll(() => heading.textContent())
      .toBe('Your monthly car costs (payment + insurance + gas)');
    await screenshot(page, 'desktop-43-budget-warning');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await warning.scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-41-budget-warning');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The summary lists it with a way back to the question.
    await main.getByRole('tab', { name: 'Budget Summary' }).click();
    const toCheck = main.getByRole('note', { name: 'Answers to check' });
    await toCheck.getByText(/Is \$62,000 a month right\?/).waitFor();
    await screenshot(page, 'desktop-44-budget-answers-to-check');
    expect(await accessibilityProblems(page)).toEqual([]);
    await toCheck.getByRole('button', { name: /Your monthly car costs/ }).click();
    await main.getByLabel('Your answer').fill('625');
    await saveAndNext();
    // A usual amount moves straight on.
    await expect.poll(() => heading.textContent()).toBe('Children in your plan');

    // Short each year: no projection and no Invest button, and the reason.
    await main.getByRole('tab', { name: 'Budget Summary' }).click();
    const invest = main.getByRole('region', { name: 'Invest what your plan saves' });
    await invest
      .getByText(/short each year/)
      .first()
      .waitFor();
    await invest
      .getByText(
        /its take-home pay does not cover its costs and savings, so there is nothing to invest yet/,
      )
      .waitFor();
    expect(await invest.getByRole('button', { name: /^Invest/ }).count()).toBe(0);
    expect(await main.getByRole('note', { name: 'Answers to check' }).count()).toBe(0);
    await invest.scrollIntoViewIfNeeded();
    await screenshot(page, 'desktop-45-budget-short-plan');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'phone-42-budget-short-plan');
    await page.setViewportSize({ width: 1280, height: 900 });

    // A $60,000 salary and no children: the take-home pay covers the plan, so it may invest.
    await openQuestion('Career', 'Your starting salary');
    await main.getByLabel('Your answer').fill('60000');
    await saveAndNext();
    await openQuestion('Family', 'Children in your plan');
    await main.getByRole('radio', { name: 'None' }).check();
    await saveAndNext();
    await main.getByRole('tab', { name: 'Budget Summary' }).click();
    await expectNewToast(page, 'Monthly deposit on', () =>
      invest.getByRole('button', { name: 'Invest $600 a month in my practice portfolio' }).click(),
    );
    await invest.getByText(/\$600 goes into your practice portfolio every month/).waitFor();
    await page.context().close();
  });

  it('when a guest opens the planner, then the guest card asks them to sign in and its button reaches the sign-in screen', async () => {
    const page = await openAsGuest(journey, { width: 390, height: 844 });
    await page.goto('/budgeting');
    await page
      .getByText('Sign in or create an account to plan a budget and keep your plans.')
      .waitFor();
    await screenshot(page, 'phone-40-budget-guest');
    await page.getByRole('main').getByRole('button', { name: 'Sign In or Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.context().close();
  });
});
