import type { EventEnvelope, EventName } from '@fc/contracts/events';
import { afterCommit } from '@fc/service-kit/after-commit';
import {
  kyselyEventHandling,
  type EventHandler,
  type EventHandlers,
} from '@fc/service-kit/events/consumer';
import type { Sql } from '../db.ts';
import type { RewardsDeps } from '../deps.ts';
import { announceClassChange } from '../class/class-notices.ts';
import {
  contestText,
  flashcardsText,
  lessonText,
  planText,
  quizPercent,
  quizText,
  reviewText,
  tradeText,
} from '../class/timeline-text.ts';
import {
  lockMember,
  lockMemberForChange,
  updateMemberStanding,
  upsertMemberProfile,
  type MemberProfile,
} from '../members/members.repository.ts';
import { placeInThisWeek } from '../leagues/leagues.service.ts';
import { countLedgerEntriesSince } from '../points/ledger.repository.ts';
import { withModule } from '../points/member-rules.ts';
import { placeOnLeaderboard, resetMember } from '../points/member-standing.ts';
import { currentStreak, dayInZone, streakAfterActivity } from '../points/streak.ts';
import { applyMemberChange, type MemberChange } from '../points/rewards.engine.ts';

/** Points paid by activity that has no points of its own in the event. */
// A deck's event carries its points; one written before decks were paid by the card has none.
export const FLASHCARD_DECK_POINTS = 50;
export const TRADE_POINTS = 5;
/** Trades pay points only up to this many a day, so trading back and forth is not a points farm. */
export const PAID_TRADES_PER_DAY = 10;
/** Paid for a student's first completed budget plan only, so making plans is not a points farm. */
export const BUDGET_PLAN_POINTS = 100;

const eventTime = (event: EventEnvelope) => new Date(event.occurredAt);

/** What the handlers run on: the pool's Kysely, the leaderboard and notices, the leagues. */
export type RewardsEventDeps = Pick<RewardsDeps, 'db' | 'prisma' | 'config' | 'logger' | 'context'>;

/**
 * How the rewards service applies each event it receives (packages/contracts events catalogue),
 * the same in main.ts and the tests: one handler per event, each in a Kysely transaction on the
 * pool with the event's inbox row, since most of them are the busiest events there are, one for
 * every lesson, quiz, card deck, review, trade and valuation (docs/performance.md).
 */
export function rewardsEventHandling(deps: RewardsEventDeps) {
  return kyselyEventHandling(deps.db, rewardsEventHandlers(deps));
}

