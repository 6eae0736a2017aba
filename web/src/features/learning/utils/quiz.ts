import type {
  Quiz,
  QUIZ_PASS_PERCENTAGE as CONTRACT_PASS_PERCENTAGE,
  QUIZ_TIME_LIMIT_SECONDS as CONTRACT_TIME_LIMIT_SECONDS,
} from '@fc/contracts/learning';

/*
 * docs/product.md section 9: 300 seconds (unless a quiz sets its own limit) and a 70 % pass mark.
 * The contract's constants are imported as types only: each value here must equal the contract's
 * or the type check fails, and the page does not carry the contract module (and zod with it) just
 * for two numbers.
 */
export const QUIZ_TIME_LIMIT_SECONDS: typeof CONTRACT_TIME_LIMIT_SECONDS = 300;
export const QUIZ_PASS_PERCENTAGE: typeof CONTRACT_PASS_PERCENTAGE = 70;

/**
 * docs/product.md section 9: a right answer's feedback stays 2 seconds before the next question; a
 * wrong one's stays until the student presses Next. The quiz's clock is stopped either way.
 */
export const FEEDBACK_DISPLAY_MS = 2000;

export const TIME_UP_TITLE = "Time's up!";
export const TIME_UP_DESCRIPTION = 'The quiz has been automatically submitted.';

/** The quiz's time limit in seconds, or the standard 300 when the quiz does not give a usable one. */
export function getTimeLimitSeconds(quiz: Pick<Quiz, 'timeLimitSeconds'>): number {
  return Number.isFinite(quiz.timeLimitSeconds) && quiz.timeLimitSeconds > 0
    ? quiz.timeLimitSeconds
    : QUIZ_TIME_LIMIT_SECONDS;
}

/** The quiz's pass mark in percent, or the standard 70. */
export function getPassPercentage(quiz: Pick<Quiz, 'passPercentage'>): number {
  return Number.isFinite(quiz.passPercentage) && quiz.passPercentage > 0
    ? quiz.passPercentage
    : QUIZ_PASS_PERCENTAGE;
}

/** 300 → "5:00", 59 → "0:59". */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** 299 → "4 minutes 59 seconds", for screen readers. */
export function describeCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  if (rest > 0 || minutes === 0) parts.push(`${rest} ${rest === 1 ? 'second' : 'seconds'}`);
  return parts.join(' ');
}

export interface PerformanceReview {
  band: 'excellent' | 'good' | 'study';
  title: string;
  message: string;
}

/** docs/product.md section 9: 90 % or more is excellent, 70 % or more good, below that keep studying. */
export function getPerformanceReview(percentage: number): PerformanceReview {
  if (percentage >= 90) {
    return {
      band: 'excellent',
      title: 'Excellent!',
      message: 'Outstanding work: you have mastered this module.',
    };
  }
  if (percentage >= 70) {
    return {
      band: 'good',
      title: 'Good job!',
      message: 'You passed. Review the questions you missed to lock in what you learned.',
    };
  }
  return {
    band: 'study',
    title: 'Keep studying!',
    message: 'Go back over the lessons and flashcards, then try again.',
  };
}

/**
 * Whether every question has its text and, unless it asks for a number, at least two options
 * (else: 'Quiz data error').
 */
export function isQuizWellFormed(quiz: Pick<Quiz, 'questions'>): boolean {
  return quiz.questions.every(
    (question) =>
      typeof question.question === 'string' &&
      question.question.trim() !== '' &&
      Array.isArray(question.options) &&
      (question.type === 'numeric' || question.options.length >= 2) &&
      question.options.every((option) => typeof option === 'string' && option.trim() !== ''),
  );
}
