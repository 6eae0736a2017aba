import type { GradeReviewResult, ReviewCard, ReviewQueue } from '@fc/contracts/learning';

/** Builders for the review API's answers in component tests. */

export function buildReviewCard(overrides: Partial<ReviewCard> = {}): ReviewCard {
  return {
    id: 'flashcard-12',
    kind: 'flashcard',
    moduleId: 1,
    moduleTitle: 'Budgeting Basics',
    front: 'What is a budget?',
    back: 'A plan for how you will spend and save your money.',
    due: '2026-03-01T09:00:00.000Z',
    reps: 1,
    lapses: 0,
    ...overrides,
  };
}

export function buildReviewQueue(overrides: Partial<ReviewQueue> = {}): ReviewQueue {
  const cards = overrides.cards ?? [];
  return {
    dueCount: cards.length,
    cards,
    nextDueAt: null,
    totalCards: cards.length,
    reviewedToday: 0,
    pointsToday: 0,
    dailyPointsCap: 20,
    ...overrides,
  };
}

export function buildGradeResult(
  card: ReviewCard,
  overrides: Partial<GradeReviewResult> = {},
): GradeReviewResult {
  return {
    card: { ...card, reps: card.reps + 1 },
    // Four days from now, as intervalDays says.
    nextDueAt: new Date(Date.now() + 4 * 24 * 3600 * 1000).toISOString(),
    intervalDays: 4,
    pointsEarned: 1,
    pointsToday: 1,
    dueCount: 0,
    ...overrides,
  };
}
