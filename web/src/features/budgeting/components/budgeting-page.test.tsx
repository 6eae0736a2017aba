import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { BudgetingPage } from '@/features/budgeting/components/budgeting-page';
import { buildPlan, buildPlanDetail } from '@/features/budgeting/testing/budget-fixtures';
import { renderBudgeting } from '@/features/budgeting/testing/render-budgeting';
import { formatDate } from '@/lib/dates';
import { callsTo, mockFetch, requestedPaths } from '@/testing/mock-fetch';
import { renderPageAlone } from '@/testing/test-utils';
import { getOnlyToast } from '@/testing/toasts';

vi.mock(
  '@/features/budgeting/components/breakdown-chart',
  () => import('@/features/budgeting/testing/chart-stubs'),
);

function expectLoginCard() {
  expect(
    screen.getByText('Sign in or create an account to plan a budget and keep your plans.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign In or Create Account' })).toBeInTheDocument();
}

describe('budget planner access', () => {
  it('a guest is asked to sign in, as on every page that needs an account, and nothing of the planner is fetched', async () => {
    const { fetchMock } = renderBudgeting({ session: 'guest' });

    await screen.findByRole('heading', { level: 1, name: 'Sign In Required' });
    expectLoginCard();
    expect(requestedPaths(fetchMock).filter((path) => path.startsWith('/api/budget'))).toEqual([]);
  });

  it('a visitor with no session (the page on its own, past the route guard) sees the same sign-in card', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': {
        status: 401,
        body: { code: 'unauthenticated', message: 'Not signed in' },
      },
    });
    renderPageAlone(<BudgetingPage />, '/budgeting?plan=5');

    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/auth/me')).toHaveLength(1));
    await screen.findByRole('heading', { level: 1, name: 'Sign In Required' });
    expectLoginCard();
    expect(requestedPaths(fetchMock).filter((path) => path.startsWith('/api/budget'))).toEqual([]);
  });
});

describe('budget plan list', () => {
  it('lists the plans newest first with their created date, progress and a Complete badge', async () => {
    renderBudgeting();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Future Budget Planner' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your budget plans' });
    const [engineer, nurse] = within(list).getAllByRole('listitem');
    if (!engineer || !nurse) throw new Error('Expected two plans');

    expect(within(engineer).getByRole('link', { name: 'Engineer in Denver' })).toHaveAttribute(
      'href',
      '/budgeting?plan=6',
    );
    expect(engineer).toHaveTextContent('Complete');
    expect(engineer).toHaveTextContent('29/29 questions answered');

    expect(nurse).toHaveTextContent(`Created ${formatDate('2026-03-01T15:30:00.000Z')}`);
    expect(nurse).toHaveTextContent('12/29 questions answered');
    expect(nurse).not.toHaveTextContent('Complete');
    expect(
      within(nurse).getByRole('progressbar', { name: 'Nurse in Chicago progress' }),
    ).toHaveAttribute('aria-valuenow', '12');
  });

  it('clicking a plan opens it at ?plan=ID, and the back link returns to the list', async () => {
    const { user, router } = renderBudgeting();

    await user.click(await screen.findByRole('link', { name: 'Nurse in Chicago' }));

    expect(router.state.location.search).toBe('?plan=5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nurse in Chicago' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Answer Questions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Budget Summary' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'All budget plans' }));

    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('list', { name: 'Your budget plans' })).toBeInTheDocument();
  });

  it('with no plans, then a friendly card invites them to create their first plan', async () => {
    const { user } = renderBudgeting({ routes: { 'GET /api/budget/plans': { body: [] } } });

    expect(
      await screen.findByRole('heading', { name: 'Start your first budget plan' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Your First Plan' }));

    expect(screen.getByRole('dialog', { name: 'New Budget Plan' })).toBeInTheDocument();
  });

  it('when the plans fail to load, then Try again fetches them again', async () => {
    let answer: { status: number; body: unknown } = {
      status: 500,
      body: { code: 'INTERNAL', message: 'Something went wrong' },
    };
    const { user, fetchMock } = renderBudgeting({
      routes: { 'GET /api/budget/plans': () => answer },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your budget plans');

    answer = { status: 200, body: [buildPlan()] };
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Nurse in Chicago' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/budget/plans')).toHaveLength(2);
  });

  it('a plan that is missing or not theirs shows "Plan not found" with a way back', async () => {
    renderBudgeting({
      path: '/budgeting?plan=99',
      routes: {
        'GET /api/budget/plans/99': {
          status: 404,
          body: { code: 'PLAN_NOT_FOUND', message: 'Plan not found' },
        },
      },
    });

    expect(await screen.findByRole('heading', { name: 'Plan not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your plans' })).toHaveAttribute(
      'href',
      '/budgeting',
    );
  });
});

describe('new plan', () => {
  it('keeps Create disabled while the name is blank or only spaces', async () => {
    const { user } = renderBudgeting();

    await user.click(await screen.findByRole('button', { name: 'New Plan' }));
    const dialog = screen.getByRole('dialog', { name: 'New Budget Plan' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Plan name'), '   ');
    expect(create).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Plan name'), 'Teacher');
    expect(create).toBeEnabled();
  });

  it('creating posts the trimmed name, toasts, closes the dialog and opens the new plan', async () => {
    const created = buildPlan({ id: 8, planName: 'Teacher in Austin' });
    const { user, fetchMock, router } = renderBudgeting({
      routes: {
        'POST /api/budget/plans': { status: 201, body: created },
        'GET /api/budget/plans/8': {
          body: buildPlanDetail({ id: 8, planName: 'Teacher in Austin' }),
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'New Plan' }));
    await user.type(screen.getByLabelText('Plan name'), '  Teacher in Austin  ');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Success'));
    expect(getOnlyToast()).toHaveTextContent('Budget plan created successfully!');
    expect(callsTo(fetchMock, 'POST', '/api/budget/plans').map((call) => call.json)).toEqual([
      { planName: 'Teacher in Austin' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?plan=8');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Teacher in Austin' }),
    ).toBeInTheDocument();
  });

  it("when creating fails, then it toasts 'Error' with the server's message and the dialog stays open", async () => {
    const { user } = renderBudgeting({
      routes: {
        'POST /api/budget/plans': {
          status: 400,
          body: { code: 'VALIDATION', message: 'The plan name can be at most 100 characters' },
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'New Plan' }));
    await user.type(screen.getByLabelText('Plan name'), 'Doctor');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Error'));
    expect(getOnlyToast()).toHaveTextContent('The plan name can be at most 100 characters');
    expect(getOnlyToast()).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('dialog', { name: 'New Budget Plan' })).toBeInTheDocument();
  });

  it("when creating fails without a message, then the toast says 'Failed to create budget plan'", async () => {
    const { user } = renderBudgeting({ routes: { 'POST /api/budget/plans': { status: 500 } } });

    await user.click(await screen.findByRole('button', { name: 'New Plan' }));
    await user.type(screen.getByLabelText('Plan name'), 'Doctor');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Failed to create budget plan'));
    expect(getOnlyToast()).toHaveTextContent('Error');
  });
});
