import { z } from 'zod';
import type { ServiceName } from './services.ts';

/**
 * The event catalogue: every event's name, version, payload schema and the services
 * that receive it. Names are noun.past_tense. A breaking change is a new version, not
 * an edited schema. Money is integer cents; percentages are integer hundredths of a percent.
 */

const userId = z.number().int().positive();
const cents = z.number().int();
const isoTime = z.iso.datetime();

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
  }),
  'trade.executed': z.object({
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
  }),
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
} as const;

export type EventName = keyof typeof eventPayloadSchemas;
export type EventPayload<N extends EventName> = z.infer<(typeof eventPayloadSchemas)[N]>;
export const eventNames = Object.keys(eventPayloadSchemas) as EventName[];

/** Which services receive which event. A service consumes exactly the events listed for it. */
export const eventSubscribers: Record<EventName, readonly ServiceName[]> = {
  'user.registered': ['rewards', 'market'],
  'user.profile_updated': ['rewards', 'market'],
  'user.progress_reset': ['auth', 'learning', 'rewards', 'market'],
  'lesson.completed': ['rewards'],
  'quiz.submitted': ['rewards'],
  'flashcards.mastered': ['rewards'],
  'trade.executed': ['rewards'],
  'portfolio.valued': ['rewards'],
  'budget.plan_completed': ['rewards'],
  'points.changed': ['auth'],
  'achievement.earned': ['auth', 'market'],
  'admin.action_recorded': ['auth'],
};

export const EVENT_VERSION = 1;

export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  name: z.enum(eventNames as [EventName, ...EventName[]]),
  version: z.number().int().positive(),
  occurredAt: isoTime,
  correlationId: z.string().nullable(),
  payload: z.unknown(),
});

export type EventEnvelope<N extends EventName = EventName> = {
  id: string;
  name: N;
  version: number;
  occurredAt: string;
  correlationId: string | null;
  payload: EventPayload<N>;
};

export function eventsSubscribedBy(service: ServiceName): EventName[] {
  return eventNames.filter((name) => eventSubscribers[name].includes(service));
}

/** The BullMQ queue a service consumes its events from. */
export function eventQueueName(service: ServiceName): string {
  return `events.${service}`;
}
