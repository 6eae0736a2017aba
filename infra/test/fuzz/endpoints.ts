// Every endpoint behind the gateway's route table, with the contract its body or query is read
// with, for the fuzz pass (infra/test/fuzz.test.ts). `{name}` in a path is an id the fuzzer
// fills: the real one of the student under test mostly, anything else otherwise. A route of
// gateway/src/routes.ts with no endpoint here fails the suite's first test.
import type { z } from 'zod';
import { auditLogQuerySchema } from '@fc/contracts/admin';
import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  setRoleBodySchema,
} from '@fc/contracts/auth';
import { createAnnouncementSchema } from '@fc/contracts/announcements';
import { createAssignmentSchema } from '@fc/contracts/assignments';
import { createPlanSchema, saveAnswerSchema } from '@fc/contracts/budget';
import { setRecurringDepositSchema } from '@fc/contracts/deposits';
import { leagueResultSeenBodySchema } from '@fc/contracts/leagues';
import {
  answerBodySchema,
  completeLessonBodySchema,
  gradeReviewBodySchema,
  startAttemptBodySchema,
  submitQuizBodySchema,
} from '@fc/contracts/learning';
import {
  adminCashRequestSchema,
  candleIntervalSchema,
  leaderboardRankSchema,
  performanceRangeSchema,
  riskRangeSchema,
  tradeRequestSchema,
} from '@fc/contracts/market';
import {
  awardAchievementBodySchema,
  dailyGoalBodySchema,
  leaderboardQuerySchema,
  setPointsBodySchema,
} from '@fc/contracts/rewards';
import { createContestSchema } from '@fc/contracts/contests';
import { orderRequestSchema } from '@fc/contracts/orders';
import { z as zod } from 'zod';

export type Actor = 'visitor' | 'student' | 'admin';

export interface Endpoint {
  /** The gateway route (gateway/src/routes.ts) the path falls under. */
  route: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: z.ZodType;
  query?: z.ZodType;
  /** Who calls it in the fuzz (default: all three). */
  actors?: readonly Actor[];
  /** Signs in as someone else when it succeeds: sent with the caller's cookies, none kept. */
  switchesAccount?: boolean;
}

/** The ids a path may name: those of the student under test and the catalogue's. */
export interface FuzzIds {
  user: number;
  portfolio: number;
  plan: number;
  attempt: string;
  module: number;
  lesson: number;
  flashcard: number;
  /** A review card id of the student's, `flashcard-<id>`. */
  reviewCard: string;
  stock: number;
  /** A contest the fuzz set-up made (open enrolment, running). */
  contest: number;
  /** An announcement the admin posted in the set-up. */
  announcement: number;
}

