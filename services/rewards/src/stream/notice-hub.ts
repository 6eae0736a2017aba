import type { ServerResponse } from 'node:http';
import { noticeIsFor, type Notice } from '@fc/contracts/notices';
import type { Logger } from '@fc/service-kit/logger';
import {
  compareStreamIds,
  noticeChannel,
  noticesSince,
  parseChannelMessage,
  type LoggedNotice,
} from '@fc/service-kit/notices';
import { createRedis, type Redis } from '@fc/service-kit/redis';
import {
  findRevokedSessions,
  parseRevokedSessions,
  sessionsRevokedChannel,
} from '@fc/service-kit/session';

/**
 * The live stream's connections in this process (docs/live-updates.md). One Redis
 * subscriber per process hears every notice any service publishes; each goes to this process's
 * open streams it is meant for (a user's own, everyone's, or teachers'). Whichever replica a tab
 * is connected to, it hears its notices: that is the fan-out through Redis pub/sub. A stream
 * belongs to its session: when the session ends (sign-out, a password change, a new role), the
 * subscriber hears so and the stream ends at once.
 */
export interface StreamViewer {
  userId: number;
  role: string;
  sessionId: string;
}

interface Connection extends StreamViewer {
  res: ServerResponse;
  /** Live notices that arrived while the replay was being read: sent after it, in order. */
  pending: LoggedNotice[] | undefined;
  /** The id of the last notice sent, so a notice is never sent twice on one connection. */
  lastId: string | undefined;
  endTimer: NodeJS.Timeout;
}

export interface NoticeHub {
  /**
   * Takes over an SSE response: replays what the viewer missed since `lastEventId` (when given),
   * then sends their notices as they come, with heartbeats, until the client leaves, the session
   * ends, the stream's lifetime ends (the browser reconnects and the session is checked again) or
   * the hub closes.
   */
  open(res: ServerResponse, viewer: StreamViewer, lastEventId: string | undefined): Promise<void>;
  /** Open streams in this process, and per user. */
  count(userId?: number): number;
  /** Resolves once the subscriber listens (tests, bench). */
  ready(): Promise<void>;
  /** Ends every stream (they reconnect elsewhere); called as the process begins to stop. */
  endAll(): void;
  close(): Promise<void>;
}

export function createNoticeHub(options: {
  redisUrl: string;
  /** For replays (XRANGE on the notice log). */
  redis: Redis;
  prefix: string;
  logger: Logger;
  heartbeatMs: number;
  /** A stream ends after this long (± 10 %), so a signed-out session cannot keep listening. */
  maxStreamMs: number;
}): NoticeHub {
  const { logger } = options;
  const connections = new Set<Connection>();
  const byUser = new Map<number, Set<Connection>>();
  const subscriber = createRedis(options.redisUrl, { forWorker: true });
  subscriber.on('error', (error) => logger.warn({ err: error }, 'live stream: redis problem'));
  const channel = noticeChannel(options.prefix);
  const revokedChannel = sessionsRevokedChannel(options.prefix);
  const subscribed = subscriber.subscribe(channel, revokedChannel).then(() => undefined);
  subscribed.catch((error: unknown) => logger.error({ err: error }, 'live stream: not subscribed'));
  // Sessions that ended while the subscriber was away were not heard: ask about every open stream.
  subscriber.on('ready', () => void endRevoked([...connections]));
  subscriber.on('message', (from: string, message: string) => {
    if (from === revokedChannel) {
      const ended = new Set(parseRevokedSessions(message));
      for (const connection of [...connections]) {
        if (ended.has(connection.sessionId)) end(connection);
      }
      return;
    }
    const logged = parseChannelMessage(message);
    if (!logged) return;
    const { audience } = logged.notice;
    const targets =
      'userIds' in audience
        ? audience.userIds.flatMap((userId) => [...(byUser.get(userId) ?? [])])
        : connections;
    for (const connection of targets) {
      if (!noticeIsFor(audience, connection.userId, connection.role)) continue;
      if (connection.pending) connection.pending.push(logged);
      else send(connection, logged);
    }
  });

  const heartbeat = setInterval(() => {
    for (const connection of connections) connection.res.write(': heartbeat\n\n');
  }, options.heartbeatMs);
  heartbeat.unref();

  function send(connection: Connection, { id, notice }: LoggedNotice): void {
    if (connection.lastId && compareStreamIds(id, connection.lastId) <= 0) return;
    connection.lastId = id;
    connection.res.write(frame(id, notice.type, notice.data));
  }

  /** Ends the streams among these whose sessions have been signed out. */
  async function endRevoked(candidates: Connection[]): Promise<void> {
    if (candidates.length === 0) return;
    try {
      const revoked = await findRevokedSessions(
        options.redis,
        options.prefix,
        candidates.map((connection) => connection.sessionId),
      );
      for (const connection of candidates) {
        if (revoked.has(connection.sessionId)) end(connection);
      }
    } catch (error) {
      // The stream's lifetime still bounds how long a signed-out session could listen.
      logger.warn({ err: error }, 'live stream: could not check sessions');
    }
  }

  function end(connection: Connection): void {
    remove(connection);
    connection.res.end();
  }

  function remove(connection: Connection): void {
    if (!connections.delete(connection)) return;
    clearTimeout(connection.endTimer);
    const mine = byUser.get(connection.userId);
    mine?.delete(connection);
    if (mine?.size === 0) byUser.delete(connection.userId);
  }

  return {
    async open(res, viewer, lastEventId) {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-store, no-transform',
        Connection: 'keep-alive',
        // Proxies that buffer (nginx) must pass each event on at once.
        'X-Accel-Buffering': 'no',
      });
      // How long the browser waits before reconnecting after the stream ends.
      res.write('retry: 3000\n\n');
      const lifetime = options.maxStreamMs * (0.9 + Math.random() * 0.2);
      const connection: Connection = {
        ...viewer,
        res,
        pending: lastEventId ? [] : undefined,
        lastId: lastEventId,
        endTimer: setTimeout(() => res.end(), lifetime),
      };
      connection.endTimer.unref();
      connections.add(connection);
      let mine = byUser.get(viewer.userId);
      if (!mine) byUser.set(viewer.userId, (mine = new Set()));
      mine.add(connection);
      res.on('close', () => remove(connection));
      // The session may have ended between its check and this stream joining the hub.
      await endRevoked([connection]);
      if (!lastEventId || !connections.has(connection)) return;
      try {
        const { notices, complete } = await noticesSince(
          options.redis,
          options.prefix,
          lastEventId,
        );
        if (!complete) res.write(frame(undefined, 'resync', {}));
        for (const logged of notices) {
          if (noticeIsFor(logged.notice.audience, viewer.userId, viewer.role)) {
            send(connection, logged);
          }
        }
      } catch (error) {
        logger.warn({ err: error }, 'live stream: replay failed; asking the tab to refetch');
        res.write(frame(undefined, 'resync', {}));
      }
      const pending = connection.pending ?? [];
      connection.pending = undefined;
      for (const logged of pending) send(connection, logged);
    },
    count(userId) {
      return userId === undefined ? connections.size : (byUser.get(userId)?.size ?? 0);
    },
    ready: () => subscribed,
    endAll() {
      for (const connection of [...connections]) end(connection);
    },
    async close() {
      clearInterval(heartbeat);
      this.endAll();
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

/** One server-sent event: `id` (when it has one), `event` and one line of JSON `data`. */
export function frame(id: string | undefined, type: Notice['type'], data: unknown): string {
  return `${id ? `id: ${id}\n` : ''}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}
