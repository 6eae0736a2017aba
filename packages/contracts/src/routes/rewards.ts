import { classProgressSchema, classStudentDetailSchema } from '../class-progress.ts';
import { leagueResultSeenBodySchema, leagueResultSeenSchema, myLeagueSchema } from '../leagues.ts';
import {
  achievementListSchema,
  awardAchievementBodySchema,
  awardAchievementResultSchema,
  dailyGoalBodySchema,
  dailyGoalResultSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  rewardsSummarySchema,
  setPointsBodySchema,
  setPointsResultSchema,
  streakFreezeResultSchema,
  userAchievementListSchema,
} from '../rewards.ts';
import type { ApiRoutes } from './route.ts';

/** The rewards service's routes: points, goals, leagues, achievements, the class view, live notices. */
export const rewardsRoutes = {
  getLeaderboard: {
    method: 'get',
    path: '/api/leaderboard',
    summary: 'Members ranked by points; X-Total-Count and X-Caller-Rank in the headers',
    access: 'user',
    query: leaderboardQuerySchema,
    response: leaderboardSchema,
  },
  getSummary: {
    method: 'get',
    path: '/api/rewards/me',
    summary: "The caller's standing, today's points and recent activity",
    access: 'user',
    response: rewardsSummarySchema,
  },
  setDailyGoal: {
    method: 'put',
    path: '/api/rewards/goal',
    summary: "Sets the caller's daily goal (20, 50 or 100 points); meeting it extends the streak",
    access: 'user',
    body: dailyGoalBodySchema,
    response: dailyGoalResultSchema,
  },
  buyStreakFreeze: {
    method: 'post',
    path: '/api/rewards/streak-freeze',
    summary: 'Buys a streak freeze for 50 points (at most 2 held)',
    access: 'user',
    response: streakFreezeResultSchema,
    errors: [409],
  },
  getMyLeague: {
    method: 'get',
    path: '/api/rewards/league',
    summary:
      "The caller's weekly league: tier, standings with zones, and last week's unseen result",
    access: 'user',
    response: myLeagueSchema,
  },
  markLeagueResultSeen: {
    method: 'post',
    path: '/api/rewards/league/result/seen',
    summary: "Marks the caller's league result of that week (and older ones) seen",
    access: 'user',
    body: leagueResultSeenBodySchema,
    response: leagueResultSeenSchema,
    errors: [404],
  },
  listAchievements: {
    method: 'get',
    path: '/api/achievements',
    summary: 'The achievements catalogue',
    access: 'public',
    response: achievementListSchema,
  },
  listMyAchievements: {
    method: 'get',
    path: '/api/user-achievements',
    summary: 'What the caller has earned',
    access: 'user',
    response: userAchievementListSchema,
  },
  listUserAchievements: {
    method: 'get',
    path: '/api/admin/users/:userId/achievements',
    summary: 'What a user has earned',
    access: 'admin',
    response: userAchievementListSchema,
  },
  awardAchievement: {
    method: 'post',
    path: '/api/admin/users/:userId/achievements',
    summary: 'Awards an achievement to a user',
    access: 'admin',
    body: awardAchievementBodySchema,
    response: awardAchievementResultSchema,
  },
  setPoints: {
    method: 'post',
    path: '/api/admin/users/:userId/leaderboard',
    summary: "Sets a user's points",
    access: 'admin',
    body: setPointsBodySchema,
    response: setPointsResultSchema,
  },
  getClassProgress: {
    method: 'get',
    path: '/api/teacher/class',
    summary:
      "Every student's progress: lessons, quizzes, cards, streak, points, activity, who is stuck",
    access: 'staff',
    response: classProgressSchema,
  },
  getStudentDetail: {
    method: 'get',
    path: '/api/teacher/students/:id',
    summary: "A student's progress and timeline (points ledger and activity, newest first)",
    access: 'staff',
    response: classStudentDetailSchema,
  },
  openEventStream: {
    method: 'get',
    path: '/api/events/stream',
    summary:
      "The caller's live notices as server-sent events (docs/live-updates.md); Last-Event-ID replays what was missed",
    access: 'user',
    contentType: 'text/event-stream',
    errors: [429],
  },
} as const satisfies ApiRoutes;
