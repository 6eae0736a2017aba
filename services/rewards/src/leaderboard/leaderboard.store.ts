import type { Redis } from 'ioredis';

/**
 * The points leaderboard as a Redis sorted set, so ranks stay fast with many members. The score
 * is the points; members with equal points are ordered by who reached them first, which the
 * member string encodes (ZREVRANGE orders equal scores by member, highest first, so the time is
 * stored inverted). A hash remembers each user's current member string.
 */
const TIME_CEILING = 9_999_999_999_999;

export interface LeaderboardMember {
  userId: number;
  points: number;
  pointsReachedAt: Date;
  role: string;
}

const memberString = (member: LeaderboardMember) =>
  `${String(TIME_CEILING - member.pointsReachedAt.getTime()).padStart(13, '0')}:${member.userId}`;

const UPSERT_SCRIPT = `
local previous = redis.call('HGET', KEYS[2], ARGV[1])
if previous then redis.call('ZREM', KEYS[1], previous) end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[3])
return 1`;

const REMOVE_SCRIPT = `
local previous = redis.call('HGET', KEYS[2], ARGV[1])
if previous then redis.call('ZREM', KEYS[1], previous) end
redis.call('HDEL', KEYS[2], ARGV[1])
return 1`;

export interface LeaderboardStore {
  /** Puts a member at their current points (admins are not ranked). */
  update(member: LeaderboardMember): Promise<void>;
  remove(userId: number): Promise<void>;
  /** Replaces the whole board with these members (on start: the database is the truth). */
  rebuild(members: LeaderboardMember[]): Promise<void>;
  /** User ids of ranks offset+1 … offset+limit. */
  page(offset: number, limit: number): Promise<number[]>;
  /** 1-based rank, or null when the user is not ranked. */
  rankOf(userId: number): Promise<number | null>;
  count(): Promise<number>;
}

export function createLeaderboardStore(redis: Redis, prefix: string): LeaderboardStore {
  const board = `${prefix}:leaderboard:points`;
  const members = `${prefix}:leaderboard:members`;
  const isRanked = (member: LeaderboardMember) => member.role !== 'admin';
  return {
    async update(member) {
      if (!isRanked(member)) return this.remove(member.userId);
      await redis.eval(
        UPSERT_SCRIPT,
        2,
        board,
        members,
        String(member.userId),
        member.points,
        memberString(member),
      );
    },
    async remove(userId) {
      await redis.eval(REMOVE_SCRIPT, 2, board, members, String(userId));
    },
    async rebuild(all) {
      const staging = `${board}:rebuild`;
      const stagingMembers = `${members}:rebuild`;
      await redis.del(staging, stagingMembers);
      const ranked = all.filter(isRanked);
      for (let start = 0; start < ranked.length; start += 1_000) {
        const pipeline = redis.pipeline();
        for (const member of ranked.slice(start, start + 1_000)) {
          pipeline.zadd(staging, member.points, memberString(member));
          pipeline.hset(stagingMembers, String(member.userId), memberString(member));
        }
        await pipeline.exec();
      }
      const swap = redis.multi().del(board, members);
      if (ranked.length > 0) swap.rename(staging, board).rename(stagingMembers, members);
      await swap.exec();
    },
    async page(offset, limit) {
      const entries = await redis.zrevrange(board, offset, offset + limit - 1);
      return entries.map((entry) => Number(entry.split(':')[1]));
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
