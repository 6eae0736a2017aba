import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildModule } from '@/testing/learning-fixtures';
import { callsTo, requestedPaths, type MockRoutes } from '@/testing/mock-fetch';
import { buildGradeResult, buildReviewCard, buildReviewQueue } from '@/testing/review-fixtures';
import { buildUser, renderApp } from '@/testing/test-utils';

/** The dashboard's Review card (features/dashboard/components/review-due-card.tsx). */

const alex = buildUser({ id: 7 });
const DAY_MS = 24 * 3600 * 1000;
const cards = [
  buildReviewCard({ id: 'flashcard-12' }),
  buildReviewCard({ id: 'flashcard-13', front: 'What is a need?' }),
  buildReviewCard({ id: 'quiz-340', kind: 'quiz', front: 'Which is a want?' }),
];

function dashboardRoutes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/modules': { body: [buildModule({ id: 1 })] },
    'GET /api/users/7/progress': { body: [] },
    'GET /api/users/7/module-access': {
      body: { '1': { canAccess: true, reason: 'first_module' } },
    },
    'GET /api/review': { body: buildReviewQueue({ cards, totalCards: 12 }) },
    ...overrides,
  };
}

async function reviewCard(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: 'Review' }, { timeout: 3000 });
}

describe('the dashboard’s Review card', () => {
  it('shows how many cards are due, with a link to the Review page', async () => {
    renderApp('/', { session: alex, routes: dashboardRoutes() });

    const region = await reviewCard();
    expect(await within(region).findByText('3 cards due')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Start review' })).toHaveAttribute(
      'href',
      '/review',
    );
  });

  it('when nothing is due, then it says when the next card is', async () => {
    renderApp('/', {
      session: alex,
      routes: dashboardRoutes({
        'GET /api/review': {
          body: buildReviewQueue({
            cards: [],
            totalCards: 12,
            nextDueAt: new Date(Date.now() + 2 * DAY_MS + 3600_000).toISOString(),
          }),
        },
      }),
    });

    const region = await reviewCard();
    expect(await within(region).findByText('Nothing due — next in 2 days')).toBeInTheDocument();
  });

  it('when the call fails, then the card says so and Retry asks again', async () => {
    let calls = 0;
    const { user } = renderApp('/', {
      session: alex,
      routes: dashboardRoutes({
        'GET /api/review': () => {
          calls += 1;
          return calls === 1
            ? { status: 500 }
            : { body: buildReviewQueue({ cards: cards.slice(0, 1), totalCards: 4 }) };
        },
      }),
    });

    const region = await reviewCard();
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'We could not load your review cards',
    );
    await user.click(within(region).getByRole('button', { name: 'Retry' }));
    expect(await within(region).findByText('1 card due')).toBeInTheDocument();
  });

  it('when a card is graded on the Review page, then the dashboard asks for the count again', async () => {
    let reads = 0;
    const { user, router, fetchMock } = renderApp('/review', {
      session: alex,
      routes: dashboardRoutes({
        'GET /api/review': () => {
          reads += 1;
          return {
            body: buildReviewQueue({
              cards: reads === 1 ? cards : cards.slice(1),
              totalCards: 12,
            }),
          };
        },
        'POST /api/review/flashcard-12/grade': {
          body: buildGradeResult(cards[0] ?? buildReviewCard(), { dueCount: 2 }),
        },
      }),
    });
    await screen.findByRole('region', { name: 'Flashcard, card 1 of 3' }, { timeout: 3000 });

    await user.keyboard(' ');
    await user.keyboard('3');
    await screen.findByRole('region', { name: 'Flashcard, card 2 of 3' });
    expect(callsTo(fetchMock, 'GET', '/api/review')).toHaveLength(1);

    await act(() => router.navigate('/'));
    const region = await reviewCard();
    expect(await within(region).findByText('2 cards due')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/review')).toHaveLength(2));
  });

  it('when a guest opens the dashboard, then there is no Review card and no call for it', async () => {
    const { fetchMock } = renderApp('/', {
      session: 'guest',
      routes: { 'GET /api/modules': { body: [buildModule({ id: 1 })] } },
    });

    await screen.findByRole('heading', { name: 'Continue learning' }, { timeout: 3000 });
    expect(screen.queryByRole('region', { name: 'Review' })).not.toBeInTheDocument();
    expect(requestedPaths(fetchMock)).not.toContain('/api/review');
  });
});
