import { z } from 'zod';
import type { ServiceName } from './services.ts';

/**
 * The event catalogue: every event's name, current version, payload schema and the services
 * that receive it, and the older versions still understood. Names are noun.past_tense. A change
 * to a payload is a new version, never an edited schema: the old schema moves to
 * `olderEventVersions` with an upcaster that lifts its payloads to the next version, so during a
 * rolling deploy consumers accept what old and new producers send alike (docs/events.md).
 * Money is integer cents; percentages are integer hundredths of a percent.
 */

const userId = z.number().int().positive();
const cents = z.number().int();
const isoTime = z.iso.datetime();

/** trade.executed v1: a trade at the market price, before orders had a type. */
const tradeExecutedV1 = z.object({
  userId,
  portfolioId: z.number().int().positive(),
  transactionId: z.number().int().positive(),
  stockId: z.number().int().positive(),
  symbol: z.string(),
  type: z.enum(['buy', 'sell']),
  shares: z.number().int().positive(),
  priceCents: cents,
  totalCents: cents,
  executedAt: isoTime,
});

/** How an order was filled: at the market price, or when a limit or stop price was reached. */
export const orderTypes = ['market', 'limit', 'stop'] as const;
export type OrderType = (typeof orderTypes)[number];

export const eventPayloadSchemas = {
  'user.registered': z.object({
    userId,
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(['student', 'admin']),
    registeredAt: isoTime,
  }),
  'user.profile_updated': z.object({
    userId,
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
  'user.progress_reset': z.object({ userId, resetBy: userId }),
  'lesson.completed': z.object({
    userId,
    lessonId: z.number().int().positive(),
    moduleId: z.number().int().positive(),
    points: z.number().int().nonnegative(),
    /** Whether this lesson was the module's last one to complete. */
    moduleCompleted: z.boolean(),
    completedAt: isoTime,
  }),
  'quiz.submitted': z.object({
    userId,
    moduleId: z.number().int().positive(),
    score: z.number().int().nonnegative(),
    totalQuestions: z.number().int().positive(),
    pointsEarned: z.number().int().nonnegative(),
    passed: z.boolean(),
    submittedAt: isoTime,
  }),
  'flashcards.mastered': z.object({
    userId,
    moduleId: z.number().int().positive(),
    masteredCount: z.number().int().nonnegative(),
    totalCount: z.number().int().nonnegative(),
    masteredAt: isoTime,
    /**
     * What the deck pays: FLASHCARD_POINTS_PER_STUDIED_CARD per card studied at a plausible pace.
     * Absent from an event written before decks were paid by the card (then the old 50).
     */
    pointsEarned: z.number().int().nonnegative().optional(),
  }),
  /**
   * A review card graded in spaced review. `points` is what the review pays, already
   * within the day's cap (0 once it is reached); the review counts as learning activity either way.
   */
  'review.graded': z.object({
    userId,
    moduleId: z.number().int().positive(),
    kind: z.enum(['flashcard', 'quiz']),
    rating: z.number().int().min(1).max(4),
    points: z.number().int().nonnegative(),
    reviewedAt: isoTime,
  }),
  /** v2 adds orderType. */
  'trade.executed': tradeExecutedV1.extend({ orderType: z.enum(orderTypes) }),
  'portfolio.valued': z.object({
    userId,
    portfolioId: z.number().int().positive(),
    totalValueCents: cents,
    totalReturnCents: cents,
    totalReturnBasisPoints: z.number().int(),
    valuedAt: isoTime,
  }),
  'budget.plan_completed': z.object({
    userId,
    planId: z.number().int().positive(),
    planName: z.string(),
    completedAt: isoTime,
  }),
  /**
   * A completed plan's monthly deposit into the practice portfolio turned on or off. One plan per
   * user at a time: turning one on replaces the user's deposit; monthlyCents 0 stops it. changedAt
   * orders a user's changes, so a late one never undoes a newer one (docs/events.md).
   */
  'budget.deposit_changed': z.object({
    userId,
    planId: z.number().int().positive(),
    planName: z.string(),
    monthlyCents: cents.nonnegative(),
    changedAt: isoTime,
  }),
  'points.changed': z.object({
    userId,
    /** The user's new total, the sum of the ledger. */
    points: z.number().int(),
    streak: z.number().int().nonnegative(),
    delta: z.number().int(),
    reason: z.string(),
    /** Grows with every change of this user's points: a projection applies only newer ones. */
    sequence: z.number().int().nonnegative(),
  }),
  'achievement.earned': z.object({
    userId,
    achievementId: z.string(),
    title: z.string(),
    points: z.number().int().nonnegative(),
    bonusPoints: z.number().int().nonnegative(),
    tradingBonusCents: cents.nonnegative(),
    unlockFeature: z.string().nullable(),
    earnedAt: isoTime,
  }),
  /** An admin changed a user (reset, cash, award, points): the auth service keeps the audit log. */
  'admin.action_recorded': z.object({
    adminId: userId,
    action: z.enum(['reset_progress', 'set_cash', 'award_achievement', 'set_points']),
    targetUserId: userId,
    oldValue: z.string().nullable(),
    newValue: z.string().nullable(),
    at: isoTime,
  }),
  /**
   * A week of the weekly leagues closed: results written, tiers moved. Written once per
   * week however many rewards replicas run; nobody consumes it yet (the web shows each student's
   * result from GET /api/rewards/league).
   */
  'league.week_closed': z.object({
    /** The week's Monday (YYYY-MM-DD) in the club's time zone. */
    weekStart: z.iso.date(),
    leagues: z.number().int().nonnegative(),
    students: z.number().int().nonnegative(),
  }),
  /**
   * A class contest ended and its results were frozen: every participant who traded,
   * by final rank (1 = first). Written once however many market replicas run.
   */
  'contest.ended': z.object({
    contestId: z.number().int().positive(),
    name: z.string(),
    endedAt: isoTime,
    results: z.array(z.object({ userId, rank: z.number().int().positive() })),
  }),
  /**
   * An admin made a user a teacher or a student again. Auth signs the user out
   * everywhere (the role is in the session); rewards keeps the role (only students are ranked and
   * listed in the class view).
   */
  'user.role_changed': z.object({
    userId,
    role: z.enum(['student', 'teacher']),
    changedBy: userId,
    changedAt: isoTime,
  }),
  /** A contest was created: learning keeps its name and dates for assignments. */
  'contest.created': z.object({
    contestId: z.number().int().positive(),
    name: z.string(),
    startsAt: isoTime,
    endsAt: isoTime,
  }),
  /** A student joined a contest: what completes a contest assignment. */
  'contest.joined': z.object({
    contestId: z.number().int().positive(),
    userId,
    joinedAt: isoTime,
  }),
  /**
   * Work was assigned: the students it names (null: every student) see it at once on
   * the live stream. Learning keeps the assignment itself.
   */
  'assignment.created': z.object({
    assignmentId: z.number().int().positive(),
    title: z.string(),
    dueDate: z.iso.date(),
    userIds: z.array(userId).nullable(),
  }),
  /**
   * An assignment is due tomorrow and this student has not finished it: auth e-mails
   * them a reminder. Written once per (assignment, student) by learning's reminder job.
   */
  'assignment.due_soon': z.object({
    assignmentId: z.number().int().positive(),
    userId,
    title: z.string(),
    dueDate: z.iso.date(),
    /** The page to open, relative to the app (/lessons/3, /contests/2). */
    href: z.string(),
  }),
  /** A teacher posted an announcement: students see it at once on the live stream. */
  'announcement.posted': z.object({
    announcementId: z.number().int().positive(),
    postedAt: isoTime,
  }),
  /** The price worker stored new prices: open pages refresh them from the live stream. */
  'prices.refreshed': z.object({
    stocks: z.number().int().nonnegative(),
    refreshedAt: isoTime,
  }),
} as const;

export type EventName = keyof typeof eventPayloadSchemas;
export type EventPayload<N extends EventName> = z.infer<(typeof eventPayloadSchemas)[N]>;
export const eventNames = Object.keys(eventPayloadSchemas) as EventName[];

/** Which services receive which event. A service consumes exactly the events listed for it. */
export const eventSubscribers: Record<EventName, readonly ServiceName[]> = {
  'user.registered': ['rewards', 'market', 'learning'],
  'user.profile_updated': ['rewards', 'market'],
  'user.progress_reset': ['auth', 'learning', 'rewards', 'market'],
  'lesson.completed': ['rewards'],
  'quiz.submitted': ['rewards'],
  'flashcards.mastered': ['rewards'],
  'review.graded': ['rewards'],
  'trade.executed': ['rewards'],
  'portfolio.valued': ['rewards'],
  'budget.plan_completed': ['rewards'],
  'budget.deposit_changed': ['market'],
  'points.changed': ['auth'],
  'achievement.earned': ['auth', 'market'],
  'admin.action_recorded': ['auth'],
  // No subscriber yet: the relay marks it sent; it is there for whoever needs it next.
  'league.week_closed': [],
  'contest.ended': ['rewards'],
  'user.role_changed': ['rewards', 'learning'],
  'contest.created': ['learning'],
  'contest.joined': ['learning'],
  'assignment.due_soon': ['auth'],
  // Live-stream notices only (packages/contracts/src/notices.ts): no service consumes them.
  'assignment.created': [],
  'announcement.posted': [],
  'prices.refreshed': [],
};

/** The version producers write today; a payload of this version matches eventPayloadSchemas. */
export const eventVersions: Record<EventName, number> = {
  ...(Object.fromEntries(eventNames.map((name) => [name, 1])) as Record<EventName, number>),
  'trade.executed': 2,
};

interface OlderVersion {
  schema: z.ZodType;
  /** Lifts a valid payload of this version to the next version's shape. */
  upcast(payload: never): unknown;
}

/**
 * Versions of an event older than its current one that consumers still accept, by name and
 * version. Keep one until no producer or queue can still hold it (docs/events.md).
 */
export const olderEventVersions: Partial<Record<EventName, Record<number, OlderVersion>>> = {
  'trade.executed': {
    // Every trade before v2 was filled at the market price.
    1: {
      schema: tradeExecutedV1,
      upcast: (payload: z.infer<typeof tradeExecutedV1>) => ({ ...payload, orderType: 'market' }),
    },
  },
};

export type ParsedEventPayload<N extends EventName> =
  | { ok: true; payload: EventPayload<N> }
  | {
      ok: false;
      /**
       * True when a newer deploy of this consumer would understand it (a version from a producer
       * that was deployed first): worth keeping and trying again, not a malformed event.
       */
      retriable: boolean;
      message: string;
    };

/**
 * Validates a payload against the schema of its own (name, version) and upcasts it, one version
 * at a time, to the current version.
 */
export function parseEventPayload<N extends EventName>(
  name: N,
  version: number,
  payload: unknown,
): ParsedEventPayload<N> {
  const current = eventVersions[name];
  if (version > current) {
    return {
      ok: false,
      retriable: true,
      message: `${name} v${version} is newer than this consumer understands (v${current}): it is kept and tried again; deploy the consumer's new version`,
    };
  }
  let value: unknown = payload;
  for (let step = version; step < current; step += 1) {
    const older = olderEventVersions[name]?.[step];
    if (!older) {
      return { ok: false, retriable: false, message: `${name} v${step} is no longer supported` };
    }
    const parsed = older.schema.safeParse(value);
    if (!parsed.success) {
      return {
        ok: false,
        retriable: false,
        message: describeIssues(`${name} v${step}`, parsed.error),
      };
    }
    value = older.upcast(parsed.data as never);
  }
  const parsed = eventPayloadSchemas[name].safeParse(value);
  if (!parsed.success) {
    return {
      ok: false,
      retriable: false,
      message: describeIssues(`${name} v${current}`, parsed.error),
    };
  }
  return { ok: true, payload: parsed.data as EventPayload<N> };
}

function describeIssues(what: string, error: z.ZodError): string {
  return `Malformed ${what} payload: ${error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`;
}

export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  name: z.enum(eventNames as [EventName, ...EventName[]]),
  version: z.number().int().positive(),
  occurredAt: isoTime,
  correlationId: z.string().nullable(),
  /** The W3C traceparent of the request that published it, so one trace follows it (optional). */
  traceParent: z.string().max(200).nullish(),
  payload: z.unknown(),
});

export type EventEnvelope<N extends EventName = EventName> = {
  id: string;
  name: N;
  version: number;
  occurredAt: string;
  correlationId: string | null;
  traceParent?: string | null;
  payload: EventPayload<N>;
};

export function eventsSubscribedBy(service: ServiceName): EventName[] {
  return eventNames.filter((name) => eventSubscribers[name].includes(service));
}

/** The BullMQ queue a service consumes its events from. */
export function eventQueueName(service: ServiceName): string {
  return `events.${service}`;
}
