/**
 * The quiz's numbers, apart from the schemas so the web app can use them without zod
 * (docs/development.md "Web performance"); learning.ts re-exports them.
 */

export const QUIZ_TIME_LIMIT_SECONDS = 300;
export const QUIZ_PASS_PERCENTAGE = 70;
/**
 * The clock stops while an answer's feedback is read, for at most this long each time: enough to
 * read any explanation twice, not a way to look the remaining questions up at leisure.
 */
export const FEEDBACK_PAUSE_LIMIT_SECONDS = 120;
/**
 * Points per minute of real study are kept close across activities (docs/product.md, "Points"):
 * a lesson pays 25 for about 7 minutes of reading, a quiz 5 a right answer (about 45 s each with
 * its feedback), a deck 2 a card studied, a review 1 a card.
 */
export const POINTS_PER_CORRECT_ANSWER = 5;
/** A flashcard counts as studied when its "Got It!" comes at least this long after the last one. */
export const FLASHCARD_STUDY_SECONDS = 8;
export const FLASHCARD_POINTS_PER_STUDIED_CARD = 2;
/** A review pays only when graded at least this long after the student's previous review. */
export const REVIEW_STUDY_SECONDS = 4;

/** Spaced review: Again, Hard, Good, Easy, how well the student recalled the card (keys 1–4). */
export const REVIEW_RATINGS = [
  { rating: 1, label: 'Again' },
  { rating: 2, label: 'Hard' },
  { rating: 3, label: 'Good' },
  { rating: 4, label: 'Easy' },
] as const;
