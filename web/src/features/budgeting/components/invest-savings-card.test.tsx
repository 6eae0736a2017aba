import type { BudgetPlanDetail } from '@fc/contracts/budget';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { buildPlanDetail, buildSummary } from '@/features/budgeting/testing/budget-fixtures';
import { renderBudgeting } from '@/features/budgeting/testing/render-budgeting';
import { callsTo, type MockRoutes } from '@/testing/mock-fetch';
import { getOnlyToast } from '@/testing/toasts';

vi.mock(
  '@/features/budgeting/components/breakdown-chart',
  () => import('@/features/budgeting/testing/chart-stubs'),
);
vi.mock(
  '@/features/budgeting/components/deposit-projection-chart',
  () => import('@/features/budgeting/testing/chart-stubs'),
);

const completed = (overrides: Partial<BudgetPlanDetail> = {}) =>
  buildPlanDetail({ isComplete: true, completedAt: '2026-03-03T10:00:00.000Z', ...overrides });

/** Opens plan 5 (saving $650 a month in the fixtures) on the Budget Summary tab. */
async function openSummary(plan: BudgetPlanDetail, routes: MockRoutes = {}) {
  const view = renderBudgeting({
    path: '/budgeting?plan=5',
    routes: { 'GET /api/budget/plans/5': { body: plan }, ...routes },
  });
  await view.user.click(await screen.findByRole('tab', { name: 'Budget Summary' }));
  return view;
}

const card = () => screen.getByRole('region', { name: 'Invest what your plan saves' });

describe('invest what your plan saves', () => {
  it('is not offered before the plan is complete', async () => {
    await openSummary(buildPlanDetail());
    expect(screen.getByRole('region', { name: 'Per Month' })).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Invest what your plan saves' }),
    ).not.toBeInTheDocument();
  });

  it('shows the monthly savings and what they come to over 20 years, in words and a chart, and over 40 when chosen', async () => {
    const { user } = await openSummary(completed());

    expect(card()).toHaveTextContent('This plan saves $650 a month.');
    // $650 a month for 20 years, paid at the start of each month, compounded monthly: 2 % in
    // savings, 4 % / 7 % / 10 % invested; 240 × $650 = $156,000 put in.
    expect(card()).toHaveTextContent(
      'After 20 years: $191,937 in savings; invested, between $239,198 and $497,703 (typical $340,578). You would have put in $156,000.',
    );
    expect(await within(card()).findByTestId('deposit-projection-chart')).toHaveAttribute(
      'data-years',
      '20',
    );
    expect(card()).toHaveTextContent('Past returns are not a promise');

    await user.click(within(card()).getByRole('tab', { name: '40 years' }));

    expect(card()).toHaveTextContent(
      'After 40 years: $478,179 in savings; invested, between $770,836 and $4,144,907 (typical $1,716,081). You would have put in $312,000.',
    );
    expect(await within(card()).findByTestId('deposit-projection-chart')).toHaveAttribute(
      'data-years',
      '40',
    );
  });

  it('turns the monthly deposit on, then offers to stop it', async () => {
    const deposit = { monthlyCents: 65_000, startedAt: '2026-03-04T10:00:00.000Z' };
    const { user, fetchMock } = await openSummary(completed(), {
      'PUT /api/budget/plans/5/recurring-deposit': ({ json }) => ({
        body: completed({ deposit: (json as { enabled: boolean }).enabled ? deposit : null }),
      }),
    });

    await user.click(
      within(card()).getByRole('button', {
        name: 'Invest $650 a month in my practice portfolio',
      }),
    );

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Monthly deposit on'));
    expect(
      callsTo(fetchMock, 'PUT', '/api/budget/plans/5/recurring-deposit').map((call) => call.json),
    ).toEqual([{ enabled: true }]);
    expect(card()).toHaveTextContent(
      '$650 goes into your practice portfolio every month, since Mar 4, 2026.',
    );

    await user.click(within(card()).getByRole('button', { name: 'Stop the monthly deposit' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Monthly deposit stopped'));
    expect(
      callsTo(fetchMock, 'PUT', '/api/budget/plans/5/recurring-deposit').map((call) => call.json),
    ).toEqual([{ enabled: true }, { enabled: false }]);
    expect(
      within(card()).getByRole('button', {
        name: 'Invest $650 a month in my practice portfolio',
      }),
    ).toBeInTheDocument();
  });

  it('when the server refuses, then its reason is shown in line and the deposit stays off', async () => {
    const message = 'This plan saves nothing each month, so there is nothing to invest';
    const { user } = await openSummary(completed(), {
      'PUT /api/budget/plans/5/recurring-deposit': {
        status: 409,
        body: { code: 'NOTHING_TO_INVEST', message },
      },
    });

    await user.click(
      within(card()).getByRole('button', {
        name: 'Invest $650 a month in my practice portfolio',
      }),
    );

    expect(await within(card()).findByRole('alert')).toHaveTextContent(message);
    expect(
      within(card()).queryByRole('button', { name: 'Stop the monthly deposit' }),
    ).not.toBeInTheDocument();
  });

  it('when the plan is short each year, then it says by how much, shows no projection and offers no deposit', async () => {
    const summary = buildSummary({ netCashFlow: -151_554_300 });
    await openSummary(completed({ summary }));

    expect(card()).toHaveTextContent(
      'This plan is $1,515,543 short each year: its take-home pay does not cover its costs and savings, so there is nothing to invest yet.',
    );
    expect(card()).not.toHaveTextContent('After 20 years');
    expect(within(card()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('when a deposit is on and the plan has become short, then it says so beside Stop', async () => {
    const deposit = { monthlyCents: 65_000, startedAt: '2026-03-04T10:00:00.000Z' };
    await openSummary(completed({ deposit, summary: buildSummary({ netCashFlow: -120_000 }) }));

    expect(card()).toHaveTextContent('This plan is now $1,200 short each year');
    expect(
      within(card()).getByRole('button', { name: 'Stop the monthly deposit' }),
    ).toBeInTheDocument();
  });

  it('when the plan saves more than a deposit pays, then it names the most and offers no button', async () => {
    const summary = buildSummary();
    await openSummary(
      completed({ summary: { ...summary, monthly: { ...summary.monthly, savings: 25_000_000 } } }),
    );

    expect(card()).toHaveTextContent(
      'A monthly deposit into the practice portfolio can be at most $100,000',
    );
    expect(within(card()).queryByRole('button', { name: /^Invest/ })).not.toBeInTheDocument();
  });

  it('when the plan saves nothing a month, then there is nothing to invest and no button', async () => {
    const summary = buildSummary();
    await openSummary(
      completed({ summary: { ...summary, monthly: { ...summary.monthly, savings: 0 } } }),
    );

    expect(card()).toHaveTextContent('This plan saves nothing each month yet');
    expect(within(card()).queryByRole('button')).not.toBeInTheDocument();
  });
});
