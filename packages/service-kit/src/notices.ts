import type { Notice } from '@fc/contracts/notices';
import type { Redis } from 'ioredis';

/**
 * Live-stream notices through Redis (docs/live-updates.md). Each notice is appended to
 * a capped stream (its id is the SSE event id, so a reconnecting tab can replay what it missed
 * from Last-Event-ID) and published on a channel every stream-holding replica subscribes to, in
 * one script, so the two never disagree and the channel's order is the stream's order.
 */

/** How many notices the replay log keeps (approximately: trimmed with MAXLEN ~). */
export const NOTICE_LOG_LENGTH = 20_000;

export const noticeLogKey = (prefix: string) => `${prefix}:notices:log`;
export const noticeChannel = (prefix: string) => `${prefix}:notices`;

const APPEND_AND_PUBLISH = `
local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], '*', 'n', ARGV[2])
redis.call('PUBLISH', ARGV[3], id .. ' ' .. ARGV[2])
return id`;

/** A notice as the channel carries it: `<stream id> <json>`. */
export interface LoggedNotice {
  id: string;
  notice: Notice;
}

export function parseChannelMessage(message: string): LoggedNotice | undefined {
  const space = message.indexOf(' ');
  if (space <= 0) return undefined;
  try {
    return { id: message.slice(0, space), notice: JSON.parse(message.slice(space + 1)) as Notice };
  } catch {
    return undefined;
  }
}

/**
 * Appends and publishes notices, in order. Best effort by design: a notice only tells a page to
 * refresh sooner; the caller logs a failure and carries on (the data of record is committed).
 */
export async function publishNotices(
  redis: Redis,
  prefix: string,
  notices: readonly Notice[],
): Promise<void> {
  if (notices.length === 0) return;
  const pipeline = redis.pipeline();
  for (const notice of notices) {
    pipeline.eval(
      APPEND_AND_PUBLISH,
      1,
      noticeLogKey(prefix),
      String(NOTICE_LOG_LENGTH),
      JSON.stringify(notice),
      noticeChannel(prefix),
    );
  }
  const results = await pipeline.exec();
  const failed = results?.find(([error]) => error)?.[0];
  if (failed) throw failed;
}

/**
 * The notices logged after `afterId` (exclusive), oldest first, at most `limit`; `complete` is
 * false when the log no longer reaches back to `afterId` (it was trimmed, or the id is unknown):
 * the tab should then refetch everything.
 */
export async function noticesSince(
  redis: Redis,
  prefix: string,
  afterId: string,
  limit = 1_000,
): Promise<{ notices: LoggedNotice[]; complete: boolean }> {
  const key = noticeLogKey(prefix);
  const first = await redis.xrange(key, '-', '+', 'COUNT', 1);
  const oldest = first[0]?.[0];
  const entries = await redis.xrange(key, `(${afterId}`, '+', 'COUNT', limit);
  const notices: LoggedNotice[] = [];
  for (const [id, fields] of entries) {
    const json = fields[fields.indexOf('n') + 1];
    if (!json) continue;
    try {
      notices.push({ id, notice: JSON.parse(json) as Notice });
    } catch {
      // A malformed entry is skipped: the stream only ever holds what publishNotices wrote.
    }
  }
  const reachesBack = oldest === undefined || compareStreamIds(oldest, afterId) <= 0;
  return { notices, complete: reachesBack && entries.length < limit };
}

/** Orders two Redis stream ids (`<ms>-<seq>`). */
export function compareStreamIds(a: string, b: string): number {
  const [aMs = 0n, aSeq = 0n] = a.split('-').map((part) => BigInt(part));
  const [bMs = 0n, bSeq = 0n] = b.split('-').map((part) => BigInt(part));
  if (aMs !== bMs) return aMs < bMs ? -1 : 1;
  if (aSeq !== bSeq) return aSeq < bSeq ? -1 : 1;
  return 0;
}

/** Whether a Last-Event-ID header is a stream id this server could have sent. */
export const isStreamId = (value: string): boolean => /^\d{1,15}-\d{1,10}$/.test(value);
