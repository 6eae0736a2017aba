import type { BudgetAnswer } from '@fc/contracts/budget';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import {
  answerAll,
  buildAnswer,
  buildPlanDetail,
  buildSummary,
  questionIndex,
  questions,
  questionsWithOptional,
} from '@/features/budgeting/testing/budget-fixtures';
import { renderBudgeting } from '@/features/budgeting/testing/render-budgeting';
import { callsTo, type MockRoutes } from '@/testing/mock-fetch';
import { getOnlyToast, getOpenToasts } from '@/testing/toasts';

vi.mock(
  '@/features/budgeting/components/breakdown-chart',
  () => import('@/features/budgeting/testing/chart-stubs'),
);

/** Opens plan 5 with `answers` saved; more routes may be added. */
async function openPlan({
  answers = [],
  routes = {},
}: { answers?: BudgetAnswer[]; routes?: MockRoutes } = {}) {
  const view = renderBudgeting({
    path: '/budgeting?plan=5',
    routes: { 'GET /api/budget/plans/5': { body: buildPlanDetail({ answers }) }, ...routes },
  });
  await screen.findByRole('heading', { level: 1, name: 'Nurse in Chicago' });
  return view;
}

/** The question on screen: its number ('Question N of 29') and title (the card's heading). */
function currentQuestion(): { number: string | undefined; title: string } {
  const heading = screen.getByRole('heading', { level: 2 });
  const card = screen.getByRole('region', { name: heading.textContent ?? '' });
  const number = /Question (\d+) of 29/.exec(card.textContent ?? '')?.[1];
  return { number, title: heading.textContent ?? '' };
}

function categoryButton(name: string): HTMLElement {
  const nav = screen.getByRole('navigation', { name: 'Question categories' });
  return within(nav).getByRole('button', { name: new RegExp(`^${name}`) });
}

/** Saves 'Nurse' for the career (its 'Saved' toast shows), then sends `salary` as the starting salary. */
async function saveCareerThenSendSalary(user: UserEvent, salary: string) {
  await user.click(categoryButton('Career'));
  await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Nurse');
  await user.click(screen.getByRole('button', { name: 'Save and Next' }));
  await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Saved'));

  await waitFor(() => expect(currentQuestion().title).toBe('Your starting salary'));
  await user.click(screen.getByRole('textbox', { name: 'Your answer' }));
  await user.paste(salary);
  await user.click(screen.getByRole('button', { name: 'Save and Next' }));
}

