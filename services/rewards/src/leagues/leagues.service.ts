import {
  leagueTierName as tierName,
  leagueZoneOf,
  TOP_TIER,
  type LeagueOutcome,
  type MyLeague,
} from '@fc/contracts/leagues';
import { httpErrors } from '@fc/service-kit/errors';
import { publishEvent } from '@fc/service-kit/events/publish';
import { scheduleRecurringJob } from '@fc/service-kit/recurring';
import { inTransaction } from '../db.ts';
import type { RewardsDeps } from '../deps.ts';
import { applyMemberChange } from '../points/rewards.engine.ts';
import { addDays, startOfDayInZone, weekStartOf } from './league-week.ts';
import {
  claimWeek,
  countSeenPromotions,
  findMembership,
  findResult,
  findTier,
  findUnseenResult,
  hasWeekActivity,
  isWeekClosed,
  listLeagueStandings,
  listUnclosedWeeks,
  lockLeagueTier,
  markResultsSeen,
  placeUnplaced,
  writeWeekResults,
  type LeagueWeek,
} from './leagues.repository.ts';

/** What placing a student in a league needs: both ways to the database and the club's time zone. */
export type LeagueDeps = Pick<RewardsDeps, 'prisma' | 'db' | 'config' | 'logger'>;

/** The week that starts on that Monday, in the club's time zone. */
export function leagueWeek(weekStart: string, timeZone: string): LeagueWeek {
  return {
    weekStart,
    from: startOfDayInZone(weekStart, timeZone),
    to: startOfDayInZone(addDays(weekStart, 7), timeZone),
  };
}

/**
 * Whether students may be placed in this week yet: not while last week, which had activity, is
 * still to be closed (its close moves tiers, and a placement now would use the old tier).
 */
async function mayPlaceIn(deps: LeagueDeps, week: LeagueWeek): Promise<boolean> {
  const previous = leagueWeek(addDays(week.weekStart, -7), deps.config.CLUB_TIMEZONE);
  return (
    (await isWeekClosed(deps.prisma, previous.weekStart)) ||
    !(await hasWeekActivity(deps.db, previous))
  );
}

/**
 * Places a student who has earned points this week and has no league in it yet (the fullest
 * league of their tier with a free seat, else a new one). Answers their membership, or null
 * when they are not placed (no points this week, or last week still to be closed).
 */
export async function placeInThisWeek(deps: LeagueDeps, userId: number, now = new Date()) {
  const timeZone = deps.config.CLUB_TIMEZONE;
  const week = leagueWeek(weekStartOf(now, timeZone), timeZone);
  const membership = await findMembership(deps.prisma, week.weekStart, userId);
  if (membership || !(await mayPlaceIn(deps, week))) return membership;
  const tier = await findTier(deps.prisma, userId);
  await inTransaction(deps, async (trx) => {
    await lockLeagueTier(trx, week.weekStart, tier);
    await placeUnplaced(trx, week, { userIds: [userId] });
  });
  return findMembership(deps.prisma, week.weekStart, userId);
}

/**
 * The caller's league this week, placing them now if they have earned points and are not in
 * one yet (their first points place them as well: placeInThisWeek).
 */
export async function getMyLeague(
  deps: RewardsDeps,
  userId: number,
  now = new Date(),
): Promise<MyLeague> {
  const timeZone = deps.config.CLUB_TIMEZONE;
  const week = leagueWeek(weekStartOf(now, timeZone), timeZone);
  const membership = await placeInThisWeek(deps, userId, now);
  const tier = membership?.tier ?? (await findTier(deps.prisma, userId));
  const standings = membership
    ? await listLeagueStandings(deps.db, week, membership.tier, membership.leagueNo)
    : [];
  const table = standings.map((row) => ({
    rank: row.rank,
    id: row.user_id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    weekPoints: row.week_points,
    zone: leagueZoneOf(row.rank, standings.length, tier, row.week_points),
  }));
  const mine = table.find((row) => row.id === userId);
  const unseen = await findUnseenResult(deps.prisma, userId);
  return {
    weekStart: week.weekStart,
    weekEndsAt: week.to.toISOString(),
    tier,
    tierName: tierName(tier),
    placed: membership !== null,
    table,
    myRank: mine?.rank ?? null,
    myWeekPoints: mine?.weekPoints ?? 0,
    unseenResult: unseen
      ? {
          weekStart: unseen.weekStart,
          tier: unseen.tier,
          tierName: tierName(unseen.tier),
          newTier: unseen.newTier,
          newTierName: tierName(unseen.newTier),
          rank: unseen.rank,
          weekPoints: unseen.weekPoints,
          outcome: unseen.outcome as LeagueOutcome,
        }
      : null,
  };
}

