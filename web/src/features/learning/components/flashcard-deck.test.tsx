import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildFlashcard, buildLockedAccess, buildModule } from '@/testing/learning-fixtures';
import { callsTo, type MockRoutes } from '@/testing/mock-fetch';
import { buildUser, renderApp } from '@/testing/test-utils';

const alex = buildUser({ id: 7 });
const cards = [
  buildFlashcard({ id: 101, question: 'What is a budget?', answer: 'A spending plan' }),
  buildFlashcard({
    id: 102,
    question: 'What is interest?',
    answer: 'The price of borrowing money',
    difficulty: 'medium',
    isMastered: true,
  }),
  buildFlashcard({
    id: 103,
    question: 'What is inflation?',
    answer: 'Prices rising over time',
    difficulty: 'hard',
  }),
];

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/modules/1': { body: buildModule({ id: 1, title: 'Budgeting Basics' }) },
    'GET /api/lessons/1/flashcards': { body: cards },
    'GET /api/users/7/modules/1/access': {
      body: { canAccess: true, reason: 'first_module', previousModule: null },
    },
    'POST /api/lessons/1/flashcards/101/mastery': {
      body: { mastered: 2, total: 3, allMastered: false },
    },
    ...overrides,
  };
}

const flipCard = () => screen.getByRole('button', { pressed: false });
const flippedCard = () => screen.getByRole('button', { pressed: true });

function stat(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextSibling;
}

describe('flashcards', () => {
  it('flips the card between question and answer, and announces the answer', async () => {
    const { user } = renderApp('/flashcards/1', { session: alex, routes: routes() });

    expect(
      await screen.findByRole('button', { name: /Easy\s*Question\s*What is a budget\?/ }),
    ).toHaveAttribute('aria-pressed', 'false');

    await user.click(flipCard());
    expect(flippedCard()).toHaveAccessibleName(/A spending plan/);
    expect(screen.getByText('Answer: A spending plan')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Reset Card/ }));
    expect(flipCard()).toHaveAccessibleName(/What is a budget\?/);

    // The keyboard flips it too.
    flipCard().focus();
    await user.keyboard('{Enter}');
    expect(flippedCard()).toBeInTheDocument();
    await user.keyboard(' ');
    expect(flipCard()).toBeInTheDocument();
  });

  it('Previous and Next wrap around the deck and show the question side', async () => {
    const { user } = renderApp('/flashcards/1', { session: alex, routes: routes() });
    await screen.findByText('Card 1 of 3');

    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(screen.getByText('Card 3 of 3')).toBeInTheDocument();
    expect(flipCard()).toHaveAccessibleName(/What is inflation\?/);

    await user.click(flipCard());
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Card 1 of 3')).toBeInTheDocument();
    expect(flipCard()).toHaveAccessibleName(/What is a budget\?/);
  });

  it('offers "Got It!" only on the answer side of a card not yet mastered', async () => {
    const { user } = renderApp('/flashcards/1', { session: alex, routes: routes() });
    await screen.findByText('Card 1 of 3');

    expect(screen.queryByRole('button', { name: /Got It!/ })).not.toBeInTheDocument();
    await user.click(flipCard());
    expect(screen.getByRole('button', { name: /Got It!/ })).toBeInTheDocument();

    // Card 2 is mastered already.
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(flipCard());
    expect(flippedCard()).toHaveAccessibleName(
      /Medium\s*Mastered\s*Answer\s*The price of borrowing money/,
    );
    expect(screen.queryByRole('button', { name: /Got It!/ })).not.toBeInTheDocument();
  });

  it('"Got It!" saves the card, updates the stats and moves on', async () => {
    const { user, fetchMock } = renderApp('/flashcards/1', { session: alex, routes: routes() });
    await screen.findByText('Card 1 of 3');
    expect(stat('Total')).toHaveTextContent('3');
    expect(stat('Mastered')).toHaveTextContent('1');
    expect(stat('Still learning')).toHaveTextContent('2');

    await user.click(flipCard());
    await user.click(screen.getByRole('button', { name: /Got It!/ }));

    expect(stat('Mastered')).toHaveTextContent('2');
    expect(stat('Still learning')).toHaveTextContent('1');
    expect(screen.getByText('Card 2 of 3')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/lessons/1/flashcards/101/mastery')).toHaveLength(1),
    );
  });

  it('a guest masters cards on the page only, without calls', async () => {
    const { user, fetchMock } = renderApp('/flashcards/1', {
      session: 'guest',
      routes: routes({
        'GET /api/lessons/1/flashcards': {
          body: cards.map((card) => ({ ...card, isMastered: false })),
        },
      }),
    });
    await screen.findByText('Card 1 of 3');

    await user.click(flipCard());
    await user.click(screen.getByRole('button', { name: /Got It!/ }));

    expect(stat('Mastered')).toHaveTextContent('1');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('Shuffle keeps every card and starts again from the first, question side up', async () => {
    const { user } = renderApp('/flashcards/1', { session: alex, routes: routes() });
    await screen.findByText('Card 1 of 3');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(flipCard());

    await user.click(screen.getByRole('button', { name: /Shuffle/ }));

    expect(screen.getByText('Card 1 of 3')).toBeInTheDocument();
    expect(flipCard()).toBeInTheDocument();
    expect(stat('Total')).toHaveTextContent('3');
  });

  it('shows "No flashcards available" for an empty deck, with a link back to the module', async () => {
    renderApp('/flashcards/1', {
      session: alex,
      routes: routes({ 'GET /api/lessons/1/flashcards': { body: [] } }),
    });

    expect(await screen.findByRole('heading', { name: 'No flashcards available' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: /Back to Module/ })[0]).toHaveAttribute(
      'href',
      '/lessons/1',
    );
  });

  it('when the module is locked, then the lock and what to finish first show instead of a deck', async () => {
    const { fetchMock } = renderApp('/flashcards/1', {
      session: alex,
      routes: routes({ 'GET /api/users/7/modules/1/access': { body: buildLockedAccess() } }),
    });
    expect(
      await screen.findByRole('heading', { name: 'These flashcards are locked' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Previous Module' })).toBeVisible();
    expect(screen.queryByRole('button', { pressed: false })).toBeNull();
    expect(screen.queryByRole('button', { name: /Got It/ })).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/lessons/1/flashcards/101/mastery')).toHaveLength(0);
  });
});
