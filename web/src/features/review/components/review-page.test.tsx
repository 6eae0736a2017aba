import type { ReviewQueue } from '@fc/contracts/learning';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { callsTo, requestedPaths, type MockRoutes } from '@/testing/mock-fetch';
import { buildGradeResult, buildReviewCard, buildReviewQueue } from '@/testing/review-fixtures';
import { buildUser, renderApp } from '@/testing/test-utils';
import { getOnlyToast } from '@/testing/toasts';

const alex = buildUser({ id: 7 });
const DAY_MS = 24 * 3600 * 1000;

const budgetCard = buildReviewCard({
  id: 'flashcard-12',
  kind: 'flashcard',
  moduleTitle: 'Budgeting Basics',
  front: 'What is a budget?',
  back: 'A plan for how you will spend and save your money.',
});
const quizCard = buildReviewCard({
  id: 'quiz-340',
  kind: 'quiz',
  moduleId: 4,
  moduleTitle: 'Credit and Debt',
  front: 'Which raises a credit score over time?',
  // As the server writes a quiz card's back: the right option, then the explanation.
  back: 'Answer: Paying every bill on time\n\nPayment history is the largest part of the score.',
});

function queueOf(overrides: Partial<ReviewQueue> = {}): ReviewQueue {
  return buildReviewQueue({
    cards: [budgetCard, quizCard],
    dueCount: 2,
    totalCards: 9,
    pointsToday: 3,
    dailyPointsCap: 20,
    nextDueAt: new Date(Date.now() + 3 * DAY_MS + 3600_000).toISOString(),
    ...overrides,
  });
}

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/review': { body: queueOf() },
    'POST /api/review/flashcard-12/grade': {
      body: buildGradeResult(budgetCard, { intervalDays: 4, pointsToday: 4, dueCount: 1 }),
    },
    'POST /api/review/quiz-340/grade': {
      body: buildGradeResult(quizCard, { intervalDays: 1, pointsToday: 5, dueCount: 0 }),
    },
    ...overrides,
  };
}

async function renderReview(routeOverrides: MockRoutes = {}) {
  const view = renderApp('/review', { session: alex, routes: routes(routeOverrides) });
  // The first render loads the page's lazy route: allow it more than the default second.
  await screen.findByRole('heading', { level: 1, name: 'Review' }, { timeout: 3000 });
  return view;
}

/** The card on screen (named by its kind and place in the session). */
function card(): HTMLElement {
  return screen.getByRole('region', { name: /card \d+ of \d+/ });
}

function gradeButtons(): HTMLElement[] {
  return within(screen.getByRole('group', { name: 'How well did you remember it?' })).getAllByRole(
    'button',
  );
}

