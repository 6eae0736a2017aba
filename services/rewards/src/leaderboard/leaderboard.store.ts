import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { Redis } from 'ioredis';

/**
 * The points leaderboard as a Redis sorted set, so ranks stay fast with many members. The score
 * is the points; members with equal points are ordered by who reached them first, which the
 * member string encodes (ZREVRANGE orders equal scores by member, highest first, so the time is
 * stored inverted). A hash remembers each user's current member string, and another what a
 * row of the board shows, so a page is served from Redis alone.
 *
 * Writes happen after the database commits, so two of them for one member can arrive out of
 * order. Each carries the member's pointsSequence (bumped by every change to what the board
 * shows) and a fourth hash keeps the last one applied: an older write is ignored.
 */
const TIME_CEILING = 9_999_999_999_999;

export interface LeaderboardMember {
  userId: number;
  points: number;
  pointsReachedAt: Date;
  role: string;
  username: string;
  firstName: string;
  lastName: string;
  streak: number;
  lastActivityDay: string | null;
  /** Grows with every change the board shows: the newer of two writes wins. */
  pointsSequence: number;
}

/** What a row of the board shows (the streak is as of the last activity day). */
export type LeaderboardProfile = Pick<
  LeaderboardMember,
  'userId' | 'points' | 'username' | 'firstName' | 'lastName' | 'streak' | 'lastActivityDay'
>;

const profileOf = (member: LeaderboardMember): string =>
  JSON.stringify({
    userId: member.userId,
    points: member.points,
    username: member.username,
    firstName: member.firstName,
    lastName: member.lastName,
    streak: member.streak,
    lastActivityDay: member.lastActivityDay,
  } satisfies LeaderboardProfile);

const memberString = (member: LeaderboardMember) =>
  `${String(TIME_CEILING - member.pointsReachedAt.getTime()).padStart(13, '0')}:${member.userId}`;

/**
 * KEYS: board, members, profiles, sequences. ARGV: user id, sequence, score, member string,
 * profile; without a member string the user leaves the board (not a student). Answers 0 when a newer
 * write was already applied.
 */
const UPSERT_SCRIPT = `
local seen = redis.call('HGET', KEYS[4], ARGV[1])
if seen and tonumber(seen) > tonumber(ARGV[2]) then return 0 end
local previous = redis.call('HGET', KEYS[2], ARGV[1])
if previous then redis.call('ZREM', KEYS[1], previous) end
if ARGV[4] then
  redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
  redis.call('HSET', KEYS[2], ARGV[1], ARGV[4])
  redis.call('HSET', KEYS[3], ARGV[1], ARGV[5])
else
  redis.call('HDEL', KEYS[2], ARGV[1])
  redis.call('HDEL', KEYS[3], ARGV[1])
end
redis.call('HSET', KEYS[4], ARGV[1], ARGV[2])
return 1`;

/** KEYS as above; forgets a user entirely, sequence included. */
const REMOVE_SCRIPT = `
local previous = redis.call('HGET', KEYS[2], ARGV[1])
if previous then redis.call('ZREM', KEYS[1], previous) end
redis.call('HDEL', KEYS[2], ARGV[1])
redis.call('HDEL', KEYS[3], ARGV[1])
redis.call('HDEL', KEYS[4], ARGV[1])
return 1`;

/** A page, the number of members and the caller's rank, in one round trip. */
const PAGE_SCRIPT = `
local entries = redis.call('ZREVRANGE', KEYS[1], ARGV[1], ARGV[2])
local rows = {}
if #entries > 0 then
  local ids = {}
  for i, entry in ipairs(entries) do ids[i] = string.match(entry, ':(%d+)$') end
  rows = redis.call('HMGET', KEYS[3], unpack(ids))
end
local rank = -1
local member = redis.call('HGET', KEYS[2], ARGV[3])
if member then
  local found = redis.call('ZREVRANK', KEYS[1], member)
  if found then rank = found end
end
return {rows, redis.call('ZCARD', KEYS[1]), rank}`;

/**
 * Puts a rebuild's staging keys in place of the board, only while the run still holds the
 * rebuild lock (a run that outlived its lock changes nothing). KEYS: the lock, the 4 live keys,
 * the 4 staging keys. ARGV: the run's token. A staging key a run never wrote (no ranked members)
 * leaves its live key deleted. The staging keys expire (a crashed run leaves nothing for long):
 * the renamed keys must not.
 */
const SWAP_SCRIPT = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then
  redis.call('DEL', KEYS[6], KEYS[7], KEYS[8], KEYS[9])
  return 0