export const endpoints: readonly Endpoint[] = [
  { route: '/api/auth/*', method: 'GET', path: '/api/auth/me' },
  {
    route: '/api/auth/*',
    method: 'POST',
    path: '/api/auth/register',
    body: registerBodySchema,
    switchesAccount: true,
  },
  {
    route: '/api/auth/*',
    method: 'POST',
    path: '/api/auth/login',
    body: loginBodySchema,
    switchesAccount: true,
  },
  // Signing out ends the caller's session, which the rest of the run needs: a visitor's only.
  { route: '/api/auth/*', method: 'POST', path: '/api/auth/logout', actors: ['visitor'] },
  {
    route: '/api/auth/*',
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: forgotPasswordBodySchema,
  },
  {
    route: '/api/auth/*',
    method: 'POST',
    path: '/api/auth/reset-password',
    body: resetPasswordBodySchema,
  },
  {
    route: '/api/auth/*',
    method: 'POST',
    path: '/api/auth/change-password',
    body: changePasswordBodySchema,
  },
  { route: '/api/users', method: 'GET', path: '/api/users' },
  { route: '/api/admin/users/:id/reset', method: 'POST', path: '/api/admin/users/{user}/reset' },
  {
    route: '/api/admin/audit-log',
    method: 'GET',
    path: '/api/admin/audit-log',
    query: auditLogQuerySchema,
  },

  { route: '/api/modules/*', method: 'GET', path: '/api/modules' },
  { route: '/api/modules/*', method: 'GET', path: '/api/modules/{module}' },
  { route: '/api/modules/*', method: 'GET', path: '/api/modules/{module}/lessons' },
  { route: '/api/lessons/*', method: 'GET', path: '/api/lessons/{lesson}' },
  {
    route: '/api/lessons/*',
    method: 'POST',
    path: '/api/lessons/{lesson}/complete',
    body: completeLessonBodySchema,
  },
  { route: '/api/lessons/*', method: 'GET', path: '/api/lessons/{module}/flashcards' },
  {
    route: '/api/lessons/*',
    method: 'POST',
    path: '/api/lessons/{module}/flashcards/{flashcard}/mastery',
  },
  { route: '/api/lessons/*', method: 'GET', path: '/api/lessons/{module}/quiz' },
  {
    route: '/api/quiz/*',
    method: 'POST',
    path: '/api/quiz/attempts',
    body: startAttemptBodySchema,
  },
  {
    route: '/api/quiz/*',
    method: 'POST',
    path: '/api/quiz/attempts/{attempt}/answers',
    body: answerBodySchema,
  },
  { route: '/api/quiz/*', method: 'POST', path: '/api/quiz/attempts/{attempt}/resume' },
  { route: '/api/quiz/*', method: 'POST', path: '/api/quiz/submit', body: submitQuizBodySchema },
  { route: '/api/review', method: 'GET', path: '/api/review' },
  {
    route: '/api/review/*',
    method: 'POST',
    path: '/api/review/{reviewCard}/grade',
    body: gradeReviewBodySchema,
  },
  { route: '/api/users/:id/progress*', method: 'GET', path: '/api/users/{user}/progress' },
  {
    route: '/api/users/:id/progress*',
    method: 'GET',
    path: '/api/users/{user}/progress/module/{module}',
  },
  {
    route: '/api/users/:id/modules/*',
    method: 'GET',
    path: '/api/users/{user}/modules/{module}/access',
  },
  {
    route: '/api/users/:id/module-access',
    method: 'GET',
    path: '/api/users/{user}/module-access',
  },

  { route: '/api/stocks/*', method: 'GET', path: '/api/stocks' },
  { route: '/api/stocks/*', method: 'GET', path: '/api/stocks/status' },
  { route: '/api/stocks/*', method: 'POST', path: '/api/stocks/update' },
  {
    route: '/api/stocks/*',
    method: 'GET',
    path: '/api/stocks/{stock}/candles',
    query: zod.object({ interval: candleIntervalSchema }),
  },
  { route: '/api/users/:id/portfolio', method: 'GET', path: '/api/users/{user}/portfolio' },
  { route: '/api/portfolios/*', method: 'GET', path: '/api/portfolios/{portfolio}/holdings' },
  { route: '/api/portfolios/*', method: 'GET', path: '/api/portfolios/{portfolio}/transactions' },
  {
    route: '/api/portfolios/*',
    method: 'GET',
    path: '/api/portfolios/{portfolio}/performance',
    query: zod.object({ range: performanceRangeSchema }),
  },
  {
    route: '/api/portfolios/*',
    method: 'GET',
    path: '/api/portfolios/{portfolio}/risk',
    query: zod.object({ range: riskRangeSchema }),
  },
  {
    route: '/api/portfolios/*',
    method: 'POST',
    path: '/api/portfolios/{portfolio}/trade',
    body: tradeRequestSchema,
  },
  { route: '/api/portfolios/*', method: 'GET', path: '/api/portfolios/{portfolio}/orders' },
  {
    route: '/api/portfolios/*',
    method: 'GET',
    path: '/api/portfolios/{portfolio}/recurring-deposit',
  },
  {
    route: '/api/portfolios/*',
    method: 'POST',
    path: '/api/portfolios/{portfolio}/orders',
    body: orderRequestSchema,
  },
  {
    route: '/api/benchmark',
    method: 'GET',
    path: '/api/benchmark',
    query: zod.object({ range: performanceRangeSchema }),
  },
  {
    route: '/api/investment-leaderboard',
    method: 'GET',
    path: '/api/investment-leaderboard',
    query: zod.object({ rank: leaderboardRankSchema }),
  },
  { route: '/api/contests*', method: 'GET', path: '/api/contests' },
  { route: '/api/contests*', method: 'GET', path: '/api/contests/{contest}' },
  { route: '/api/contests*', method: 'POST', path: '/api/contests/{contest}/join' },
  { route: '/api/contests*', method: 'GET', path: '/api/contests/{contest}/portfolio' },
  { route: '/api/contests*', method: 'GET', path: '/api/contests/{contest}/leaderboard' },
  {
    route: '/api/admin/contests',
    method: 'POST',
    path: '/api/admin/contests',
    body: createContestSchema,
  },
  // The live stream (docs/live-updates.md) stays open for a signed-in caller: only refusals are
  // fuzzed.
  { route: '/api/events/stream', method: 'GET', path: '/api/events/stream', actors: ['visitor'] },
  // An admin's valid call would make the student under test a teacher and end their session.
  {
    route: '/api/admin/users/:id/role',
    method: 'PUT',
    path: '/api/admin/users/{user}/role',
    body: setRoleBodySchema,
    actors: ['visitor', 'student'],
  },
  { route: '/api/announcements*', method: 'GET', path: '/api/announcements' },
  {
    route: '/api/announcements*',
    method: 'POST',
    path: '/api/announcements/{announcement}/dismiss',
  },
  { route: '/api/teacher/announcements*', method: 'GET', path: '/api/teacher/announcements' },
  {
    route: '/api/teacher/announcements*',
    method: 'POST',
    path: '/api/teacher/announcements',
    body: createAnnouncementSchema,
  },
  { route: '/api/assignments', method: 'GET', path: '/api/assignments' },
  { route: '/api/teacher/assignments*', method: 'GET', path: '/api/teacher/assignments' },
  {
    route: '/api/teacher/assignments*',
    method: 'POST',
    path: '/api/teacher/assignments',
    body: createAssignmentSchema,
  },
  { route: '/api/teacher/review-due', method: 'GET', path: '/api/teacher/review-due' },
  { route: '/api/teacher/*', method: 'GET', path: '/api/teacher/class' },
  { route: '/api/teacher/*', method: 'GET', path: '/api/teacher/students/{user}' },
  {
    route: '/api/admin/users/:id/cash',
    method: 'POST',
    path: '/api/admin/users/{user}/cash',
    body: adminCashRequestSchema,
  },

  { route: '/api/budget/*', method: 'GET', path: '/api/budget/questions' },
  { route: '/api/budget/*', method: 'GET', path: '/api/budget/plans' },
  { route: '/api/budget/*', method: 'POST', path: '/api/budget/plans', body: createPlanSchema },
  { route: '/api/budget/*', method: 'GET', path: '/api/budget/plans/{plan}' },
  {
    route: '/api/budget/*',
    method: 'POST',
    path: '/api/budget/plans/{plan}/answers',
    body: saveAnswerSchema,
  },
  { route: '/api/budget/*', method: 'PUT', path: '/api/budget/plans/{plan}/complete' },
  {
    route: '/api/budget/*',
    method: 'PUT',
    path: '/api/budget/plans/{plan}/recurring-deposit',
    body: setRecurringDepositSchema,
  },

  {
    route: '/api/leaderboard',
    method: 'GET',
    path: '/api/leaderboard',
    query: leaderboardQuerySchema,
  },
  { route: '/api/rewards/*', method: 'GET', path: '/api/rewards/me' },
  {
    route: '/api/rewards/*',
    method: 'PUT',
    path: '/api/rewards/goal',
    body: dailyGoalBodySchema,
  },
  { route: '/api/rewards/*', method: 'POST', path: '/api/rewards/streak-freeze' },
  { route: '/api/rewards/*', method: 'GET', path: '/api/rewards/league' },
  {
    route: '/api/rewards/*',
    method: 'POST',
    path: '/api/rewards/league/result/seen',
    body: leagueResultSeenBodySchema,
  },
  { route: '/api/achievements', method: 'GET', path: '/api/achievements' },
  { route: '/api/user-achievements', method: 'GET', path: '/api/user-achievements' },
  {
    route: '/api/admin/users/:id/achievements',
    method: 'GET',
    path: '/api/admin/users/{user}/achievements',
  },
  {
    route: '/api/admin/users/:id/achievements',
    method: 'POST',
    path: '/api/admin/users/{user}/achievements',
    body: awardAchievementBodySchema,
  },
  {
    route: '/api/admin/users/:id/leaderboard',
    method: 'POST',
    path: '/api/admin/users/{user}/leaderboard',
    body: setPointsBodySchema,
  },
];
