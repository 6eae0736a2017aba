import type { MemberStats } from '../achievements/achievement-definition.ts';
import type { MemberRow, MemberValues } from '../members/members.repository.ts';
import { currentStreak, streakAfterActivity } from './streak.ts';

/** What the achievement rules read of a member, with their streak as shown today. */
export function statsOf(member: MemberRow, streak: number): MemberStats {
  return {
    points: member.points,
    streak,
    lessonsCompleted: member.lessons_completed,
    modulesCompleted: member.completed_modules.length,
    quizzesPassed: member.passed_quiz_modules.length,
    perfectQuizzes: member.perfect_quiz_modules.length,
    decksMastered: member.mastered_deck_modules.length,
    trades: member.trades,
    bestReturnBasisPoints: member.best_return_basis_points,
    plansCompleted: member.plans_completed,
    reviews: member.reviews_done,
    reviewStreak: member.review_streak,
    leaguePromotions: member.league_promotions,
    contestPodiums: member.contest_podiums,
    contestWins: member.contest_wins,
  };
}

export const withModule = (modules: number[], moduleId: number) =>
  modules.includes(moduleId) ? modules : [...modules, moduleId];

/**
 * The daily goal (docs/product.md, "Streak"): the points a member earns on a club day count toward their
 * goal (20, 50 or 100), and reaching it is what extends the streak, once a day; activity that
 * earns nothing, or less than the goal, does not. Points an admin sets and points taken away (a
 * streak freeze bought) do not count. An event of an earlier day that arrives late changes
 * nothing here.
 */
export function towardDailyGoal(
  member: Pick<
    MemberRow,
    'points_day' | 'points_on_day' | 'daily_goal' | 'streak' | 'last_activity_day'
  >,
  today: string,
  pointsEarned: number,
): MemberValues {
  if (member.points_day !== null && today < member.points_day) return {};
  const before = member.points_day === today ? member.points_on_day : 0;
  const onDay = before + Math.max(0, pointsEarned);
  const update: MemberValues = { points_day: today, points_on_day: onDay };
  const isNewlyMet = onDay >= member.daily_goal && member.last_activity_day !== today;
  if (isNewlyMet && (member.last_activity_day === null || member.last_activity_day < today)) {
    update.streak = streakAfterActivity(
      currentStreak(member.streak, member.last_activity_day, today),
      member.last_activity_day,
      today,
    );
    update.last_activity_day = today;
  }
  return update;
}