end
redis.call('DEL', KEYS[2], KEYS[3], KEYS[4], KEYS[5])
for i = 2, 5 do
  if redis.call('EXISTS', KEYS[i + 4]) == 1 then
    redis.call('RENAME', KEYS[i + 4], KEYS[i])
    redis.call('PERSIST', KEYS[i])
  end
end
return 1`;

/** Releases a lock only if this run still holds it. KEYS: the lock. ARGV: the run's token. */
const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/** A rebuild holds the lock at most this long (far more than 100,000 members take). */
const REBUILD_LOCK_MS = 120_000;
/** A rebuild that finds another under way waits for it this long at most. */
const REBUILD_WAIT_MS = 150_000;

export interface LeaderboardPage {
  rows: LeaderboardProfile[];
  total: number;
  /** 1-based rank of the caller, or null when they are not ranked. */
  callerRank: number | null;
}

export interface LeaderboardStore {
  /** The rows of ranks offset+1 … offset+limit, the member count and the caller's rank. */
  pageFor(offset: number, limit: number, callerId: number): Promise<LeaderboardPage>;
  /**
   * Puts a member at their current points (only students are ranked). Answers false, changing
   * nothing, when a write with a newer sequence was applied already.
   */
  update(member: LeaderboardMember): Promise<boolean>;
  /** Forgets a user entirely. */
  remove(userId: number): Promise<void>;
  /**
   * Replaces the whole board with these members (on start: the database is the truth). One
   * rebuild at a time across replicas (a Redis lock; a second waits for the first), each staged
   * in keys of its own run and put in place at once, so a reader sees the old board or the new.
   */
  rebuild(members: LeaderboardMember[]): Promise<void>;
  /**
   * Compares the board with the database's members and repairs what differs, without
   * stopping the board: a member whose row, score or profile is wrong is written again (unless
   * a newer write got there first), and a user on the board the database does not rank (asked
   * again through `lookup`, in case they are new) is taken off.
   */
  reconcile(
    members: LeaderboardMember[],
    lookup: (userIds: number[]) => Promise<LeaderboardMember[]>,
  ): Promise<ReconcileReport>;
  /** 1-based rank, or null when the user is not ranked. */
  rankOf(userId: number): Promise<number | null>;
  count(): Promise<number>;
}

export interface ReconcileReport {
  checked: number;
  /** Users whose place on the board was wrong and is now right. */
  fixedUserIds: number[];
}

type ScriptCommand = (...args: (string | number)[]) => Promise<unknown>;

/**
 * The scripts as commands of their own: ioredis sends each by its SHA (EVALSHA) and loads it
 * only when Redis does not know it yet, instead of sending the script text on every call.
 */
function scriptCommands(redis: Redis) {
  const commands = redis as unknown as Record<string, ScriptCommand | undefined>;
  if (!commands.fcLeaderboardUpsert) {
    redis.defineCommand('fcLeaderboardUpsert', { numberOfKeys: 4, lua: UPSERT_SCRIPT });
    redis.defineCommand('fcLeaderboardRemove', { numberOfKeys: 4, lua: REMOVE_SCRIPT });
    redis.defineCommand('fcLeaderboardPage', { numberOfKeys: 3, lua: PAGE_SCRIPT });
    redis.defineCommand('fcLeaderboardSwap', { numberOfKeys: 9, lua: SWAP_SCRIPT });
    redis.defineCommand('fcLeaderboardRelease', { numberOfKeys: 1, lua: RELEASE_SCRIPT });
  }
  const call =
    (name: string): ScriptCommand =>
    (...args) =>
      (commands[name] as ScriptCommand).apply(redis, args);
  return {
    upsert: call('fcLeaderboardUpsert'),
    remove: call('fcLeaderboardRemove'),
    page: call('fcLeaderboardPage'),
    swap: call('fcLeaderboardSwap'),
    release: call('fcLeaderboardRelease'),
  };
}

export function createLeaderboardStore(redis: Redis, prefix: string): LeaderboardStore {
  const scripts = scriptCommands(redis);
  const board = `${prefix}:leaderboard:points`;
  const members = `${prefix}:leaderboard:members`;
  const profiles = `${prefix}:leaderboard:profiles`;
  const sequences = `${prefix}:leaderboard:sequences`;
  const keys = [board, members, profiles, sequences];
  const rebuildLock = `${prefix}:leaderboard:rebuild-lock`;
  // Only students are ranked: teachers and admins run the club (docs/product.md, "For teachers").
  const isRanked = (member: LeaderboardMember) => member.role === 'student';
  const store: LeaderboardStore = {
    async update(member) {
      const placed = isRanked(member)
        ? [member.points, memberString(member), profileOf(member)]
        : [];
      const applied = await scripts.upsert(
        ...keys,
        String(member.userId),
        member.pointsSequence,
        ...placed,
      );
      return applied === 1;
    },
    async remove(userId) {
      await scripts.remove(...keys, String(userId));
    },
    async rebuild(all) {
      // Replicas rebuild on start, often together: one at a time, each in keys of its own run.
      const token = randomUUID();
      const deadline = Date.now() + REBUILD_WAIT_MS;
      while ((await redis.set(rebuildLock, token, 'PX', REBUILD_LOCK_MS, 'NX')) === null) {
        if (Date.now() > deadline) {
          throw new Error('the leaderboard rebuild waited too long for another one to finish');
        }
        await delay(50 + Math.floor(Math.random() * 50));
      }
      const staging = keys.map((key) => `${key}:rebuild:${token}`);
      const [stagingBoard, stagingMembers, stagingProfiles, stagingSequences] = staging as [
        string,
        string,
        string,
        string,
      ];
      try {
        for (let start = 0; start < all.length; start += 1_000) {
          const pipeline = redis.pipeline();
          for (const member of all.slice(start, start + 1_000)) {
            const id = String(member.userId);
            pipeline.hset(stagingSequences, id, member.pointsSequence);
            if (!isRanked(member)) continue;
            pipeline.zadd(stagingBoard, member.points, memberString(member));
            pipeline.hset(stagingMembers, id, memberString(member));
            pipeline.hset(stagingProfiles, id, profileOf(member));
          }
          for (const key of staging) pipeline.pexpire(key, REBUILD_LOCK_MS);
          await pipeline.exec();
        }
        if ((await scripts.swap(rebuildLock, ...keys, ...staging, token)) !== 1) {
          throw new Error(
            'the leaderboard rebuild outlived its lock: the board was left as it was',
          );
        }
      } finally {
        await redis.del(...staging);
        await scripts.release(rebuildLock, token);
      }
    },
    async reconcile(all, lookup) {
      const [placedNow, profilesNow, boardNow] = await Promise.all([
        redis.hgetall(members),
        redis.hgetall(profiles),
        redis.zrange(board, 0, -1, 'WITHSCORES'),
      ]);
      const scores = new Map<string, number>();
      for (let i = 0; i < boardNow.length; i += 2)
        scores.set(boardNow[i] as string, Number(boardNow[i + 1]));
      const isRight = (member: LeaderboardMember) => {
        const id = String(member.userId);
        if (!isRanked(member)) return placedNow[id] === undefined;
        const placed = memberString(member);
        return (
          placedNow[id] === placed &&
          profilesNow[id] === profileOf(member) &&
          scores.get(placed) === member.points
        );
      };
      const fixedUserIds: number[] = [];
      const repair = async (member: LeaderboardMember) => {
        if (await store.update(member)) fixedUserIds.push(member.userId);
      };
      for (const member of all) if (!isRight(member)) await repair(member);

      const known = new Set(all.map((member) => String(member.userId)));
      const strays = Object.keys(placedNow).filter((id) => !known.has(id));
      if (strays.length > 0) {
        const found = new Map((await lookup(strays.map(Number))).map((m) => [m.userId, m]));
        for (const id of strays.map(Number)) {
          const member = found.get(id);
          if (member) {
            if (!isRight(member)) await repair(member);
          } else {
            await store.remove(id);
            fixedUserIds.push(id);
          }
        }
      }
      // Entries of the sorted set that no member string points at (a half-finished write).
      const placedStrings = new Set(Object.values(placedNow));
      const orphans = [...scores.keys()].filter((entry) => !placedStrings.has(entry));
      if (orphans.length > 0) {
        // Only those still unclaimed: a write since the snapshot may have claimed one.
        const claimed = new Set(Object.values(await redis.hgetall(members)));
        const gone = orphans.filter((entry) => !claimed.has(entry));
        if (gone.length > 0) await redis.zrem(board, ...gone);
        for (const entry of gone) fixedUserIds.push(Number(entry.split(':')[1]));
      }
      return { checked: all.length, fixedUserIds: [...new Set(fixedUserIds)] };
    },
    async pageFor(offset, limit, callerId) {
      const [rows, total, rank] = (await scripts.page(
        board,
        members,
        profiles,
        offset,
        offset + limit - 1,
        String(callerId),
      )) as [(string | null)[], number, number];
      return {
        rows: rows.flatMap((row) => (row ? [JSON.parse(row) as LeaderboardProfile] : [])),
        total,
        callerRank: rank < 0 ? null : rank + 1,
      };
    },
    async rankOf(userId) {
      const member = await redis.hget(members, String(userId));
      if (member === null) return null;
      const rank = await redis.zrevrank(board, member);
      return rank === null ? null : rank + 1;
    },
    count() {
      return redis.zcard(board);
    },
  };
  return store;
}
