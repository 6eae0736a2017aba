import { sql, type Insertable, type QueryCreator } from 'kysely';
import type { TimelineKind } from '@fc/contracts/class-progress';
import type { EventName, EventPayload } from '@fc/contracts/events';
import { publishEvents } from '@fc/service-kit/events/publish';
import type { ModuleProgress } from '../class/class.repository.ts';
import type { Sql } from '../db.ts';
import type { Activity, DB, UserAchievement } from '../generated/kysely.ts';
import { memberUpdate, type MemberRow, type MemberValues } from '../members/members.repository.ts';
import type { LedgerEntry } from './ledger.repository.ts';

/** A timeline entry: what the member did, in words, with the module (and lesson) it was about. */
export type ActivityEntry = Insertable<Activity> & {
  kind: Exclude<TimelineKind, 'points'>;
  /** With `event_id`, names the ledger rows it paid (same event, same reason). */
  reason: string;
};

/**
 * The rows one change of a member adds (the member's own new values, ledger entries, timeline
 * entries, achievements earned, the module's progress) and its events, gathered while the change
 * is worked out and written when it is done: the rows in one statement, then the events in one
 * per name, instead of a round trip per row (docs/performance.md, the event path). Nothing in a
 * change reads these rows back before its end. Rows of one kind keep the order they were added in
 * (their ids grow in that order), and so do the events.
 */
export interface ChangeRows {
  ledger(entry: LedgerEntry): void;
  /**
   * A timeline entry. Its `event_id` and `reason` name the ledger rows it paid, so the class view
   * shows their points on it instead of on lines of their own.
   */
  activity(entry: ActivityEntry): void;
  achievement(earned: Insertable<UserAchievement>): void;
  event<N extends EventName>(name: N, payload: EventPayload<N>): void;
  /**
   * Sets these fields of the (locked) member, written with the other rows; answers the member as
   * it will be. The fields set over a change gather into one UPDATE (the last value of each wins).
   */
  member(member: MemberRow, values: MemberValues): MemberRow;
  /** The member's progress in a module as it is after the change (the class view's row). */
  moduleProgress(userId: number, moduleId: number, progress: ModuleProgress): void;
  /** Writes every row and event added so far (nothing when none was), in the caller's transaction. */
  write(db: Sql): Promise<void>;
}

export function changeRows(): ChangeRows {
  const ledger: LedgerEntry[] = [];
  const activities: ActivityEntry[] = [];
  const achievements: Insertable<UserAchievement>[] = [];
  const modules: Insertable<DB['member_module']>[] = [];
  const events: { name: EventName; payloads: EventPayload<EventName>[] }[] = [];
  let memberChange: { userId: number; values: MemberValues } | undefined;
  return {
    member(member, values) {
      const defined = Object.fromEntries(
        Object.entries(values).filter(([, value]) => value !== undefined),
      ) as MemberValues;
      if (memberChange && memberChange.userId !== member.user_id)
        throw new Error('one change writes one member');
      memberChange = { userId: member.user_id, values: { ...memberChange?.values, ...defined } };
      return { ...member, ...defined };
    },
    ledger: (entry) => ledger.push(entry),
    activity: (entry) => activities.push(entry),
    achievement: (earned) => achievements.push(earned),
    event(name, payload) {
      const last = events.at(-1);
      if (last?.name === name) last.payloads.push(payload);
      else events.push({ name, payloads: [payload] });
    },
    moduleProgress(userId, moduleId, progress) {
      modules.push({ ...progress, user_id: userId, module_id: moduleId });
    },
    async write(db) {
      const writes = [
        ...(memberChange ? [memberUpdate(db, memberChange.userId, memberChange.values)] : []),
        ...(modules.length > 0 ? [upsertModules(db, modules)] : []),
        ...(ledger.length > 0 ? [db.insertInto('points_entry').values(ledger)] : []),
        ...(activities.length > 0 ? [db.insertInto('activity').values(activities)] : []),
        ...(achievements.length > 0
          ? [db.insertInto('user_achievement').values(achievements)]
          : []),
      ];
      if (writes.length > 0) {
        // WITH w0 AS (UPDATE ...), w1 AS (INSERT ...) SELECT 1: PostgreSQL runs every
        // data-modifying WITH exactly once, whether or not the SELECT reads it.
        const query = writes.reduce<QueryCreator<DB>>(
          (creator, write, i) => creator.with(`w${i}`, () => write),
          db,
        );
        await query.selectNoFrom(sql<number>`1`.as('written')).execute();
      }
      for (const { name, payloads } of events) await publishEvents(db, name, payloads);
    },
  };
}

/** The module rows as they are after the change, new or replacing what was there. */
function upsertModules(db: Sql, rows: Insertable<DB['member_module']>[]) {
  return db
    .insertInto('member_module')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'module_id']).doUpdateSet((eb) => ({
        lessons_completed: eb.ref('excluded.lessons_completed'),
        quiz_best_percent: eb.ref('excluded.quiz_best_percent'),
        quiz_attempts: eb.ref('excluded.quiz_attempts'),
        quiz_failures: eb.ref('excluded.quiz_failures'),
        quiz_passed: eb.ref('excluded.quiz_passed'),
        cards_mastered: eb.ref('excluded.cards_mastered'),
        cards_total: eb.ref('excluded.cards_total'),
      })),
    );
}
