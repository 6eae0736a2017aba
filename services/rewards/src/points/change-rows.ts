import type { TimelineKind } from '@fc/contracts/class-progress';
import type { EventName, EventPayload } from '@fc/contracts/events';
import { outboxEventStatement, outboxNotification } from '@fc/service-kit/events/publish';
import {
  sqlFragment,
  toParameterizedQuery,
  type SqlFragment,
} from '@fc/service-kit/sql-transaction';
import type { ModuleProgress } from '../class/class.repository.ts';
import type { SqlTx } from '../db.ts';
import type { Member } from '../generated/prisma/client.ts';
import { memberUpdateStatement } from '../members/members.repository.ts';
import type { LedgerEntry } from './ledger.repository.ts';

/**
 * The rows one change of a member adds (the member's own new values, ledger entries, timeline
 * entries, achievements earned, the module's progress and its events), gathered while the change
 * is worked out and written together, in one statement, when it is done: one round trip instead
 * of one per row (issue #17: a lesson's points took 14 statements). Nothing in a change reads
 * these rows back before its end. Rows of one kind keep the order they were added in (their ids
 * grow in that order).
 */
export interface ChangeRows {
  ledger(entry: LedgerEntry): void;
  /**
   * A timeline entry. `eventId` and `reason` name the ledger rows it paid (same event, same
   * reason), so the class view shows their points on it instead of on lines of their own.
   */
  activity(entry: {
    userId: number;
    at: Date;
    kind: Exclude<TimelineKind, 'points'>;
    text: string;
    /** The module (and lesson) it was about, named by title on the page. */
    moduleId?: number;
    lessonId?: number;
    eventId?: string;
    reason: string;
  }): void;
  achievement(earned: {
    userId: number;
    achievementId: string;
    earnedAt: Date;
    awardedBy: number | null;
  }): void;
  event<N extends EventName>(name: N, payload: EventPayload<N>): void;
  /**
   * Sets these fields of the (locked) member, written with the other rows; answers the member as
   * it will be. The fields set over a change gather into one UPDATE (the last value of each wins).
   */
  member(member: Member, values: Partial<Member>): Member;
  /** The member's progress in a module as it is after the change (the class view's row). */
  moduleProgress(userId: number, moduleId: number, progress: ModuleProgress): void;
  /** Writes every row added so far (nothing when none was), in the caller's transaction. */
  write(tx: SqlTx): Promise<void>;
}

export function changeRows(): ChangeRows {
  const ledger: SqlFragment[] = [];
  const activities: SqlFragment[] = [];
  const achievements: SqlFragment[] = [];
  const events: SqlFragment[] = [];
  const modules: SqlFragment[] = [];
  let memberChange: { userId: number; values: Partial<Member> } | undefined;
  return {
    member(member, values) {
      const defined = Object.fromEntries(
        Object.entries(values).filter(([, value]) => value !== undefined),
      ) as Partial<Member>;
      if (memberChange && memberChange.userId !== member.userId)
        throw new Error('one change writes one member');
      memberChange = {
        userId: member.userId,
        values: { ...memberChange?.values, ...defined },
      };
      return { ...member, ...defined };
    },
    ledger(entry) {
      ledger.push(sqlFragment`(${entry.userId}::int, ${entry.delta}::int, ${entry.balanceAfter}::int,
        ${entry.reason}, ${entry.eventId ?? null}::uuid, ${entry.createdBy ?? null}::int)`);
    },
    activity(entry) {
      activities.push(sqlFragment`(${entry.userId}::int, ${entry.at.toISOString()}::timestamptz,
        ${entry.kind}, ${entry.text}, ${entry.moduleId ?? null}::int, ${entry.lessonId ?? null}::int,
        ${entry.eventId ?? null}::uuid, ${entry.reason})`);
    },
    achievement(earned) {
      achievements.push(sqlFragment`(${earned.userId}::int, ${earned.achievementId},
        ${earned.earnedAt.toISOString()}::timestamptz, ${earned.awardedBy}::int)`);
    },
    event(name, payload) {
      events.push(outboxEventStatement(name, payload).insert);
    },
    moduleProgress(userId, moduleId, progress) {
      modules.push(sqlFragment`
        INSERT INTO member_module (user_id, module_id, lessons_completed, quiz_best_percent,
          quiz_attempts, quiz_failures, quiz_passed, cards_mastered, cards_total)
        VALUES (${userId}::int, ${moduleId}::int, ${progress.lessonsCompleted}::int,
          ${progress.quizBestPercent}::int, ${progress.quizAttempts}::int,
          ${progress.quizFailures}::int, ${progress.quizPassed}::boolean,
          ${progress.cardsMastered}::int, ${progress.cardsTotal}::int)
        ON CONFLICT (user_id, module_id) DO UPDATE SET
          lessons_completed = EXCLUDED.lessons_completed, quiz_best_percent = EXCLUDED.quiz_best_percent,
          quiz_attempts = EXCLUDED.quiz_attempts, quiz_failures = EXCLUDED.quiz_failures,
          quiz_passed = EXCLUDED.quiz_passed, cards_mastered = EXCLUDED.cards_mastered,
          cards_total = EXCLUDED.cards_total`);
    },
    async write(tx) {
      const inserts = [
        ...(memberChange ? [memberUpdateStatement(memberChange.userId, memberChange.values)] : []),
        ...modules,
        ...insertOf(
          'points_entry (user_id, delta, balance_after, reason, event_id, created_by)',
          ledger,
        ),
        ...insertOf(
          'activity (user_id, at, kind, text, module_id, lesson_id, event_id, reason)',
          activities,
        ),
        ...insertOf(
          'user_achievement (user_id, achievement_id, earned_at, awarded_by)',
          achievements,
        ),
        ...events,
      ];
      if (inserts.length === 0) return;
      // WITH w0 AS (INSERT ...), w1 AS (INSERT ...) SELECT 1 (or the relay's notification, when
      // there are events): PostgreSQL runs every data-modifying WITH exactly once, whether or not
      // the SELECT reads it.
      const named = inserts.map((insert, i) => ({
        strings: [`w${i} AS (`, ')'],
        values: [insert],
      }));
      const { text, values } = toParameterizedQuery(
        ['WITH ', ...named.slice(1).map(() => ', '), ' SELECT ', ''],
        [...named, events.length > 0 ? outboxNotification(tx) : sqlFragment`1`],
      );
      await tx.$executeRawUnsafe(text, ...values);
    },
  };
}

/** One INSERT of all these rows (in the order given), or none. */
function insertOf(table: string, rows: SqlFragment[]): SqlFragment[] {
  if (rows.length === 0) return [];
  return [
    {
      strings: [`INSERT INTO ${table} VALUES `, ...rows.slice(1).map(() => ', '), ''],
      values: rows,
    },
  ];
}
