import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildPortfolio } from '@/features/admin/testing/admin-fixtures';
import {
  countWholeListCalls,
  renderAdminTab,
  userPicker,
} from '@/features/admin/testing/render-admin';
import { callsTo } from '@/testing/mock-fetch';
import { getOnlyToast } from '@/testing/toasts';

function amountField(): HTMLElement {
  return screen.getByRole('textbox', { name: 'Amount ($)' });
}

function submitButton(): HTMLElement {
  return screen.getByRole('button', { name: 'Update Cash Balance' });
}

/** Opens the Cash Balance tab and waits for the members to fill the picker. */
async function openCashTab(options: Parameters<typeof renderAdminTab>[1] = {}) {
  const view = await renderAdminTab('Cash Balance', options);
  await screen.findByRole('option', { name: 'Alex Morgan (@alexm)' });
  return view;
}

describe('cash balance', () => {
  it("offers every member but the one named admin, and shows the picked member's current cash", async () => {
    const { user } = await openCashTab();

    const options = within(userPicker())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Choose a member',
      'Dana Lee (@mslee)',
      'Alex Morgan (@alexm)',
      'Jordan Lopez (@jordanl)',
    ]);
    expect(amountField()).toHaveAttribute('inputmode', 'decimal');

    await user.selectOptions(userPicker(), 'Alex Morgan (@alexm)');

    expect(await screen.findByText('$8,123.45')).toBeInTheDocument();
    expect(userPicker()).toHaveAccessibleDescription('Current cash balance: $8,123.45');
  });

  it("when the member or the amount is missing, then it toasts 'Missing information' and sends nothing", async () => {
    const { user, fetchMock } = await openCashTab();

    await user.click(submitButton());
    expect(getOnlyToast()).toHaveTextContent('Missing information');
    expect(getOnlyToast()).toHaveTextContent('Please select a user and enter a cash amount.');

    await user.type(amountField(), '100');
    await user.click(submitButton());
    expect(getOnlyToast()).toHaveTextContent('Please select a user and enter a cash amount.');

    await user.clear(amountField());
    await user.selectOptions(userPicker(), 'Alex Morgan (@alexm)');
    await user.click(submitButton());
    expect(getOnlyToast()).toHaveTextContent('Missing information');

    expect(callsTo(fetchMock, 'POST', '/api/admin/users/7/cash')).toHaveLength(0);
  });

  it("when the amount is not a number, then it toasts 'Invalid amount' and sends nothing", async () => {
    const { user, fetchMock } = await openCashTab();
    await user.selectOptions(userPicker(), 'Alex Morgan (@alexm)');

    await user.type(amountField(), 'abc');
    await user.click(submitButton());

    expect(getOnlyToast()).toHaveTextContent('Invalid amount');
    expect(getOnlyToast()).toHaveTextContent('Please enter a valid number for the cash amount.');
    expect(callsTo(fetchMock, 'POST', '/api/admin/users/7/cash')).toHaveLength(0);
  });

  it('sends a negative decimal amount as a number, toasts the new balance and fetches the members again', async () => {
    const { user, fetchMock } = await openCashTab({
      routes: {
        'POST /api/admin/users/7/cash': { body: buildPortfolio({ cashBalance: -1_250 }) },
      },
    });
    expect(countWholeListCalls(fetchMock)).toBe(1);
    await user.selectOptions(userPicker(), 'Alex Morgan (@alexm)');

    await user.type(amountField(), '-12.5');
    await user.click(submitButton());

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Cash balance updated'));
    expect(getOnlyToast()).toHaveTextContent("Alex Morgan's cash balance is now -$12.50.");
    expect(callsTo(fetchMock, 'POST', '/api/admin/users/7/cash').map((call) => call.json)).toEqual([
      { amount: -12.5 },
    ]);
    expect(amountField()).toHaveValue('');
    expect(userPicker()).toHaveAccessibleDescription('Current cash balance: -$12.50');
    await waitFor(() => {
      expect(countWholeListCalls(fetchMock)).toBe(2);
      expect(callsTo(fetchMock, 'GET', '/api/admin/audit-log').length).toBeGreaterThanOrEqual(1);
    });
  });

  it('pressing Enter in the amount field submits too', async () => {
    const { user, fetchMock } = await openCashTab({
      routes: { 'POST /api/admin/users/9/cash': { body: buildPortfolio({ userId: 9 }) } },
    });
    await user.selectOptions(userPicker(), 'Jordan Lopez (@jordanl)');

    await user.type(amountField(), '2500{Enter}');

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Cash balance updated'));
    expect(callsTo(fetchMock, 'POST', '/api/admin/users/9/cash')[0]?.json).toEqual({
      amount: 2500,
    });
  });

  it("when the server refuses, then it toasts 'Error updating cash balance' with the server's message", async () => {
    const { user } = await openCashTab({
      routes: {
        'POST /api/admin/users/7/cash': {
          status: 400,
          body: { code: 'VALIDATION_FAILED', message: 'The amount is too large' },
        },
      },
    });
    await user.selectOptions(userPicker(), 'Alex Morgan (@alexm)');

    await user.type(amountField(), '99999999999');
    await user.click(submitButton());

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Error updating cash balance'));
    expect(getOnlyToast()).toHaveTextContent('The amount is too large');
    expect(amountField()).toHaveValue('99999999999');
  });

  it("when the server gives no message, then the toast says 'Failed to update cash balance'", async () => {
    const { user } = await openCashTab({
      routes: { 'POST /api/admin/users/7/cash': { status: 502, body: '<html>Bad gateway</html>' } },
    });
    await user.selectOptions(userPicker(), 'Alex Morgan (@alexm)');

    await user.type(amountField(), '10');
    await user.click(submitButton());

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Failed to update cash balance'));
  });

  it('keeps the picked member when moving to another tab', async () => {
    const { user } = await openCashTab();
    await user.selectOptions(userPicker(), 'Jordan Lopez (@jordanl)');

    await user.click(screen.getByRole('tab', { name: 'Leaderboards' }));

    expect(await screen.findByRole('combobox', { name: 'Select user' })).toHaveDisplayValue(
      'Jordan Lopez (@jordanl)',
    );
  });
});
