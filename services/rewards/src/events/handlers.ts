import type { EventEnvelope, EventName } from '@fc/contracts/events';
import { afterCommit } from '@fc/service-kit/after-commit';
import type { EventHandler, EventHandlers } from '@fc/service-kit/events/consumer';
import type { SqlTx, Tx } from '../db.ts';
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
  updateMember,
  upsertMemberProfile,
  type MemberProfile,
} from '../members/members.repository.ts';
import { placeInThisWeek } from '../leagues/leagues.service.ts';
import { countLedgerEntriesSince } from '../points/ledger.repository.ts';
import { currentStreak, dayInZone, streakAfterActivity } from '../points/streak.ts';
import {
  applyMemberChange,
  placeOnLeaderboard,
  resetMember,
  withModule,
  type MemberChange,
  type RewardsContext,
} from '../points/rewards.engine.ts';

/** Points paid by activity that has no points of its own in the event. */
// A deck's event carries its points; one written before decks were paid by the card has none.
export const FLASHCARD_DECK_POINTS = 50;
export const TRADE_POINTS = 5;
/** Trades pay points only up to this many a day, so trading back and forth is not a points farm. */
export const PAID_TRADES_PER_DAY = 10;
/** Paid for a student's first completed budget plan only, so making plans is not a points farm. */
export const BUDGET_PLAN_POINTS = 100;

const eventTime = (event: EventEnvelope) => new Date(event.occurredAt);

/** What the handlers need to place a student in this week's league at their first points. */
export type LeagueDeps = Pick<RewardsDeps, 'prisma' | 'config'>;

/**
 * The rewards service's reaction to each event it receives (packages/contracts events catalogue):
 * the profile and role events, in the ORM's transactions, and every event that changes a member's
 * points or stats (createRewardsChangeHandlers).
 */
export function createRewardsEventHandlers(
  context: RewardsContext,
  leagues: LeagueDeps,
): EventHandlers<Tx> {
  const on = <N extends EventName>(handler: EventHandler<N, Tx>) => handler;
  /** The names the leaderboard shows, kept from the auth service's events. */
  const keepProfile = async (tx: Tx, profile: MemberProfile) => {
    const member = await upsertMemberProfile(tx, profile);
    placeOnLeaderboard(context, member);
    if (member.role === 'student') announceClassChange(context, member.userId);
  };
  return {
    'user.registered': on((event, tx) => keepProfile(tx, event.payload)),
    'user.profile_updated': on((event, tx) => keepProfile(tx, event.payload)),
    'user.progress_reset': on(async (event, tx) => {
      await resetMember(tx, context, event.payload.userId, eventTime(event));
    }),
    // Only students are ranked and listed in the class view: a new teacher leaves both, a
    // teacher made a student again comes back. Numbered like a change of points, so the
    // leaderboard applies it over any older write.
    'user.role_changed': on(async (event, tx) => {
      const { userId, role } = event.payload;
      const before = await lockMember(tx, userId);
      if (before.role === role) return;
      const member = await updateMember(tx, userId, { role, pointsSequence: { increment: 1 } });
      placeOnLeaderboard(context, member);
      announceClassChange(context, userId);
    }),
    ...createRewardsChangeHandlers(context, leagues),
  };
}

/**
 * The events that change a member's points or stats through the rewards engine: raw SQL only,
 * so the service applies them in SqlTransactions on its pool (issue #17: the busiest events, one
 * for every lesson, quiz, card deck, trade and valuation), and they run in a Prisma transaction as
 * well.
 */