describe('answering questions', () => {
  it('shows the first question with its number, icon, category, research brief and sources opening in a new tab', async () => {
    await openPlan();

    expect(currentQuestion()).toEqual({ number: '1', title: 'Choose a college' });
    expect(
      screen.getByText('Pick a college or training program you would like to attend.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Look up two colleges and compare their programs.'),
    ).toBeInTheDocument();
    const source = screen.getByRole('link', { name: /College Navigator/ });
    expect(source).toHaveAttribute('href', 'https://nces.ed.gov/collegenavigator/');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('textbox', { name: 'Your answer' }).tagName).toBe('TEXTAREA');
    expect(categoryButton('Education')).toHaveAttribute('aria-current', 'true');
  });

  it('keeps Save and Next disabled while the answer is blank, then posts the question, trimmed answer and notes, toasts and moves to the next question in the same step', async () => {
    const saved = buildPlanDetail({ answers: [buildAnswer('college-choice', 'State University')] });
    const { user, fetchMock } = await openPlan({
      routes: { 'POST /api/budget/plans/5/answers': { body: saved } },
    });

    const save = screen.getByRole('button', { name: 'Save and Next' });
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), '   ');
    expect(save).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'State University ');
    await user.type(screen.getByRole('textbox', { name: /Notes/ }), 'Close to home');
    await user.click(save);

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Saved'));
    expect(getOnlyToast()).toHaveTextContent('Answer saved successfully!');
    expect(
      callsTo(fetchMock, 'POST', '/api/budget/plans/5/answers').map((call) => call.json),
    ).toEqual([
      { questionId: 'college-choice', answer: 'State University', notes: 'Close to home' },
    ]);
    // One click saved and moved on; the plan shows the server's answers.
    await waitFor(() =>
      expect(currentQuestion()).toEqual({ number: '2', title: 'Yearly tuition' }),
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Plan progress' })).toHaveTextContent(
      '1/29 questions answered',
    );
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Answered')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('State University');
  });

  it('when the server refuses an answer, then its message is shown in line and nothing is toasted', async () => {
    const message = 'This plan cannot take answers right now';
    const { user } = await openPlan({
      routes: {
        'POST /api/budget/plans/5/answers': { status: 400, body: { code: 'BAD_REQUEST', message } },
      },
    });

    await user.click(categoryButton('Career'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentQuestion().title).toBe('Your starting salary');
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    expect(field).toHaveAttribute('inputmode', 'numeric');

    await user.type(field, '52000');
    await user.click(screen.getByRole('button', { name: 'Save and Next' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(getOpenToasts()).toEqual([]);
  });

  it.each([
    [
      '12.5',
      'Enter a whole number of dollars for "Your starting salary", like 52000 (no cents or decimal point).',
    ],
    [
      '1,5',
      'Enter a whole number of dollars for "Your starting salary", like 52000 (no cents or decimal point).',
    ],
    [
      '$52,000.75',
      'Enter a whole number of dollars for "Your starting salary", like 52000 (no cents or decimal point).',
    ],
    ['fifty thousand', 'Please enter a number for "Your starting salary" (for example 52000)'],
  ])(
    'when a number answer is "%s", then the form refuses it with a clear message and sends nothing',
    async (typed, message) => {
      const { user, fetchMock } = await openPlan();
      await user.click(categoryButton('Career'));
      await user.click(screen.getByRole('button', { name: 'Next' }));
      const field = screen.getByRole('textbox', { name: 'Your answer' });

      await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: 'Save and Next' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(callsTo(fetchMock, 'POST', '/api/budget/plans/5/answers')).toEqual([]);

      // Typing again clears the refusal.
      await user.type(field, '0');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(field).not.toHaveAttribute('aria-invalid');
    },
  );

  it('when a number answer groups thousands with commas and has a $ sign, then it is sent as typed', async () => {
    const saved = buildPlanDetail({
      answers: [buildAnswer('starting-salary', '$1,500', { numericValue: 1500 })],
    });
    const { user, fetchMock } = await openPlan({
      routes: { 'POST /api/budget/plans/5/answers': { body: saved } },
    });
    await user.click(categoryButton('Career'));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), '$1,500');
    await user.click(screen.getByRole('button', { name: 'Save and Next' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Answer saved successfully!'));
    expect(
      callsTo(fetchMock, 'POST', '/api/budget/plans/5/answers').map((call) => call.json),
    ).toEqual([{ questionId: 'starting-salary', answer: '$1,500', notes: null }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("when the next question's answer is refused by the form, then the previous answer's 'Saved' toast goes", async () => {
    const { user } = await openPlan({
      routes: {
        'POST /api/budget/plans/5/answers': {
          body: buildPlanDetail({ answers: [buildAnswer('career-choice', 'Nurse')] }),
        },
      },
    });
    await saveCareerThenSendSalary(user, '12.5');

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a whole number of dollars');
    // Gone with the error, not 5 seconds later.
    expect(getOpenToasts()).toEqual([]);
  });

  it("when the server refuses an answer after an earlier one was saved, then the 'Saved' toast goes", async () => {
    let calls = 0;
    const { user } = await openPlan({
      routes: {
        'POST /api/budget/plans/5/answers': () => {
          calls += 1;
          return calls === 1
            ? { body: buildPlanDetail({ answers: [buildAnswer('career-choice', 'Nurse')] }) }
            : { status: 400, body: { code: 'BAD_REQUEST', message: 'Not now' } };
        },
      },
    });
    await saveCareerThenSendSalary(user, '52000');

    expect(await screen.findByRole('alert')).toHaveTextContent('Not now');
    // Gone with the error, not 5 seconds later.
    expect(getOpenToasts()).toEqual([]);
  });

  it("when a save fails without a message, then it says 'Failed to save answer'", async () => {
    const { user } = await openPlan({
      routes: { 'POST /api/budget/plans/5/answers': { status: 500 } },
    });

    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'State University');
    await user.click(screen.getByRole('button', { name: 'Save and Next' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save answer');
  });

  it('a select question is a radio group with a legend, and the chosen option is posted', async () => {
    const { user, fetchMock } = await openPlan({
      routes: {
        'POST /api/budget/plans/5/answers': {
          body: buildPlanDetail({ answers: [buildAnswer('children', '2')] }),
        },
      },
    });

    await user.click(categoryButton('Family'));
    expect(currentQuestion().title).toBe('How many children?');
    const group = screen.getByRole('group', { name: 'Your answer' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Save and Next' })).toBeDisabled();

    await user.click(within(group).getByRole('radio', { name: '2' }));
    await user.click(screen.getByRole('button', { name: 'Save and Next' }));

    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'POST', '/api/budget/plans/5/answers').map((call) => call.json),
      ).toEqual([{ questionId: 'children', answer: '2', notes: null }]),
    );
  });

  it('when the server warns about a saved answer, then the question stays with the warning beside the field, and Save and Next on the same answer moves on', async () => {
    const warning =
      'Is $62,000 a year right? Few people earn more than $300,000 a year at 25. Check the figure you looked up.';
    const saved = buildPlanDetail({
      answers: [buildAnswer('starting-salary', '62000', { numericValue: 62_000 })],
      summary: buildSummary({ warnings: [{ questionId: 'starting-salary', message: warning }] }),
    });
    const { user, fetchMock } = await openPlan({
      routes: { 'POST /api/budget/plans/5/answers': { body: saved } },
    });
    await user.click(categoryButton('Career'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    await user.type(field, '62000');
    await user.click(screen.getByRole('button', { name: 'Save and Next' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Please check this answer');
    expect(status).toHaveTextContent(warning);
    expect(status).toHaveTextContent('press Save and Next to keep it and go on');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(warning));
    expect(getOnlyToast()).toHaveTextContent('Answer saved successfully!');
    expect(currentQuestion().title).toBe('Your starting salary');

    // Changing the answer hides the warning: it was about the saved one.
    await user.type(field, '0');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.type(field, '{Backspace}');
    expect(screen.getByRole('status')).toHaveTextContent(warning);

    await user.click(screen.getByRole('button', { name: 'Save and Next' }));
    await waitFor(() => expect(currentQuestion().title).toBe('Where you will work'));
    expect(callsTo(fetchMock, 'POST', '/api/budget/plans/5/answers')).toHaveLength(2);
  });

  it('when the last question is saved, then its button only saves and the question stays', async () => {
    const { user } = await openPlan({
      routes: {
        'GET /api/budget/questions': { body: questionsWithOptional },
        'POST /api/budget/plans/5/answers': { body: buildPlanDetail() },
      },
    });
    await user.click(categoryButton('More Costs'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const title = currentQuestion().title;
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save and Next' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), '150');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Answer saved successfully!'));
    expect(currentQuestion().title).toBe(title);
  });

  it('Previous and Next move one question, are disabled at the ends, and move the focus to the heading', async () => {
    const { user } = await openPlan();

    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(currentQuestion()).toEqual({ number: '2', title: 'Yearly tuition' });
    expect(screen.getByRole('heading', { level: 2, name: 'Yearly tuition' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(currentQuestion()).toEqual({ number: '1', title: 'Choose a college' });

    await user.click(categoryButton('Financial Planning'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentQuestion()).toEqual({ number: '29', title: 'Money goals' });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('a category button jumps to its first question and becomes the current one', async () => {
    const { user } = await openPlan();

    await user.click(categoryButton('Housing'));

    expect(currentQuestion()).toEqual({
      number: String(questionIndex('housing-type') + 1),
      title: 'Where you will live',
    });
    expect(categoryButton('Housing')).toHaveAttribute('aria-current', 'true');
    expect(categoryButton('Education')).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 2, name: 'Where you will live' })).toHaveFocus();
  });

  it('opens at the first unanswered question, prefills saved answers and checks fully answered categories', async () => {
    const answers = [
      buildAnswer('college-choice', 'State University', { notes: 'Near home' }),
      buildAnswer('college-tuition', '11000'),
      buildAnswer('college-years', '4'),
      buildAnswer('college-aid', 'Scholarships'),
    ];
    const { user } = await openPlan({ answers });

    expect(currentQuestion().title).toBe('Graduate school');
    expect(categoryButton('Education')).toHaveAccessibleName('Education, all answered');
    expect(categoryButton('Career')).toHaveAccessibleName('Career');

    await user.click(categoryButton('Education'));
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('State University');
    expect(screen.getByRole('textbox', { name: /Notes/ })).toHaveValue('Near home');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('11000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('radio', { name: '4' })).toBeChecked();
  });
});

describe('the optional More Costs', () => {
  const withOptional = { 'GET /api/budget/questions': { body: questionsWithOptional } };

  it('when the 29 are done, then Next leads into the More Costs, marked optional and counted on their own', async () => {
    const { user } = await openPlan({ routes: withOptional });

    await user.click(categoryButton('Financial Planning'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentQuestion()).toEqual({ number: '29', title: 'Money goals' });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const heading = screen.getByRole('heading', {
      level: 2,
      name: 'Your state income tax (an estimate)',
    });
    const card = screen.getByRole('region', { name: heading.textContent ?? '' });
    expect(card).toHaveTextContent('Optional question 1 of 2');
    expect(within(card).getByText('More Costs (optional)')).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Optional questions' })).toHaveTextContent(
      'More Costs (optional): your plan is complete without these.',
    );
    expect(categoryButton('More Costs')).toHaveAccessibleName('More Costs (optional)');
    expect(categoryButton('More Costs')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('when the 29 are answered and the More Costs are not, then Mark Complete is offered', async () => {
    await openPlan({ answers: answerAll(), routes: withOptional });

    expect(screen.getByRole('region', { name: 'Plan progress' })).toHaveTextContent(
      '29/29 questions answered',
    );
    expect(screen.getByRole('button', { name: 'Mark Complete' })).toBeInTheDocument();
    // A plan with the 29 answered opens at the first question, not in the optional section.
    expect(currentQuestion()).toEqual({ number: '1', title: 'Choose a college' });
  });
});

describe('mark complete', () => {
  it('is not offered while a question is unanswered', async () => {
    await openPlan({ answers: answerAll(['money-goals']) });

    expect(screen.getByRole('region', { name: 'Plan progress' })).toHaveTextContent(
      '28/29 questions answered',
    );
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument();
  });

  it('is offered once all 29 are answered; completing toasts and shows the plan complete', async () => {
    const answers = answerAll();
    const { user, fetchMock } = await openPlan({
      answers,
      routes: {
        'PUT /api/budget/plans/5/complete': {
          body: buildPlanDetail({
            answers,
            isComplete: true,
            completedAt: '2026-03-03T10:00:00.000Z',
          }),
        },
      },
    });

    await user.click(screen.getByRole('button', { name: 'Mark Complete' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Completed!'));
    expect(getOnlyToast()).toHaveTextContent('Budget plan marked as complete!');
    expect(callsTo(fetchMock, 'PUT', '/api/budget/plans/5/complete')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('region', { name: 'Plan progress' })).toHaveTextContent(
      'This plan is complete.',
    );
  });

  it("when completing fails, then the server's reason is shown in line", async () => {
    const message =
      'Answer every question before marking the plan complete: 1 left ("Money goals")';
    const { user } = await openPlan({
      answers: answerAll(),
      routes: {
        'PUT /api/budget/plans/5/complete': {
          status: 400,
          body: { code: 'PLAN_INCOMPLETE', message },
        },
      },
    });

    await user.click(screen.getByRole('button', { name: 'Mark Complete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("when completing fails without a message, then it says 'Failed to complete plan'", async () => {
    const { user } = await openPlan({
      answers: answerAll(),
      routes: { 'PUT /api/budget/plans/5/complete': { status: 500 } },
    });

    await user.click(screen.getByRole('button', { name: 'Mark Complete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to complete plan');
  });
});

// Guard against the fixtures drifting from the product's 29 questions.
it('the fixtures hold 29 questions', () => {
  expect(questions).toHaveLength(29);
});
