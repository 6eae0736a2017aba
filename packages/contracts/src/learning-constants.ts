/**
 * The quiz's numbers, apart from the schemas so the web app can use them without zod
 * (docs/development.md "Web performance"); learning.ts re-exports them.
 */

export const QUIZ_TIME_LIMIT_SECONDS = 300;
export const QUIZ_PASS_PERCENTAGE = 70;
export const POINTS_PER_CORRECT_ANSWER = 10;

/** Spaced review: Again, Hard, Good, Easy, how well the student recalled the card (keys 1–4). */
export const REVIEW_RATINGS = [
  { rating: 1, label: 'Again' },
  { rating: 2, label: 'Hard' },
  { rating: 3, label: 'Good' },
  { rating: 4, label: 'Easy' },
] as const;
