import { REVIEW_RATINGS } from '@fc/contracts/learning-constants';

/** The class timeline's entries in words, as a teacher reads them. */

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as dollars: 19000 → "$190.00". */
export const formatCents = (cents: number): string => dollars.format(cents / 100);

/** A quiz score as a whole percent (0–100). */
export const quizPercent = (score: number, totalQuestions: number): number =>
  Math.min(100, Math.max(0, Math.round((score * 100) / totalQuestions)));

/** 1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd". */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

// Lessons, quizzes, flashcards and reviews: the entry keeps the module's (and lesson's) id, and
// the page names them by their titles in the catalogue, which the words leave out.
export const lessonText = () => 'Completed a lesson';

export const quizText = (score: number, totalQuestions: number, passed: boolean) =>
  `${passed ? 'Passed' : 'Failed'} the quiz: ${score}/${totalQuestions} (${quizPercent(score, totalQuestions)}%)`;

export const flashcardsText = (mastered: number, total: number) =>
  `Mastered the flashcards (${mastered}/${total} cards)`;

export function reviewText(rating: number): string {
  const label = REVIEW_RATINGS.find((r) => r.rating === rating)?.label;
  return label ? `Reviewed a card (${label})` : 'Reviewed a card';
}

export function tradeText(trade: {
  type: 'buy' | 'sell';
  shares: number;
  symbol: string;
  priceCents: number;
  orderType: 'market' | 'limit' | 'stop';
}): string {
  const order = trade.orderType === 'market' ? '' : ` (${trade.orderType} order)`;
  return `${trade.type === 'buy' ? 'Bought' : 'Sold'} ${trade.shares} ${trade.symbol} at ${formatCents(trade.priceCents)}${order}`;
}

export const planText = (planName: string) => `Completed the budget plan '${planName}'`;

export const contestText = (contestName: string, rank: number) =>
  `Finished ${ordinal(rank)} in the contest '${contestName}'`;
