import type { EventEnvelope, EventName } from '@fc/contracts/events';
import type { EventHandler, EventHandlers } from '@fc/service-kit/events/consumer';
import type { Tx } from '../db.ts';
import { upsertMemberProfile, type MemberProfile } from '../members/members.repository.ts';
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
export const FLASHCARD_DECK_POINTS = 50;
export const TRADE_POINTS = 5;
/** Trades pay points only up to this many a day, so trading back and forth is not a points farm. */
export const PAID_TRADES_PER_DAY = 10;
/** Paid for a student's first completed budget plan only, so making plans is not a points farm. */
export const BUDGET_PLAN_POINTS = 100;

const eventTime = (event: EventEnvelope) => new Date(event.occurredAt);

/** The rewards service's reaction to each event it receives (packages/contracts events catalogue). */
export function createRewardsEventHandlers(context: RewardsContext): EventHandlers<Tx> {
  const on = <N extends EventName>(handler: EventHandler<N, Tx>) => handler;
  /** Applies what the event did to its member, at the event's time and under its id. */
  const applyEvent = (
    tx: Tx,
    event: EventEnvelope,
    userId: number,
    change: Omit<MemberChange, 'at' | 'eventId'>,
  ) =>
    applyMemberChange(tx, context, userId, { at: eventTime(event), eventId: event.id, ...change });
  /** The names the leaderboard shows, kept from the auth service's events. */
  const keepProfile = async (tx: Tx, profile: MemberProfile) => {
    placeOnLeaderboard(context, await upsertMemberProfile(tx, profile));
  };
  return {
    'user.registered': on((event, tx) => keepProfile(tx, event.payload)),
    'user.profile_updated': on((event, tx) => keepProfile(tx, event.payload)),
    'user.progress_reset': on(async (event, tx) => {
      await resetMember(tx, context, event.payload.userId, eventTime(event));
    }),
    'lesson.completed': on(async (event, tx) => {
      const { userId, points, moduleId, moduleCompleted } = event.payload;
      await applyEvent(tx, event, userId, {
        reason: 'lesson_completed',
        points,
        isLessonPoints: true,
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
      await applyEvent(tx, event, userId, {
        reason: 'quiz_submitted',
        points: pointsEarned,
        stats: (member) => ({
          ...(passed ? { passedQuizModules: withModule(member.passedQuizModules, moduleId) } : {}),
          ...(score === totalQuestions
            ? { perfectQuizModules: withModule(member.perfectQuizModules, moduleId) }
            : {}),
        }),
      });
    }),
    'flashcards.mastered': on(async (event, tx) => {
      const { userId, moduleId } = event.payload;
      await applyEvent(tx, event, userId, {
        reason: 'flashcards_mastered',
        points: FLASHCARD_DECK_POINTS,
        stats: (member) => ({
          masteredDeckModules: withModule(member.masteredDeckModules, moduleId),
        }),
      });
    }),
    // Spaced review: learning caps the day's review points, so the event's points are paid as
    // they are (and count toward the daily goal like any other points).
    'review.graded': on(async (event, tx) => {
      const { userId, points } = event.payload;
      const day = dayInZone(eventTime(event), context.timeZone);
      await applyEvent(tx, event, userId, {
        reason: 'card_reviewed',
        points,
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
      const paidToday = await countLedgerEntriesSince(tx, userId, 'trade_executed', since);
      await applyEvent(tx, event, userId, {
        reason: 'trade_executed',
        points: paidToday < PAID_TRADES_PER_DAY ? TRADE_POINTS : 0,
        stats: (member) => ({ trades: member.trades + 1 }),
      });
    }),
    'portfolio.valued': on(async (event, tx) => {
      const { userId, totalReturnBasisPoints } = event.payload;
      await applyEvent(tx, event, userId, {
        reason: 'portfolio_valued',
        stats: (member) => ({
          bestReturnBasisPoints: Math.max(member.bestReturnBasisPoints, totalReturnBasisPoints),
        }),
      });
    }),
    'budget.plan_completed': on(async (event, tx) => {
      await applyEvent(tx, event, event.payload.userId, {
        reason: 'budget_plan_completed',
        points: (member) => (member.plansCompleted === 0 ? BUDGET_PLAN_POINTS : 0),
        stats: (member) => ({ plansCompleted: member.plansCompleted + 1 }),
      });
    }),
    // A contest's top three count toward On the Podium, its winner toward Contest Champion.
    'contest.ended': on(async (event, tx) => {
      for (const { userId, rank } of event.payload.results) {
        if (rank > 3) continue;
        await applyEvent(tx, event, userId, {
          reason: 'contest_finished',
          stats: (member) => ({
            contestPodiums: member.contestPodiums + 1,
            contestWins: member.contestWins + (rank === 1 ? 1 : 0),
          }),
        });
      }
    }),
  };
}
