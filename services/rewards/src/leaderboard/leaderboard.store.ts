import type { Redis } from 'ioredis';

/**
 * The points leaderboard as a Redis sorted set, so ranks stay fast with many members. The score
 * is the points; members with equal points are ordered by who reached them first, which the
 * member string encodes (ZREVRANGE orders equal scores by member, highest first, so the time is
 * stored inverted). A hash remembers each user's current member string, and another what a
 * row of the board shows, so a page is served from Redis alone.
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

const UPSERT_SCRIPT = `
local previous = redis.call('HGET', KEYS[2], ARGV[1])
if previous then redis.call('ZREM', KEYS[1], previous) end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[3])
redis.call('HSET', KEYS[3], ARGV[1], ARGV[4])
return 1`;

const REMOVE_SCRIPT = `
local previous = redis.call('HGET', KEYS[2], ARGV[1])
if previous then redis.call('ZREM', KEYS[1], previous) end
redis.call('HDEL', KEYS[2], ARGV[1])
redis.call('HDEL', KEYS[3], ARGV[1])
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

export interface LeaderboardPage {
  rows: LeaderboardProfile[];
  total: number;
  /** 1-based rank of the caller, or null when they are not ranked. */
  callerRank: number | null;
}

export interface LeaderboardStore {
  /** The rows of ranks offset+1 … offset+limit, the member count and the caller's rank. */
  pageFor(offset: number, limit: number, callerId: number): Promise<LeaderboardPage>;
  /** Puts a member at their current points (admins are not ranked). */
  update(member: LeaderboardMember): Promise<void>;
  remove(userId: number): Promise<void>;
  /** Replaces the whole board with these members (on start: the database is the truth). */
  rebuild(members: LeaderboardMember[]): Promise<void>;
  /** 1-based rank, or null when the user is not ranked. */
  rankOf(userId: number): Promise<number | null>;
  count(): Promise<number>;
}

type ScriptCommand = (...args: (string | number)[]) => Promise<unknown>;

/**
 * The scripts as commands of their own: ioredis sends each by its SHA (EVALSHA) and loads it
 * only when Redis does not know it yet, instead of sending the script text on every call.
 */
function scriptCommands(redis: Redis) {
  const commands = redis as unknown as Record<string, ScriptCommand | undefined>;
  if (!commands.fcLeaderboardUpsert) {
    redis.defineCommand('fcLeaderboardUpsert', { numberOfKeys: 3, lua: UPSERT_SCRIPT });
    redis.defineCommand('fcLeaderboardRemove', { numberOfKeys: 3, lua: REMOVE_SCRIPT });
    redis.defineCommand('fcLeaderboardPage', { numberOfKeys: 3, lua: PAGE_SCRIPT });
  }
  const call =
    (name: string): ScriptCommand =>
    (...args) =>
      (commands[name] as ScriptCommand).apply(redis, args);
  return {
    upsert: call('fcLeaderboardUpsert'),
    remove: call('fcLeaderboardRemove'),
    page: call('fcLeaderboardPage'),
  };
}

export function createLeaderboardStore(redis: Redis, prefix: string): LeaderboardStore {
  const scripts = scriptCommands(redis);
  const board = `${prefix}:leaderboard:points`;
  const members = `${prefix}:leaderboard:members`;
  const profiles = `${prefix}:leaderboard:profiles`;
  const isRanked = (member: LeaderboardMember) => member.role !== 'admin';
  return {
    async update(member) {
      if (!isRanked(member)) return this.remove(member.userId);
      await scripts.upsert(
        board,
        members,
        profiles,
        String(member.userId),
        member.points,
        memberString(member),
        profileOf(member),
      );
    },
    async remove(userId) {
      await scripts.remove(board, members, profiles, String(userId));
    },
    async rebuild(all) {
      const staging = `${board}:rebuild`;
      const stagingMembers = `${members}:rebuild`;
      const stagingProfiles = `${profiles}:rebuild`;
      await redis.del(staging, stagingMembers, stagingProfiles);
      const ranked = all.filter(isRanked);
      for (let start = 0; start < ranked.length; start += 1_000) {
        const pipeline = redis.pipeline();
        for (const member of ranked.slice(start, start + 1_000)) {
          pipeline.zadd(staging, member.points, memberString(member));
          pipeline.hset(stagingMembers, String(member.userId), memberString(member));
          pipeline.hset(stagingProfiles, String(member.userId), profileOf(member));
        }
        await pipeline.exec();
      }
      const swap = redis.multi().del(board, members, profiles);
      if (ranked.length > 0) {
        swap
          .rename(staging, board)
          .rename(stagingMembers, members)
          .rename(stagingProfiles, profiles);
      }
      await swap.exec();
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
}
