import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  countWholeListCalls,
  pickMember,
  renderAdminTab,
  userPicker,
} from '@/features/admin/testing/render-admin';
import { buildPortfolio } from '@/testing/admin-fixtures';
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
  await waitFor(() => expect(userPicker()).toHaveTextContent('Choose a member'));
  return view;
}

/** The confirmation's figures, as "Label: value" lines. */
function confirmationFigures(): string[] {
  const dialog = screen.getByRole('dialog');
  return within(dialog)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe('cash balance', () => {
  it("offers every member but the one named admin, sorted by name, and shows the picked member's current cash", async () => {
    const { user } = await openCashTab();

    await user.click(userPicker());
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'Alex Morgan (@alexm)',
      'Dana Lee (@mslee)',
      'Jordan Lopez (@jordanl)',
    ]);
    await user.keyboard('{Escape}');
    expect(amountField()).toHaveAttribute('inputmode', 'decimal');

    await pickMember(user, 'Alex Morgan (@alexm)');

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
    await pickMember(user, 'Alex Morgan (@alexm)');
    await user.click(submitButton());
    expect(getOnlyToast()).toHaveTextContent('Missing information');

    expect(callsTo(fetchMock, 'POST', '/api/admin/users/7/cash')).toHaveLength(0);
  });

  it("when the amount is not a number, then it toasts 'Invalid amount' and sends nothing", async () => {
    const { user, fetchMock } = await openCashTab();
    await pickMember(user, 'Alex Morgan (@alexm)');

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
    await pickMember(user, 'Alex Morgan (@alexm)');

    await user.type(amountField(), '-12.5');
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Set cash balance' }));

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
    await pickMember(user, 'Jordan Lopez (@jordanl)');

    await user.type(amountField(), '2500{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Set cash balance' }));

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
    await pickMember(user, 'Alex Morgan (@alexm)');

    await user.type(amountField(), '2500');
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Set cash balance' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Error updating cash balance'));
    expect(getOnlyToast()).toHaveTextContent('The amount is too large');
    expect(amountField()).toHaveValue('2500');
  });

  it("when the amount is over the server's limit, then it toasts the limit and sends nothing", async () => {
    const { user, fetchMock } = await openCashTab();
    await pickMember(user, 'Alex Morgan (@alexm)');

    await user.type(amountField(), '99999999999');
    await user.click(submitButton());

    expect(getOnlyToast()).toHaveTextContent('Invalid amount');
    expect(getOnlyToast()).toHaveTextContent('The cash amount can be at most $1,000,000');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/users/7/cash')).toHaveLength(0);
  });

  it("when the server gives no message, then the toast says 'Failed to update cash balance'", async () => {
    const { user } = await openCashTab({
      routes: { 'POST /api/admin/users/7/cash': { status: 502, body: '<html>Bad gateway</html>' } },
    });
    await pickMember(user, 'Alex Morgan (@alexm)');

    await user.type(amountField(), '10');
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Set cash balance' }));

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Failed to update cash balance'));
  });

  it('keeps the picked member when moving to another tab', async () => {
    const { user } = await openCashTab();
    await pickMember(user, 'Jordan Lopez (@jordanl)');

    await user.click(screen.getByRole('tab', { name: 'Leaderboards' }));

    expect(await screen.findByRole('combobox', { name: 'Select user' })).toHaveTextContent(
      'Jordan Lopez (@jordanl)',
    );
  });

  it('when the admin types in the picker, then only the members whose name, username or email has every word are offered', async () => {
    const { user } = await openCashTab();

    await user.click(userPicker());
    const search = await screen.findByRole('combobox', { name: 'Search members' });
    await user.type(search, 'lo');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Jordan Lopez (@jordanl)',
    ]);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByText('No member matches.')).toBeVisible();
    await user.clear(search);
    await user.type(search, 'mslee');
    await user.keyboard('{Enter}');

    expect(userPicker()).toHaveTextContent('Dana Lee (@mslee)');
  });

  it('when the admin submits, then a confirmation names the member, the cash now and the new cash, and Cancel sends nothing', async () => {
    const { user, fetchMock } = await openCashTab();
    await pickMember(user, 'Alex Morgan (@alexm)');
    await screen.findByText('$8,123.45');

    await user.type(amountField(), '-100.5');
    await user.click(submitButton());

    expect(
      await screen.findByRole('dialog', { name: "Set Alex Morgan's cash balance?" }),
    ).toBeVisible();
    expect(confirmationFigures()).toEqual([
      'Member: Alex Morgan (@alexm)',
      'Cash balance now: $8,123.45',
      'New cash balance: -$100.50',
    ]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST', '/api/admin/users/7/cash')).toHaveLength(0);
    expect(amountField()).toHaveValue('-100.5');
  });
});