/** Marks the caller's result of that week (and older ones) seen; 404 when they have none. */
export async function markLeagueResultSeen(
  deps: RewardsDeps,
  userId: number,
  weekStart: string,
): Promise<{ weekStart: string; seen: number }> {
  if (!(await findResult(deps.prisma, userId, weekStart))) {
    throw httpErrors.notFound('No league result for that week', 'LEAGUE_RESULT_NOT_FOUND');
  }
  const seen = await markResultsSeen(deps.prisma, userId, weekStart);
  // A promotion, once seen, counts for the Moving Up achievement (set from the results, so
  // seeing the same result twice counts it once).
  const promotions = await countSeenPromotions(deps.prisma, userId);
  await inTransaction(deps, (trx) =>
    applyMemberChange(trx, deps.context, userId, {
      at: new Date(),
      reason: 'league_result_seen',
      stats: () => ({ league_promotions: promotions }),
    }),
  );
  return { weekStart, seen };
}

export interface ClosedWeek {
  weekStart: string;
  placed: number;
  students: number;
  leagues: number;
}

/**
 * Closes one week: claims it (league_week), places the students who earned points in it and
 * were never placed, writes every result, moves the tiers and publishes league.week_closed,
 * all in one transaction. Answers null when the week is (being) closed by someone else.
 */
export async function closeWeek(deps: RewardsDeps, weekStart: string): Promise<ClosedWeek | null> {
  const week = leagueWeek(weekStart, deps.config.CLUB_TIMEZONE);
  return inTransaction(deps, async (trx) => {
    if (!(await claimWeek(trx, weekStart))) return null;
    for (let tier = 0; tier <= TOP_TIER; tier += 1) await lockLeagueTier(trx, weekStart, tier);
    const placed = await placeUnplaced(trx, week);
    const { students, leagues } = await writeWeekResults(trx, week);
    await publishEvent(trx, 'league.week_closed', { weekStart, leagues, students });
    return { weekStart, placed, students, leagues };
  });
}

/**
 * Closes every past week not closed yet, oldest first (last week always; older ones when they
 * have leagues). Safe to run on every replica at once: each week closes exactly once.
 */
export async function closePastWeeks(deps: RewardsDeps, now = new Date()): Promise<ClosedWeek[]> {
  const current = weekStartOf(now, deps.config.CLUB_TIMEZONE);
  const previous = addDays(current, -7);
  const weeks = [...new Set([...(await listUnclosedWeeks(deps.db, current)), previous])].sort();
  const closed: ClosedWeek[] = [];
  for (const weekStart of weeks) {
    if (await isWeekClosed(deps.prisma, weekStart)) continue;
    const result = await closeWeek(deps, weekStart);
    if (result) closed.push(result);
  }
  return closed;
}

/** A student active (a lesson, quiz, deck, review, trade or plan) this many days before a week starts is placed as it starts. */
export const ACTIVE_DAYS_BEFORE_WEEK = 14;

/**
 * Places every active student who has no league this week yet (ACTIVE_DAYS_BEFORE_WEEK), so
 * the week's leagues are full from its start, not only of those who have earned points yet.
 * Not while last week is still to be closed (its close moves tiers). Answers how many.
 */
export async function placeActiveStudents(deps: RewardsDeps, now = new Date()): Promise<number> {
  const timeZone = deps.config.CLUB_TIMEZONE;
  const week = leagueWeek(weekStartOf(now, timeZone), timeZone);
  if (!(await mayPlaceIn(deps, week))) return 0;
  const activeSince = startOfDayInZone(addDays(week.weekStart, -ACTIVE_DAYS_BEFORE_WEEK), timeZone);
  return inTransaction(deps, async (trx) => {
    for (let tier = 0; tier <= TOP_TIER; tier += 1) await lockLeagueTier(trx, week.weekStart, tier);
    return placeUnplaced(trx, week, { activeSince });
  });
}

/**
 * The league job: closes the past weeks, then places this week's active students. Its first
 * run in a week is the week's start; later runs place whoever became active since.
 */
export async function runLeagueWeeks(
  deps: RewardsDeps,
  now = new Date(),
): Promise<{ closed: ClosedWeek[]; placed: number }> {
  const closed = await closePastWeeks(deps, now);
  return { closed, placed: await placeActiveStudents(deps, now) };
}

/** Runs the league job every LEAGUE_CLOSE_CHECK_SECONDS (once per period across replicas). */
export function scheduleLeagueClose(deps: RewardsDeps): Promise<() => Promise<void>> {
  return scheduleRecurringJob({
    queue: 'rewards.league-close',
    everyMs: deps.config.LEAGUE_CLOSE_CHECK_SECONDS * 1000,
    run: () => runLeagueWeeks(deps),
    redisUrl: deps.config.REDIS_URL,
    redisPrefix: deps.config.REDIS_PREFIX,
    logger: deps.logger,
  });
}
