import type { BudgetSummary } from '@fc/contracts/budget';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import {
  buildPlanDetail,
  buildSummary,
  questionsWithOptional,
} from '@/features/budgeting/testing/budget-fixtures';
import { renderBudgeting } from '@/features/budgeting/testing/render-budgeting';

vi.mock(
  '@/features/budgeting/components/breakdown-chart',
  () => import('@/features/budgeting/testing/chart-stubs'),
);

/** Opens plan 5 with `summary` on the Budget Summary tab. */
async function openSummary(summary: BudgetSummary) {
  const view = renderBudgeting({
    path: '/budgeting?plan=5',
    routes: { 'GET /api/budget/plans/5': { body: buildPlanDetail({ summary }) } },
  });
  await view.user.click(await screen.findByRole('tab', { name: 'Budget Summary' }));
  return view;
}

/** The value shown for `label` in the section named `section`. */
function figure(section: string, label: string): HTMLElement {
  const region = screen.getByRole('region', { name: section });
  const term = within(region)
    .getAllByRole('term')
    .find((element) => element.textContent?.trim() === label);
  const value = term?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No figure for ${label}`);
  return value;
}

/** The breakdown table's row headed `label`. */
function footerRow(table: HTMLElement, label: string): HTMLElement {
  const row = within(table).getByRole('rowheader', { name: label }).closest('tr');
  if (!row) throw new Error(`No row for ${label}`);
  return row;
}

describe('budget summary', () => {
  it('shows the yearly figures in dollars from cents, and a positive net cash flow in green with a plus', async () => {
    await openSummary(buildSummary());

    expect(figure('Your Year at a Glance', 'Starting Salary')).toHaveTextContent('$52,000.00');
    expect(figure('Your Year at a Glance', 'Take-Home Pay')).toHaveTextContent('$41,882.00');
    expect(figure('Your Year at a Glance', 'Annual Expenses')).toHaveTextContent('$33,800.00');
    expect(figure('Your Year at a Glance', 'Annual Savings')).toHaveTextContent('$7,800.00');
    const net = within(figure('Your Year at a Glance', 'Net Cash Flow')).getByText('+$282.00');
    expect(net).toHaveClass('text-green-700');
    expect(
      screen.getByText(/Net cash flow is your take-home pay \(your salary after estimated taxes\)/),
    ).toBeInTheDocument();
  });

  it('shows gross salary → federal income tax → Social Security and Medicare → state income tax → take-home pay, per year and per month, with the sources', async () => {
    await openSummary(buildSummary());

    const table = screen.getByRole('table', { name: 'Estimated take-home pay, 2026' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Gross salary', '$52,000.00', '$4,333.33'],
      ['Federal income tax', '-$4,060.00', '-$338.33'],
      ['Social Security and Medicare', '-$3,978.00', '-$331.50'],
      ['State income tax', '-$2,080.00', '-$173.33'],
      ['Take-home pay', '$41,882.00', '$3,490.17'],
    ]);
    const region = screen.getByRole('region', { name: 'From Salary to Take-Home Pay' });
    expect(region).toHaveTextContent('State income tax: About 4% of my salary.');
    expect(within(region).getByRole('link', { name: /IRS Rev\. Proc\. 2025-32/ })).toHaveAttribute(
      'href',
      'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
    );
  });

  it('when no state is chosen, then it says state tax counts as $0 and the button opens the optional state question', async () => {
    const summary = buildSummary();
    const view = renderBudgeting({
      path: '/budgeting?plan=5',
      routes: {
        'GET /api/budget/questions': { body: questionsWithOptional },
        'GET /api/budget/plans/5': {
          body: buildPlanDetail({
            summary: {
              ...summary,
              takeHome: {
                ...summary.takeHome,
                stateChoice: null,
                annual: { ...summary.takeHome.annual, stateIncomeTax: 0 },
                monthly: { ...summary.takeHome.monthly, stateIncomeTax: 0 },
              },
            },
          }),
        },
      },
    });
    await view.user.click(await screen.findByRole('tab', { name: 'Budget Summary' }));

    const region = screen.getByRole('region', { name: 'From Salary to Take-Home Pay' });
    expect(region).toHaveTextContent('No state chosen yet, so state income tax counts as $0.');
    await view.user.click(
      within(region).getByRole('button', { name: 'Choose your state income tax' }),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 2, name: 'Your state income tax (an estimate)' }),
      ).toHaveFocus(),
    );
    expect(screen.getByText('Optional question 1 of 2')).toBeInTheDocument();
  });

  it('when the optional More Costs are answered, then the breakdown lists them and counts emergency saving as savings', async () => {
    await openSummary(
      buildSummary({
        breakdown: [
          {
            key: 'housing',
            label: 'Housing',
            kind: 'expense',
            annual: 1_680_000,
            monthly: 140_000,
          },
          {
            key: 'retirement',
            label: 'Retirement saving',
            kind: 'saving',
            annual: 780_000,
            monthly: 65_000,
          },
          {
            key: 'moveIn',
            label: 'Move-in costs (over the first year)',
            kind: 'expense',
            annual: 400_000,
            monthly: 33_333,
          },
          {
            key: 'emergency',
            label: 'Emergency fund saving',
            kind: 'saving',
            annual: 240_000,
            monthly: 20_000,
          },
          {
            key: 'health',
            label: 'Health insurance',
            kind: 'expense',
            annual: 144_000,
            monthly: 12_000,
          },
        ],
      }),
    );

    const table = screen.getByRole('table', { name: 'Budget breakdown' });
    expect(within(table).getByRole('row', { name: /Move-in costs/ })).toHaveTextContent(
      '$4,000.00',
    );
    expect(within(table).getByRole('row', { name: /Health insurance/ })).toHaveTextContent(
      '$1,440.00',
    );
    // Savings: 7,800 retirement + 2,400 emergency fund = 10,200.
    expect(footerRow(table, 'Savings')).toHaveTextContent(/\$850\.00.*\$10,200\.00/);
    expect(footerRow(table, 'Expenses')).toHaveTextContent(/\$22,240\.00/);
  });

  it('shows a negative net cash flow in red with a minus sign, yearly and monthly', async () => {
    await openSummary(
      buildSummary({
        netCashFlow: -1_234_550,
        monthly: { income: 349_017, expenses: 500_000, savings: 36_213, netCashFlow: -102_879 },
      }),
    );

    const net = within(figure('Your Year at a Glance', 'Net Cash Flow')).getByText('-$12,345.50');
    expect(net).toHaveClass('text-red-700');
    expect(figure('Your Year at a Glance', 'Net Cash Flow')).toHaveTextContent('short each year');
    const monthlyNet = within(figure('Per Month', 'Monthly Net Cash Flow')).getByText('-$1,028.79');
    expect(monthlyNet).toHaveClass('text-red-700');
  });

  it('shows the monthly view: take-home pay, expenses, savings and net per month', async () => {
    await openSummary(buildSummary());

    expect(figure('Per Month', 'Monthly Take-Home Pay')).toHaveTextContent('$3,490.17');
    expect(figure('Per Month', 'Monthly Expenses')).toHaveTextContent('$2,816.67');
    expect(figure('Per Month', 'Monthly Savings')).toHaveTextContent('$650.00');
    expect(figure('Per Month', 'Monthly Net Cash Flow')).toHaveTextContent('+$23.50');
  });

  it('charts where the money goes and lists it in the breakdown table with monthly, yearly and share', async () => {
    await openSummary(buildSummary());

    expect(await screen.findByTestId('breakdown-chart')).toHaveAttribute(
      'data-items',
      'housing,living,retirement,car,vacation,childcare',
    );
    const table = screen.getByRole('table', { name: 'Budget breakdown' });
    const housing = within(table).getByRole('row', { name: /Housing/ });
    expect(housing).toHaveTextContent('$1,400.00');
    expect(housing).toHaveTextContent('$16,800.00');
    expect(housing).toHaveTextContent('40%');
    // Expenses and savings apart, as in the figures above, then the two together.
    expect(footerRow(table, 'Expenses')).toHaveTextContent(/\$2,816\.67.*\$33,800\.00/);
    expect(footerRow(table, 'Savings')).toHaveTextContent(/\$650\.00.*\$7,800\.00/);
    expect(footerRow(table, 'Expenses + savings')).toHaveTextContent(
      /\$3,466\.67.*\$41,600\.00.*100%/,
    );
    // The chart's text alternative for screen readers.
    expect(
      screen.getByRole('table', { name: 'Yearly outgoings by category, largest first' }),
    ).toHaveClass('sr-only');
  });

  it("labels the breakdown's sums so they agree with the monthly figures: expenses plus savings make the total", async () => {
    // The plan: $3,266.67 of expenses and $500 of savings a month.
    await openSummary(
      buildSummary({
        annualExpenses: 3_920_000,
        savings: 600_000,
        breakdown: [
          {
            key: 'housing',
            label: 'Housing',
            kind: 'expense',
            annual: 1_800_000,
            monthly: 150_000,
          },
          {
            key: 'living',
            label: 'Living expenses',
            kind: 'expense',
            annual: 1_320_000,
            monthly: 110_000,
          },
          {
            key: 'retirement',
            label: 'Retirement saving',
            kind: 'saving',
            annual: 600_000,
            monthly: 50_000,
          },
          { key: 'car', label: 'Car', kind: 'expense', annual: 600_000, monthly: 50_000 },
          {
            key: 'vacation',
            label: 'Vacations',
            kind: 'expense',
            annual: 200_000,
            monthly: 16_667,
          },
          { key: 'childcare', label: 'Childcare', kind: 'expense', annual: 0, monthly: 0 },
        ],
        monthly: { income: 433_333, expenses: 326_667, savings: 50_000, netCashFlow: 56_666 },
      }),
    );

    expect(figure('Per Month', 'Monthly Expenses')).toHaveTextContent('$3,266.67');
    expect(figure('Per Month', 'Monthly Savings')).toHaveTextContent('$500.00');
    const table = screen.getByRole('table', { name: 'Budget breakdown' });
    expect(footerRow(table, 'Expenses')).toHaveTextContent('$3,266.67');
    expect(footerRow(table, 'Savings')).toHaveTextContent('$500.00');
    expect(footerRow(table, 'Expenses + savings')).toHaveTextContent('$3,766.67');
    expect(within(table).queryByRole('rowheader', { name: 'Total' })).not.toBeInTheDocument();
  });

  it('without any costs yet, then no chart is drawn and it says what to answer', async () => {
    await openSummary(
      buildSummary({
        breakdown: buildSummary().breakdown.map((item) => ({ ...item, annual: 0, monthly: 0 })),
      }),
    );

    expect(
      screen.getByText('Answer the cost questions to see where your money goes.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('breakdown-chart')).not.toBeInTheDocument();
  });

  it('lists the tips from the summary', async () => {
    await openSummary(buildSummary());

    const tips = within(screen.getByRole('region', { name: 'Tips' })).getAllByRole('listitem');
    expect(tips.map((tip) => tip.textContent)).toEqual(buildSummary().tips);
  });

  it('names the unanswered inputs, and each one jumps to its question', async () => {
    const { user } = await openSummary(
      buildSummary({ missingInputs: ['starting-salary', 'monthly-retirement'] }),
    );

    const note = screen.getByRole('note', { name: 'Missing answers' });
    expect(note).toHaveTextContent('Answer these questions to complete your summary:');
    expect(
      within(note)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Your starting salary', 'Monthly retirement saving']);

    await user.click(within(note).getByRole('button', { name: 'Monthly retirement saving' }));

    expect(screen.getByRole('tab', { name: 'Answer Questions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 2, name: 'Monthly retirement saving' }),
      ).toHaveFocus(),
    );
  });

  it('lists the answers the server warns about, each with its reason, and each one jumps to its question', async () => {
    const message =
      "Is $62,000 a month right? That is more than this plan's whole take-home pay ($3,490 a month).";
    const { user } = await openSummary(
      buildSummary({ warnings: [{ questionId: 'monthly-retirement', message }] }),
    );

    const note = screen.getByRole('note', { name: 'Answers to check' });
    expect(note).toHaveTextContent('Please check these answers');
    expect(note).toHaveTextContent(message);
    await user.click(within(note).getByRole('button', { name: 'Monthly retirement saving' }));
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 2, name: 'Monthly retirement saving' }),
      ).toHaveFocus(),
    );
  });

  it('with every input answered, then there is no missing-answers note', async () => {
    await openSummary(buildSummary({ missingInputs: [] }));

    expect(screen.getByRole('region', { name: 'Tips' })).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Missing answers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Answers to check' })).not.toBeInTheDocument();
  });
});