export function createRewardsChangeHandlers(
  context: RewardsContext,
  leagues: LeagueDeps,
): EventHandlers<SqlTx> {
  const on = <N extends EventName>(handler: EventHandler<N, SqlTx>) => handler;
  /**
   * Applies what the event did to its member, at the event's time and under its id. The handler's
   * last work unless told otherwise: the change's write takes COMMIT along. A student's activity
   * that earns their first points of the week places them in a league once it has committed
   * (docs/product.md "Weekly league"), so nobody waits to be seen there until they open it.
   */
  const applyEvent = async (
    tx: SqlTx,
    event: EventEnvelope,
    userId: number,
    change: Omit<MemberChange, 'at' | 'eventId'>,
    isLastWork = true,
  ) => {
    const member = await applyMemberChange(
      tx,
      context,
      userId,
      { at: eventTime(event), eventId: event.id, ...change },
      { isLastWork },
    );
    if (member.role === 'student' && change.classProgress?.isActivity) {
      afterCommit(() => placeInThisWeek(leagues, userId));
    }
    return member;
  };
  return {
    'lesson.completed': on(async (event, tx) => {
      const { userId, points, lessonId, moduleId, moduleCompleted } = event.payload;
      await applyEvent(tx, event, userId, {
        reason: 'lesson_completed',
        points,
        isLessonPoints: true,
        classProgress: {
          entry: { kind: 'lesson', text: lessonText(), moduleId, lessonId },
          module: {
            moduleId,
            change: (progress) => ({ lessonsCompleted: progress.lessonsCompleted + 1 }),
          },
          isActivity: true,
        },
        stats: (member) => ({
          lessonsCompleted: member.lessonsCompleted + 1,
          ...(moduleCompleted
            ? { completedModules: withModule(member.completedModules, moduleId) }
            : {}),
        }),
      });
    }),
    'quiz.submitted': on(async (event, tx) => {
      const { userId, moduleId, score, totalQuestions, pointsEarned, passed } = event.payload;
      const percent = quizPercent(score, totalQuestions);
      await applyEvent(tx, event, userId, {
        reason: 'quiz_submitted',
        points: pointsEarned,
        classProgress: {
          entry: { kind: 'quiz', text: quizText(score, totalQuestions, passed), moduleId },
          module: {
            moduleId,
            change: (progress) => ({
              quizAttempts: progress.quizAttempts + 1,
              quizFailures: progress.quizFailures + (passed ? 0 : 1),
              quizBestPercent: Math.max(progress.quizBestPercent ?? 0, percent),
              quizPassed: progress.quizPassed || passed,
            }),
          },
          isActivity: true,
        },
        stats: (member) => ({
          ...(passed ? { passedQuizModules: withModule(member.passedQuizModules, moduleId) } : {}),
          ...(score === totalQuestions
            ? { perfectQuizModules: withModule(member.perfectQuizModules, moduleId) }
            : {}),
        }),
      });
    }),
    'flashcards.mastered': on(async (event, tx) => {
      const { userId, moduleId, masteredCount, totalCount, pointsEarned } = event.payload;
      await applyEvent(tx, event, userId, {
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
            change: () => ({ cardsMastered: masteredCount, cardsTotal: totalCount }),
          },
          isActivity: true,
        },
        stats: (member) => ({
          masteredDeckModules: withModule(member.masteredDeckModules, moduleId),
        }),
      });
    }),
    // Spaced review: learning caps the day's review points, so the event's points are paid as
    // they are (and count toward the daily goal like any other points).
    'review.graded': on(async (event, tx) => {
      const { userId, points, rating, moduleId } = event.payload;
      const day = dayInZone(eventTime(event), context.timeZone);
      await applyEvent(tx, event, userId, {
        reason: 'card_reviewed',
        points,
        classProgress: {
          entry: { kind: 'review', text: reviewText(rating), moduleId },
          isActivity: true,
        },
        stats: (member) => ({
          reviewsDone: member.reviewsDone + 1,
          ...(member.lastReviewDay !== null && member.lastReviewDay >= day
            ? {}
            : {
                reviewStreak: streakAfterActivity(
                  currentStreak(member.reviewStreak, member.lastReviewDay, day),
                  member.lastReviewDay,
                  day,
                ),
                lastReviewDay: day,
              }),
        }),
      });
    }),
    'trade.executed': on(async (event, tx) => {
      const { userId } = event.payload;
      const since = new Date(eventTime(event).getTime() - 24 * 60 * 60 * 1000);
      // Counted under the member's lock, in a statement of its own (one that waited for the lock
      // still reads from before it), so trades handled at once cannot all see room under the cap.
      await lockMemberForChange(tx, userId);
      const paidToday = await countLedgerEntriesSince(tx, userId, 'trade_executed', since);
      await applyEvent(tx, event, userId, {
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
    'portfolio.valued': on(async (event, tx) => {
      const { userId, totalReturnBasisPoints } = event.payload;
      await applyEvent(tx, event, userId, {
        reason: 'portfolio_valued',
        stats: (member) => ({
          bestReturnBasisPoints: Math.max(member.bestReturnBasisPoints, totalReturnBasisPoints),
          returnBasisPoints: totalReturnBasisPoints,
        }),
      });
    }),
    'budget.plan_completed': on(async (event, tx) => {
      await applyEvent(tx, event, event.payload.userId, {
        reason: 'budget_plan_completed',
        points: (member) => (member.plansCompleted === 0 ? BUDGET_PLAN_POINTS : 0),
        stats: (member) => ({ plansCompleted: member.plansCompleted + 1 }),
        classProgress: {
          entry: { kind: 'plan', text: planText(event.payload.planName) },
          isActivity: true,
        },
      });
    }),
    // A contest's top three count toward On the Podium, its winner toward Contest Champion;
    // every participant's timeline shows where they finished.
    'contest.ended': on(async (event, tx) => {
      const { name, results } = event.payload;
      for (const [index, { userId, rank }] of results.entries()) {
        await applyEvent(
          tx,
          event,
          userId,
          {
            reason: 'contest_finished',
            stats: (member) =>
              rank > 3
                ? {}
                : {
                    contestPodiums: member.contestPodiums + 1,
                    contestWins: member.contestWins + (rank === 1 ? 1 : 0),
                  },
            classProgress: { entry: { kind: 'contest', text: contestText(name, rank) } },
          },
          index === results.length - 1,
        );
      }
    }),
  };
}
