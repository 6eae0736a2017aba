import type { EventEnvelope, EventName } from './events.ts';

/**
 * The live stream (docs/live-updates.md): GET /api/events/stream sends each signed-in
 * tab the notices meant for it as server-sent events. A notice is small: it says what changed so
 * the page refreshes that query or shows a toast; the data of record stays behind the API.
 *
 * Most notices come from events: after a service's outbox relay hands an event on (so only once
 * its transaction committed), it turns the event into a notice here and publishes it through Redis.
 * `class` notices come from rewards' class view, once it has applied a student's activity.
 */

export const noticeTypes = [
  /** The caller's points or streak changed. */
  'points',
  /** The caller earned an achievement (toast). */
  'achievement',
  /** One of the caller's limit or stop orders filled. */
  'order_filled',
  /** New prices were stored. */
  'prices',
  /** A teacher posted an announcement. */
  'announcement',
  /** Work was assigned to the caller. */
  'assignment',
  /** (Teachers and admins) a student's progress changed. */
  'class',
  /** Sent once on connecting: the stream could not replay everything since Last-Event-ID. */
  'resync',
] as const;
export type NoticeType = (typeof noticeTypes)[number];

/** Who a notice is for: some users, every signed-in user, or teachers and admins. */
export type NoticeAudience = { userIds: number[] } | { all: true } | { staff: true };

export interface Notice {
  type: NoticeType;
  audience: NoticeAudience;
  data: Record<string, unknown>;
}

export interface PointsNotice {
  points: number;
  streak: number;
  delta: number;
  reason: string;
}
export interface AchievementNotice {
  achievementId: string;
  title: string;
  points: number;
}
export interface OrderFilledNotice {
  portfolioId: number;
  symbol: string;
  type: 'buy' | 'sell';
  shares: number;
  priceCents: number;
  orderType: 'limit' | 'stop';
}
export interface ClassNotice {
  userId: number;
}

type NoticeMaker<N extends EventName> = (envelope: EventEnvelope<N>) => Notice | null;

const makers: { [N in EventName]?: NoticeMaker<N> } = {
  'points.changed': ({ payload }) => ({
    type: 'points',
    audience: { userIds: [payload.userId] },
    data: {
      points: payload.points,
      streak: payload.streak,
      delta: payload.delta,
      reason: payload.reason,
    } satisfies PointsNotice,
  }),
  'achievement.earned': ({ payload }) => ({
    type: 'achievement',
    audience: { userIds: [payload.userId] },
    data: {
      achievementId: payload.achievementId,
      title: payload.title,
      points: payload.points,
    } satisfies AchievementNotice,
  }),
  'trade.executed': ({ payload }) =>
    payload.orderType === 'market'
      ? null
      : {
          type: 'order_filled',
          audience: { userIds: [payload.userId] },
          data: {
            portfolioId: payload.portfolioId,
            symbol: payload.symbol,
            type: payload.type,
            shares: payload.shares,
            priceCents: payload.priceCents,
            orderType: payload.orderType,
          } satisfies OrderFilledNotice,
        },
  'prices.refreshed': ({ payload }) => ({
    type: 'prices',
    audience: { all: true },
    data: { refreshedAt: payload.refreshedAt, stocks: payload.stocks },
  }),
  'announcement.posted': ({ payload }) => ({
    type: 'announcement',
    audience: { all: true },
    data: { announcementId: payload.announcementId },
  }),
  'assignment.created': ({ payload }) => ({
    type: 'assignment',
    audience: payload.userIds ? { userIds: payload.userIds } : { all: true },
    data: { assignmentId: payload.assignmentId, title: payload.title, dueDate: payload.dueDate },
  }),
};

/**
 * The notice an event makes, if any. The payload must already be the current version of the
 * event (the relay reads what its own service just wrote).
 */
export function noticeForEvent(envelope: EventEnvelope): Notice | null {
  const maker = makers[envelope.name] as NoticeMaker<EventName> | undefined;
  return maker ? maker(envelope) : null;
}

/** Whether a notice is for a user with this id and role. */
export function noticeIsFor(audience: NoticeAudience, userId: number, role: string): boolean {
  if ('userIds' in audience) return audience.userIds.includes(userId);
  if ('staff' in audience) return role === 'teacher' || role === 'admin';
  return true;
}