describe('review page', () => {
  it('shows the cards due, the points today and the first card: its module, its kind and its front only', async () => {
    await renderReview();

    const current = await screen.findByRole('region', { name: 'Flashcard, card 1 of 2' });
    expect(screen.getByText('2 cards due')).toBeInTheDocument();
    expect(screen.getByText('Points today: 3/20')).toBeInTheDocument();
    expect(screen.getByText('Card 1 of 2')).toBeInTheDocument();
    expect(within(current).getByText('Budgeting Basics')).toBeInTheDocument();
    expect(within(current).getByText('Flashcard')).toBeInTheDocument();
    expect(within(current).getByText('What is a budget?')).toBeInTheDocument();
    expect(screen.queryByText(budgetCard.back)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show answer' })).toBeInTheDocument();
    expect(
      screen.queryByRole('group', { name: 'How well did you remember it?' }),
    ).not.toBeInTheDocument();
  });

  it('when Space is pressed, then the answer shows, is announced, and the four grades appear', async () => {
    const { user } = await renderReview();
    await screen.findByRole('region', { name: 'Flashcard, card 1 of 2' });

    await user.keyboard(' ');

    expect(within(card()).getByText(budgetCard.back)).toBeVisible();
    // The live region reads the answer out.
    expect(screen.getByText(`Answer: ${budgetCard.back}`)).toHaveAttribute('aria-live', 'polite');
    expect(gradeButtons().map((button) => button.getAttribute('aria-keyshortcuts'))).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(gradeButtons().map((button) => button.textContent)).toEqual([
      '1Again',
      '2Hard',
      '3Good',
      '4Easy',
    ]);
    for (const name of ['Again', 'Hard', 'Good', 'Easy']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Show answer' })).not.toBeInTheDocument();
    // The focus is on the card, where the keys carry on.
    expect(card()).toHaveFocus();
  });

  it('when 1–4 are pressed before the answer shows, then nothing is graded', async () => {
    const { user, fetchMock } = await renderReview();
    await screen.findByRole('region', { name: 'Flashcard, card 1 of 2' });

    await user.keyboard('1234');

    expect(callsTo(fetchMock, 'POST', '/api/review/flashcard-12/grade')).toHaveLength(0);
    expect(screen.getByText('Card 1 of 2')).toBeInTheDocument();
    expect(screen.queryByText(budgetCard.back)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show answer' })).toBeInTheDocument();
  });

  it('when the answer shows and 3 is pressed, then Good is sent for that card and the next card shows with the first one’s next review', async () => {
    const { user, fetchMock } = await renderReview();
    await screen.findByRole('region', { name: 'Flashcard, card 1 of 2' });

    await user.keyboard(' ');
    await user.keyboard('3');

    expect(await screen.findByRole('region', { name: 'Quiz question, card 2 of 2' })).toBeVisible();
    expect(callsTo(fetchMock, 'POST', '/api/review/flashcard-12/grade').map((c) => c.json)).toEqual(
      [{ rating: 3 }],
    );
    expect(callsTo(fetchMock, 'POST', '/api/review/quiz-340/grade')).toHaveLength(0);
    expect(screen.getByText('Next review in 4 days · +1 point')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Card 2 of 2')).toBeInTheDocument();
    const current = card();
    expect(within(current).getByText('Quiz question')).toBeInTheDocument();
    expect(within(current).getByText('Credit and Debt')).toBeInTheDocument();
    expect(within(current).getByText(quizCard.front)).toBeInTheDocument();
    expect(within(current).queryByText(/Paying every bill on time/)).not.toBeInTheDocument();
    // The counts follow the server's answer.
    expect(screen.getByText('1 card due')).toBeInTheDocument();
    expect(screen.getByText('Points today: 4/20')).toBeInTheDocument();

    // A quiz card's back says "Answer: …" itself: shown and read out once.
    await user.keyboard(' ');
    expect(within(current).getByText(/^Answer: Paying every bill on time/)).toBeVisible();
    expect(within(current).queryByText('Answer', { exact: true })).not.toBeInTheDocument();
    expect(
      screen.getByText(/^Answer: Paying every bill on time/, { selector: '[aria-live]' }),
    ).toBeInTheDocument();
  });

  it('when the grade buttons are clicked, then each sends its rating; after the last card it is all caught up', async () => {
    const { user, fetchMock } = await renderReview({
      'POST /api/review/quiz-340/grade': {
        body: buildGradeResult(quizCard, {
          intervalDays: 1,
          pointsEarned: 0,
          pointsToday: 20,
          dueCount: 0,
          nextDueAt: new Date(Date.now() + DAY_MS + 3600_000).toISOString(),
        }),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Show answer' }));
    await user.click(screen.getByRole('button', { name: 'Easy' }));
    await screen.findByRole('region', { name: 'Quiz question, card 2 of 2' });
    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    await user.click(screen.getByRole('button', { name: 'Again' }));

    expect(await screen.findByRole('heading', { name: 'All caught up' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/review/flashcard-12/grade')[0]?.json).toEqual({
      rating: 4,
    });
    expect(callsTo(fetchMock, 'POST', '/api/review/quiz-340/grade')[0]?.json).toEqual({
      rating: 1,
    });
    // No point once the day's cap is reached.
    expect(screen.getByText('Again in 1 day')).toBeInTheDocument();
    // The next card due is the one just graded (sooner than the queue's next one).
    expect(
      screen.getByText('You reviewed 2 cards. No cards are due. The next one is due tomorrow.'),
    ).toBeInTheDocument();
    expect(screen.getByText('0 cards due')).toBeInTheDocument();
    expect(screen.getByText('Points today: 20/20')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /card \d+ of \d+/ })).not.toBeInTheDocument();
  });

  it('when nothing is due, then it is all caught up and says when the next card is due', async () => {
    await renderReview({
      'GET /api/review': {
        body: queueOf({
          cards: [],
          dueCount: 0,
          nextDueAt: new Date(Date.now() + 3 * DAY_MS + 3600_000).toISOString(),
        }),
      },
    });

    expect(await screen.findByRole('heading', { name: 'All caught up' })).toBeInTheDocument();
    expect(
      screen.getByText('No cards are due. The next one is due in 3 days.'),
    ).toBeInTheDocument();
    expect(screen.getByText('0 cards due')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show answer' })).not.toBeInTheDocument();
  });

  it('when the student has no review cards at all, then it explains where they come from and links to the lessons', async () => {
    await renderReview({
      'GET /api/review': { body: buildReviewQueue({ cards: [], totalCards: 0 }) },
    });

    expect(
      await screen.findByRole('heading', { name: 'Nothing to review yet' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Cards appear here after you study flashcards \(press “Got It!” on a card\)/,
      ),
    ).toHaveTextContent('and from quiz questions you answer wrong');
    expect(screen.getByRole('link', { name: 'Go to lessons' })).toHaveAttribute('href', '/lessons');
  });

  it('when the server refuses a grade as not due (409), then its message shows and the next card comes', async () => {
    const { user } = await renderReview({
      'POST /api/review/flashcard-12/grade': {
        status: 409,
        body: { code: 'CARD_NOT_DUE', message: 'This card is not due for review yet' },
      },
    });
    await screen.findByRole('region', { name: 'Flashcard, card 1 of 2' });

    await user.keyboard(' ');
    await user.keyboard('3');

    await waitFor(() =>
      expect(getOnlyToast()).toHaveTextContent('This card is not due for review yet'),
    );
    expect(getOnlyToast()).toHaveTextContent('Card skipped');
    expect(await screen.findByRole('region', { name: 'Quiz question, card 2 of 2' })).toBeVisible();
  });

  it('when grading fails for another reason, then the card stays to be graded again', async () => {
    let calls = 0;
    const { user } = await renderReview({
      'POST /api/review/flashcard-12/grade': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { code: 'INTERNAL', message: 'Something broke' } }
          : { body: buildGradeResult(budgetCard, { dueCount: 1 }) };
      },
    });
    await screen.findByRole('region', { name: 'Flashcard, card 1 of 2' });

    await user.keyboard(' ');
    await user.keyboard('3');
    await waitFor(() => expect(getOnlyToast()).toHaveTextContent('Could not save your review'));
    expect(screen.getByRole('region', { name: 'Flashcard, card 1 of 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Good' }));
    expect(await screen.findByRole('region', { name: 'Quiz question, card 2 of 2' })).toBeVisible();
  });

  it('when the focus is in a text field, then Space and 1–4 are left to it', async () => {
    const { user, fetchMock } = await renderReview();
    await screen.findByRole('region', { name: 'Flashcard, card 1 of 2' });
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Notes');
    document.body.append(field);

    try {
      await user.click(field);
      await user.keyboard(' ');
      expect(screen.queryByText(budgetCard.back)).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Show answer' }));
      await user.click(field);
      await user.keyboard('3');
      expect(field).toHaveValue(' 3');
      expect(callsTo(fetchMock, 'POST', '/api/review/flashcard-12/grade')).toHaveLength(0);
    } finally {
      field.remove();
    }
  });

  it('when more cards are due than the session held, then "Keep reviewing" starts another round', async () => {
    let reads = 0;
    const { user } = await renderReview({
      'GET /api/review': () => {
        reads += 1;
        return reads === 1
          ? { body: queueOf({ cards: [budgetCard], dueCount: 51 }) }
          : { body: queueOf({ cards: [quizCard], dueCount: 1 }) };
      },
      'POST /api/review/flashcard-12/grade': {
        body: buildGradeResult(budgetCard, { dueCount: 1 }),
      },
    });
    await screen.findByRole('region', { name: 'Flashcard, card 1 of 1' });

    await user.keyboard(' ');
    await user.keyboard('3');
    expect(await screen.findByRole('heading', { name: 'Round complete' })).toBeInTheDocument();
    expect(screen.getByText('You reviewed 1 card. 1 card is still due.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep reviewing' }));

    expect(await screen.findByRole('region', { name: 'Quiz question, card 1 of 1' })).toBeVisible();
  });

  it('when a guest opens it, then they are asked to sign in and nothing is fetched', async () => {
    const { fetchMock } = renderApp('/review', { session: 'guest' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign In Required' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('button', { name: 'Sign In or Create Account' }),
    ).toBeInTheDocument();
    await act(async () => {});
    expect(requestedPaths(fetchMock)).not.toContain('/api/review');
  });
});
