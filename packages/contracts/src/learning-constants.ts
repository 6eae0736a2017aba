/**
 * The quiz's numbers, apart from the schemas so the web app can use them without zod
 * (docs/development.md "Web performance"); learning.ts re-exports them.
 */

export const QUIZ_TIME_LIMIT_SECONDS = 300;
export const QUIZ_PASS_PERCENTAGE = 70;
export const POINTS_PER_CORRECT_ANSWER = 10;
