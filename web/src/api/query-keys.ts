import type { CandleInterval, PerformanceRange, RiskRange } from '@fc/contracts/market';

/*
 * The cache keys that more than one feature reads or invalidates, in one place: a change in one
 * feature (a trade, a lesson, a role) refreshes what another shows through these. A key only one
 * feature uses stays in that feature's api/query-keys.ts.
 */

/**
 * Learning. Everything a signed-in user's progress touches lives under `progress` or `access`, so
 * that finishing a lesson, a quiz or a deck can refresh it all at once (use-refresh-progress.ts).
 */
export const learningKeys = {
  all: ['learning'] as const,
  modules: () => [...learningKeys.all, 'modules'] as const,
  module: (moduleId: number) => [...learningKeys.modules(), moduleId] as const,
  moduleLessons: (moduleId: number) => [...learningKeys.module(moduleId), 'lessons'] as const,
  lesson: (lessonId: number) => [...learningKeys.all, 'lesson', lessonId] as const,
  progress: () => [...learningKeys.all, 'progress'] as const,
  userProgress: (userId: number) => [...learningKeys.progress(), userId] as const,
  moduleProgress: (userId: number, moduleId: number) =>
    [...learningKeys.userProgress(userId), 'module', moduleId] as const,
  access: () => [...learningKeys.all, 'access'] as const,
  accessMap: (userId: number) => [...learningKeys.access(), userId] as const,
  moduleAccess: (userId: number, moduleId: number) =>
    [...learningKeys.accessMap(userId), moduleId] as const,
  /** Mastery differs per person, so the deck is cached per user ('guest' for guests). */
  flashcards: (moduleId: number, userId: number | 'guest') =>
    [...learningKeys.all, 'flashcards', moduleId, userId] as const,
  quiz: (moduleId: number) => [...learningKeys.all, 'quiz', moduleId] as const,
};

/**
 * Spaced review. The queue is cached per user: the dashboard's count and the Review page read the
 * same answer, and grading a card invalidates it for both.
 */
export const reviewKeys = {
  all: ['review'] as const,
  queue: (userId: number) => [...reviewKeys.all, 'queue', userId] as const,
};

/**
 * Cards fall due as time passes, so a queue is worth reusing for a short while only (from the
 * dashboard to the Review page), not for the session like most of the app's data.
 */
export const REVIEW_QUEUE_STALE_MS = 30_000;

/** Rankings and the caller's standing (the rewards service). */
export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  points: () => [...leaderboardKeys.all, 'points'] as const,
  /** One list per ranking rule (a tab each); all of them under [...all, 'investment']. */
  investment: (rank: string) => [...leaderboardKeys.all, 'investment', rank] as const,
  /** The caller's standing differs per person, so it is cached per user. */
  rewardsSummary: (userId: number) => ['rewards', 'me', userId] as const,
};

/**
 * Rankings move whenever anyone earns points, so unlike the app's default (never stale) they are
 * fetched again when the page is opened after this long.
 */
export const LEADERBOARD_STALE_MS = 30_000;

/**
 * Points are paid by the rewards service from a learning or review event, a moment later: the
 * user and the rewards standing are fetched again after this long.
 */
export const POINTS_SETTLE_MS = 1_500;

export const achievementsKeys = {
  all: ['achievements'] as const,
  catalogue: () => [...achievementsKeys.all, 'catalogue'] as const,
  /** What a person has earned differs per person, so it is cached per user. */
  earned: (userId: number) => [...achievementsKeys.all, 'earned', userId] as const,
};

/**
 * Trading. Everything a trade changes lives under `portfolios`, so one invalidation after a trade
 * refreshes the portfolio, holdings, transactions and performance (a contest's portfolio too).
 * Everything a price refresh changes lives under `prices`.
 */
export const tradingKeys = {
  all: ['market'] as const,
  status: () => [...tradingKeys.all, 'status'] as const,
  prices: () => [...tradingKeys.all, 'prices'] as const,
  stocks: () => [...tradingKeys.prices(), 'stocks'] as const,
  candles: (stockId: number, interval: CandleInterval) =>
    [...tradingKeys.prices(), 'candles', stockId, interval] as const,
  /** The club index moves with every price refresh. */
  benchmark: (range: PerformanceRange) => [...tradingKeys.prices(), 'benchmark', range] as const,
  portfolios: () => [...tradingKeys.all, 'portfolios'] as const,
  userPortfolio: (userId: number) => [...tradingKeys.portfolios(), 'user', userId] as const,
  holdings: (portfolioId: number) =>
    [...tradingKeys.portfolios(), portfolioId, 'holdings'] as const,
  transactions: (portfolioId: number) =>
    [...tradingKeys.portfolios(), portfolioId, 'transactions'] as const,
  performance: (portfolioId: number, range: PerformanceRange) =>
    [...tradingKeys.portfolios(), portfolioId, 'performance', range] as const,
  /** Open and closed orders: a trade or a price refresh (which fills them) changes them. */
  orders: (portfolioId: number) => [...tradingKeys.portfolios(), portfolioId, 'orders'] as const,
  risk: (portfolioId: number, range: RiskRange) =>
    [...tradingKeys.portfolios(), portfolioId, 'risk', range] as const,
};

/**
 * Contests. A contest portfolio lives under the trading keys' `portfolios`, so the invalidation
 * after a trade (or an order) refreshes it as it does the practice portfolio.
 */
export const contestKeys = {
  all: ['contests'] as const,
  list: () => [...contestKeys.all, 'list'] as const,
  contest: (contestId: number) => [...contestKeys.all, contestId] as const,
  leaderboard: (contestId: number) => [...contestKeys.contest(contestId), 'leaderboard'] as const,
  portfolio: (contestId: number) => [...tradingKeys.portfolios(), 'contest', contestId] as const,
};

/**
 * The teacher pages. The live-update stream (docs/live-updates.md) invalidates these when the
 * class changes, so none of these queries polls: everything lives under `teacher`.
 */
export const teacherKeys = {
  all: ['teacher'] as const,
  /** GET /api/teacher/class: one row per student. */
  classProgress: () => [...teacherKeys.all, 'class'] as const,
  /** GET /api/teacher/review-due: each student's spaced-review cards due. */
  reviewDue: () => [...teacherKeys.all, 'review-due'] as const,
  /** GET /api/teacher/students/:id: one student's row and timeline. */
  student: (userId: number) => [...teacherKeys.all, 'student', userId] as const,
  /** GET /api/teacher/assignments: every assignment with who has done it. */
  assignments: () => [...teacherKeys.all, 'assignments'] as const,
  /** GET /api/teacher/announcements: the live announcements with their dismissal counts. */
  announcements: () => [...teacherKeys.all, 'announcements'] as const,
};