function rewardsEventHandlers(deps: RewardsEventDeps): EventHandlers<Sql> {
  const { context } = deps;
  const on = <N extends EventName>(handler: EventHandler<N, Sql>) => handler;
  /** The names the leaderboard shows, kept from the auth service's events. */
  const keepProfile = async (trx: Sql, profile: MemberProfile) => {
    const member = await upsertMemberProfile(trx, profile);
    placeOnLeaderboard(context, member);
    if (member.role === 'student') announceClassChange(context, member.user_id);
  };
  /**
   * Applies what the event did to its member, at the event's time and under its id. A student's
   * activity that earns their first points of the week places them in a league once it has
   * committed (docs/product.md "Weekly league"), so nobody waits to be seen there until they open
   * it.
   */
  const applyEvent = async (
    trx: Sql,
    event: EventEnvelope,
    userId: number,
    change: Omit<MemberChange, 'at' | 'eventId'>,
  ) => {
    const member = await applyMemberChange(trx, context, userId, {
      at: eventTime(event),
      eventId: event.id,
      ...change,
    });
    if (member.role === 'student' && change.classProgress?.isActivity) {
      afterCommit(() => placeInThisWeek(deps, userId));
    }
    return member;
  };
  return {
    'user.registered': on((event, trx) => keepProfile(trx, event.payload)),
    'user.profile_updated': on((event, trx) => keepProfile(trx, event.payload)),
    'user.progress_reset': on(async (event, trx) => {
      await resetMember(trx, context, event.payload.userId, eventTime(event));
    }),
    // Only students are ranked and listed in the class view: a new teacher leaves both, a
    // teacher made a student again comes back. Numbered like a change of points, so the
    // leaderboard applies it over any older write.
    'user.role_changed': on(async (event, trx) => {
      const { userId, role } = event.payload;
      const before = await lockMember(trx, userId);
      if (before.role === role) return;
      const member = await updateMemberStanding(trx, userId, { role });
      placeOnLeaderboard(context, member);
      announceClassChange(context, userId);
    }),
    'lesson.completed': on(async (event, trx) => {
      const { userId, points, lessonId, moduleId, moduleCompleted } = event.payload;
      await applyEvent(trx, event, userId, {
        reason: 'lesson_completed',
        points,
        isLessonPoints: true,
        classProgress: {
          entry: { kind: 'lesson', text: lessonText(), moduleId, lessonId },
          module: {
            moduleId,
            change: (progress) => ({ lessons_completed: progress.lessons_completed + 1 }),
          },
          isActivity: true,
        },
        stats: (member) => ({
          lessons_completed: member.lessons_completed + 1,
          ...(moduleCompleted
            ? { completed_modules: withModule(member.completed_modules, moduleId) }
            : {}),
        }),
      });
    }),
    'quiz.submitted': on(async (event, trx) => {
      const { userId, moduleId, score, totalQuestions, pointsEarned, passed } = event.payload;
      const percent = quizPercent(score, totalQuestions);
      await applyEvent(trx, event, userId, {
        reason: 'quiz_submitted',
        points: pointsEarned,
        classProgress: {
          entry: { kind: 'quiz', text: quizText(score, totalQuestions, passed), moduleId },
          module: {
            moduleId,
            change: (progress) => ({
              quiz_attempts: progress.quiz_attempts + 1,
              quiz_failures: progress.quiz_failures + (passed ? 0 : 1),
              quiz_best_percent: Math.max(progress.quiz_best_percent ?? 0, percent),
              quiz_passed: progress.quiz_passed || passed,
            }),
          },
          isActivity: true,
        },
        stats: (member) => ({
          ...(passed
            ? { passed_quiz_modules: withModule(member.passed_quiz_modules, moduleId) }
            : {}),
          ...(score === totalQuestions
            ? { perfect_quiz_modules: withModule(member.perfect_quiz_modules, moduleId) }
            : {}),
        }),
      });
    }),
    'flashcards.mastered': on(async (event, trx) => {
      const { userId, moduleId, masteredCount, totalCount, pointsEarned } = event.payload;
      await applyEvent(trx, event, userId, {
        reason: 'flashcards_mastered',
        points: pointsEarned ?? FLASHCARD_DECK_POINTS,
        classProgress: {
          entry: {
            kind: 'flashcards',
            text: flashcardsText(masteredCount, totalCount),
            moduleId,
          },
          module: {
            moduleId,
            change: () => ({ cards_mastered: masteredCount, cards_total: totalCount }),
          },
          isActivity: true,
        },
        stats: (member) => ({
          mastered_deck_modules: withModule(member.mastered_deck_modules, moduleId),
        }),
      });
    }),
    // Spaced review: learning caps the day's review points, so the event's points are paid as
    // they are (and count toward the daily goal like any other points).
    'review.graded': on(async (event, trx) => {
      const { userId, points, rating, moduleId } = event.payload;
      const day = dayInZone(eventTime(event), context.timeZone);
      await applyEvent(trx, event, userId, {
        reason: 'card_reviewed',
        points,
        classProgress: {
          entry: { kind: 'review', text: reviewText(rating), moduleId },
          isActivity: true,
        },
        stats: (member) => ({
          reviews_done: member.reviews_done + 1,
          ...(member.last_review_day !== null && member.last_review_day >= day
            ? {}
            : {
                review_streak: streakAfterActivity(
                  currentStreak(member.review_streak, member.last_review_day, day),
                  member.last_review_day,
                  day,
                ),
                last_review_day: day,
              }),
        }),
      });
    }),
    'trade.executed': on(async (event, trx) => {
      const { userId } = event.payload;
      const since = new Date(eventTime(event).getTime() - 24 * 60 * 60 * 1000);
      // Counted under the member's lock, in a statement of its own (one that waited for the lock
      // still reads from before it), so trades handled at once cannot all see room under the cap.
      await lockMemberForChange(trx, userId);
      const paidToday = await countLedgerEntriesSince(trx, userId, 'trade_executed', since);
      await applyEvent(trx, event, userId, {
        reason: 'trade_executed',
        points: paidToday < PAID_TRADES_PER_DAY ? TRADE_POINTS : 0,
        stats: (member) => ({ trades: member.trades + 1 }),
        classProgress: {
          entry: { kind: 'trade', text: tradeText(event.payload) },
          isActivity: true,
        },
      });
    }),
    // Only the practice portfolio is valued. Not learning activity, and too frequent to announce
    // to teachers: the class view shows the latest return when it is next read.
    'portfolio.valued': on(async (event, trx) => {
      const { userId, totalReturnBasisPoints } = event.payload;
      await applyEvent(trx, event, userId, {
        reason: 'portfolio_valued',
        stats: (member) => ({
          best_return_basis_points: Math.max(
            member.best_return_basis_points,
            totalReturnBasisPoints,
          ),
          return_basis_points: totalReturnBasisPoints,
        }),
      });
    }),
    'budget.plan_completed': on(async (event, trx) => {
      await applyEvent(trx, event, event.payload.userId, {
        reason: 'budget_plan_completed',
        points: (member) => (member.plans_completed === 0 ? BUDGET_PLAN_POINTS : 0),
        stats: (member) => ({ plans_completed: member.plans_completed + 1 }),
        classProgress: {
          entry: { kind: 'plan', text: planText(event.payload.planName) },
          isActivity: true,
        },
      });
    }),
    // A contest's top three count toward On the Podium, its winner toward Contest Champion;
    // every participant's timeline shows where they finished.
    'contest.ended': on(async (event, trx) => {
      const { name, results } = event.payload;
      for (const { userId, rank } of results) {
        await applyEvent(trx, event, userId, {
          reason: 'contest_finished',
          stats: (member) =>
            rank > 3
              ? {}
              : {
                  contest_podiums: member.contest_podiums + 1,
                  contest_wins: member.contest_wins + (rank === 1 ? 1 : 0),
                },
          classProgress: { entry: { kind: 'contest', text: contestText(name, rank) } },
        });
      }
    }),
  };
}
