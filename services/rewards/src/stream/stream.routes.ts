import type { rewardsRoutes } from '@fc/contracts/routes/rewards';
import { httpErrors } from '@fc/service-kit/errors';
import { isStreamId } from '@fc/service-kit/notices';
import type { RouteHandlers } from '@fc/service-kit/register-routes';
import type { NoticeHub } from './notice-hub.ts';

/** Open streams a user may hold at once (one per tab): enough for a few tabs, not a flood. */
export const MAX_STREAMS_PER_USER = 10;

/**
 * GET /api/events/stream: the signed-in user's live notices as server-sent events
 * (docs/live-updates.md). The browser's EventSource sends Last-Event-ID when it reconnects: what
 * was published since is replayed first.
 */
export function streamHandlers(hub: NoticeHub) {
  return {
    openEventStream: async ({ session }, req, res) => {
      if (hub.count(session.userId) >= MAX_STREAMS_PER_USER) {
        throw httpErrors.tooManyRequests(
          `At most ${MAX_STREAMS_PER_USER} tabs can get live updates at once: close one and reload`,
        );
      }
      const header = req.get('last-event-id')?.trim();
      const lastEventId = header && isStreamId(header) ? header : undefined;
      // Not the request's own timeouts: this answer stays open.
      req.socket.setTimeout(0);
      req.socket.setNoDelay(true);
      await hub.open(
        res,
        { userId: session.userId, role: session.role, sessionId: session.sessionId },
        lastEventId,
      );
    },
  } satisfies Partial<RouteHandlers<typeof rewardsRoutes>>;
}
