import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderTrading } from '@/features/trading/testing/render-trading';
import { callsTo } from '@/testing/mock-fetch';
import { getOnlyToast } from '@/testing/toasts';
import { apple, buildOrder, buildOrderList } from '@/testing/trading-fixtures';

vi.mock(
  '@/features/trading/components/lazy-charts',
  () => import('@/features/trading/testing/chart-stubs'),
);

async function openTradePanel(options: Parameters<typeof renderTrading>[0] = {}) {
  const view = renderTrading(options);
  await view.user.click(await screen.findByRole('button', { name: 'Trade AAPL' }));
  return view;
}

describe('limit and stop orders in the trade panel', () => {
  it('places a buy limit with its price in cents and says what it holds back', async () => {
    const placed = buildOrder(apple, { id: 5, shares: 5, triggerPrice: 18_000 });
    const { user, fetchMock } = await openTradePanel({
      routes: { 'POST /api/portfolios/11/orders': { status: 201, body: placed } },
    });

    await user.click(screen.getByRole('button', { name: 'Limit' }));
    expect(screen.getByRole('button', { name: 'Limit' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/A limit order buys at this price or lower/)).toBeInTheDocument();
    // No price yet: nothing can be sent.
    await user.type(screen.getByRole('textbox', { name: 'Number of shares' }), '5');
    const buy = screen.getByRole('button', { name: 'Place a limit order to buy AAPL' });
    expect(buy).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Limit price' }), '180.00');
    expect(screen.getByRole('region', { name: 'Trade AAPL' })).toHaveTextContent(
      'Total at your price: $900.00',
    );
    await user.click(buy);

    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Order placed'));
    expect(getOnlyToast()).toHaveTextContent('$900.00 of your cash is held for it');
    expect(
      callsTo(fetchMock, 'POST', '/api/portfolios/11/orders').map((call) => call.json),
    ).toEqual([
      {
        stockId: 1,
        side: 'buy',
        kind: 'limit',
        shares: 5,
        triggerPrice: 18_000,
        timeInForce: 'gtc',
      },
    ]);
    expect(callsTo(fetchMock, 'POST', '/api/portfolios/11/trade')).toEqual([]);
  });

  it('sends a stop-loss for today only, and refuses a price that is not one', async () => {
    const { user, fetchMock } = await openTradePanel({
      routes: {
        'POST /api/portfolios/11/orders': {
          status: 201,
          body: buildOrder(apple, { id: 6, side: 'sell', kind: 'stop', reservedCash: 0 }),
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await user.click(screen.getByRole('button', { name: 'Today only' }));
    await user.type(screen.getByRole('textbox', { name: 'Number of shares' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'Stop price' }), '1.005');
    await user.click(screen.getByRole('button', { name: 'Place a stop order to sell AAPL' }));
    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Invalid price'));
    expect(callsTo(fetchMock, 'POST', '/api/portfolios/11/orders')).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Stop price' }));
    await user.type(screen.getByRole('textbox', { name: 'Stop price' }), '170');
    await user.click(screen.getByRole('button', { name: 'Place a stop order to sell AAPL' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/portfolios/11/orders')).toHaveLength(1),
    );
    expect(callsTo(fetchMock, 'POST', '/api/portfolios/11/orders')[0]?.json).toMatchObject({
      side: 'sell',
      kind: 'stop',
      shares: 2,
      triggerPrice: 17_000,
      timeInForce: 'day',
    });
  });

  it('shows the cash left to spend beside what open orders hold', async () => {
    await openTradePanel({
      routes: {
        'GET /api/portfolios/11/orders': {
          body: buildOrderList([buildOrder(apple, { id: 1, shares: 1, triggerPrice: 12_345 })]),
        },
      },
    });
    const panel = screen.getByRole('region', { name: 'Trade AAPL' });
    // $8,123.45 of cash, $123.45 of it held.
    await waitFor(() =>
      expect(panel).toHaveTextContent('Cash available$8,000.00($123.45 held for open orders)'),
    );
  });
});

describe('the Orders tab', () => {
  it('lists open orders with what they hold, closed ones with their outcome, and cancels', async () => {
    const open = buildOrder(apple, { id: 1, shares: 2, triggerPrice: 18_000 });
    const refused = buildOrder(apple, {
      id: 2,
      status: 'rejected',
      reservedCash: 0,
      statusReason: 'Not enough cash when the price was reached',
      closedAt: '2026-03-02T15:30:00.000Z',
    });
    const filled = buildOrder(apple, {
      id: 3,
      side: 'sell',
      kind: 'stop',
      status: 'filled',
      reservedCash: 0,
      fillPrice: 17_012,
      closedAt: '2026-03-02T15:45:00.000Z',
    });
    const { user, fetchMock } = renderTrading({
      routes: {
        'GET /api/portfolios/11/orders': { body: buildOrderList([open, refused, filled]) },
        'DELETE /api/portfolios/11/orders/1': {
          body: { ...open, status: 'cancelled', reservedCash: 0 },
        },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Orders' }));

    const openTable = await screen.findByRole('table', { name: 'Open orders' });
    const row = within(openTable).getByRole('row', { name: /AAPL/ });
    expect(row).toHaveTextContent('BUY LIMIT');
    expect(row).toHaveTextContent('$180.00');
    expect(row).toHaveTextContent('Until cancelled');
    expect(row).toHaveTextContent('$360.00');
    const closedTable = screen.getByRole('table', { name: 'Recent closed orders' });
    expect(closedTable).toHaveTextContent('Not filledNot enough cash when the price was reached');
    expect(closedTable).toHaveTextContent('SELL STOP');
    expect(closedTable).toHaveTextContent('FilledFilled at $170.12');

    await user.click(screen.getByRole('button', { name: 'Cancel the buy limit order for AAPL' }));
    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Order cancelled'));
    expect(callsTo(fetchMock, 'DELETE', '/api/portfolios/11/orders/1')).toHaveLength(1);
  });

  it('says how orders work when there are none', async () => {
    const { user } = renderTrading();
    await user.click(await screen.findByRole('tab', { name: 'Orders' }));
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });
});
