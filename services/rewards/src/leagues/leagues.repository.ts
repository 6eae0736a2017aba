import { LEAGUE_DEMOTED, LEAGUE_PROMOTED, LEAGUE_SIZE, TOP_TIER } from '@fc/contracts/leagues';
import type { DbOrTx, Tx } from '../db.ts';
import { Prisma } from '../generated/prisma/client.ts';

/** A club week: its Monday and the instants it runs from (inclusive) and to (exclusive). */
export interface LeagueWeek {
  weekStart: string;
  from: Date;
  to: Date;
}

/**
 * What a week's points are: the positive ledger rows in the week, except admin changes, per
 * student (members with role student), with when they reached their week total (ties go to who
 * got there first).
 */
function weekPointsSql(week: LeagueWeek, userIds?: number[]): Prisma.Sql {
  const only = userIds ? Prisma.sql`AND e.user_id = ANY(${userIds}::int[])` : Prisma.empty;
  return Prisma.sql`
    SELECT e.user_id, sum(e.delta)::int AS points, max(e.created_at) AS reached_at
    FROM points_entry e JOIN member m ON m.user_id = e.user_id AND m.role = 'student'
    WHERE e.delta > 0 AND e.reason <> 'admin_set'
      AND e.created_at >= ${week.from} AND e.created_at < ${week.to} ${only}
    GROUP BY e.user_id`;
}

/** Serialises placements into one (week, tier): two never fill the same last seat. */
export async function lockLeagueTier(tx: Tx, weekStart: string, tier: number): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`rewards:league:${weekStart}`}), ${tier}::int)`;
}

export async function findTier(db: DbOrTx, userId: number): Promise<number> {
  return (await db.leagueTier.findUnique({ where: { userId } }))?.tier ?? 0;
}

export function findMembership(db: DbOrTx, weekStart: string, userId: number) {
  return db.leagueMembership.findUnique({ where: { weekStart_userId: { weekStart, userId } } });
}

export async function isWeekClosed(db: DbOrTx, weekStart: string): Promise<boolean> {
  return (await db.leagueWeek.findUnique({ where: { weekStart } })) !== null;
}

export async function hasMemberships(db: DbOrTx, weekStart: string): Promise<boolean> {
  return (await db.leagueMembership.findFirst({ where: { weekStart } })) !== null;
}

/**
 * Who may be placed: the students who earned points in the week (or only those of `userIds`),
 * or every student active since a moment (a lesson, quiz, deck, review, trade or plan: the
 * member's lastActiveAt), with when they got there (earlier ones take the free seats first).
 */
export type PlacementCandidates = { userIds?: number[] } | { activeSince: Date };

function candidatesSql(week: LeagueWeek, who: PlacementCandidates): Prisma.Sql {
  if ('activeSince' in who) {
    return Prisma.sql`
      SELECT user_id, last_active_at AS reached_at FROM member
      WHERE role = 'student' AND last_active_at >= ${who.activeSince} AND last_active_at < ${week.to}`;
  }
  return weekPointsSql(week, who.userIds);
}

/**
 * Places the candidates (above) who have no league in the week yet: each fills the fullest
 * league of their tier with a free seat, then new leagues of 30. One statement, set-based; the
 * caller holds the (week, tier) locks. Answers how many were placed.
 */
export function placeUnplaced(
  tx: Tx,
  week: LeagueWeek,
  who: PlacementCandidates = {},
): Promise<number> {
  return tx.$executeRaw`
    WITH points AS (${candidatesSql(week, who)}),
    unplaced AS (
      SELECT p.user_id, coalesce(t.tier, 0) AS tier,
             row_number() OVER (PARTITION BY coalesce(t.tier, 0) ORDER BY p.reached_at, p.user_id) AS n
      FROM points p LEFT JOIN league_tier t ON t.user_id = p.user_id
      WHERE NOT EXISTS (
        SELECT 1 FROM league_membership lm WHERE lm.week_start = ${week.weekStart} AND lm.user_id = p.user_id)
    ),
    leagues AS (
      SELECT tier, league_no, count(*)::int AS size FROM league_membership
      WHERE week_start = ${week.weekStart} GROUP BY tier, league_no
    ),
    seats AS (
      SELECT l.tier, l.league_no,
             row_number() OVER (PARTITION BY l.tier ORDER BY l.size DESC, l.league_no, s) AS n
      FROM leagues l, generate_series(1, ${LEAGUE_SIZE}::int - l.size) AS s
      WHERE l.size < ${LEAGUE_SIZE}::int
    ),
    free AS (SELECT tier, count(*)::int AS seats FROM seats GROUP BY tier),
    last AS (SELECT tier, max(league_no) AS league_no FROM leagues GROUP BY tier)
    INSERT INTO league_membership (week_start, user_id, tier, league_no)
    SELECT ${week.weekStart}, u.user_id, u.tier,
           coalesce(s.league_no,
                    coalesce(l.league_no, 0) + 1 + (u.n - coalesce(f.seats, 0) - 1) / ${LEAGUE_SIZE}::int)
    FROM unplaced u
    LEFT JOIN seats s ON s.tier = u.tier AND s.n = u.n
    LEFT JOIN free f ON f.tier = u.tier
    LEFT JOIN last l ON l.tier = u.tier
    ON CONFLICT DO NOTHING`;
}

export interface LeagueStanding {
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
  weekPoints: number;
  rank: number;
}

/** One league's live standings: week points desc, then who got there first, then user id. */
export function listLeagueStandings(
  db: DbOrTx,
  week: LeagueWeek,
  tier: number,
  leagueNo: number,
): Promise<LeagueStanding[]> {
  return db.$queryRaw<LeagueStanding[]>`
    WITH points AS (${weekPointsSql(week)})
    SELECT lm.user_id AS "userId", m.username, m.first_name AS "firstName", m.last_name AS "lastName",
           coalesce(p.points, 0)::int AS "weekPoints",
           row_number() OVER (ORDER BY coalesce(p.points, 0) DESC, p.reached_at NULLS LAST, lm.user_id)::int AS rank
    FROM league_membership lm
    JOIN member m ON m.user_id = lm.user_id
    LEFT JOIN points p ON p.user_id = lm.user_id
    WHERE lm.week_start = ${week.weekStart} AND lm.tier = ${tier}::int AND lm.league_no = ${leagueNo}::int
    ORDER BY rank`;
}

/** Takes the week's close for this transaction; false when another closer has (or had) it. */
export async function claimWeek(tx: Tx, weekStart: string): Promise<boolean> {
  const claimed = await tx.$queryRaw<{ week_start: string }[]>`
    INSERT INTO league_week (week_start, students) VALUES (${weekStart}, 0)
    ON CONFLICT DO NOTHING RETURNING week_start`;
  return claimed.length === 1;
}

/**
 * Writes every member's result of the week (rank in their league, outcome by the zones of
 * leagueZoneOf in @fc/contracts/leagues) and moves the tiers. Set-based: two statements
 * whatever the number of students. Answers the number of students and of leagues.
 */
export async function writeWeekResults(
  tx: Tx,
  week: LeagueWeek,
): Promise<{ students: number; leagues: number }> {
  const students = await tx.$executeRaw`
    WITH points AS (${weekPointsSql(week)}),
    ranked AS (
      SELECT lm.user_id, lm.tier, coalesce(p.points, 0) AS points,
             row_number() OVER (PARTITION BY lm.tier, lm.league_no
                                ORDER BY coalesce(p.points, 0) DESC, p.reached_at NULLS LAST, lm.user_id) AS rank,
             count(*) OVER (PARTITION BY lm.tier, lm.league_no) AS size
      FROM league_membership lm LEFT JOIN points p ON p.user_id = lm.user_id
      WHERE lm.week_start = ${week.weekStart}
    ),
    judged AS (
      SELECT user_id, tier, points, rank,
             CASE
               WHEN rank <= least(${LEAGUE_PROMOTED}::int, ceil(size / 3.0)) AND tier < ${TOP_TIER}::int AND points > 0
                 THEN 'promoted'
               WHEN rank > size - least(${LEAGUE_DEMOTED}::int, floor(size / 4.0)) AND tier > 0 THEN 'demoted'
               ELSE 'stayed'
             END AS outcome
      FROM ranked
    )
    INSERT INTO league_result (week_start, user_id, tier, new_tier, rank, week_points, outcome)
    SELECT ${week.weekStart}, user_id, tier,
           tier + CASE outcome WHEN 'promoted' THEN 1 WHEN 'demoted' THEN -1 ELSE 0 END,
           rank, points, outcome
    FROM judged
    ON CONFLICT DO NOTHING`;
  await tx.$executeRaw`
    INSERT INTO league_tier (user_id, tier)
    SELECT user_id, new_tier FROM league_result
    WHERE week_start = ${week.weekStart} AND new_tier <> tier
    ON CONFLICT (user_id) DO UPDATE SET tier = excluded.tier`;
  const [{ leagues }] = await tx.$queryRaw<[{ leagues: number }]>`
    SELECT count(DISTINCT (tier, league_no))::int AS leagues FROM league_membership
    WHERE week_start = ${week.weekStart}`;
  await tx.$executeRaw`UPDATE league_week SET students = ${students}::int WHERE week_start = ${week.weekStart}`;
  return { students, leagues };
}

/** Weeks before `currentWeek` that have leagues and are not closed yet, oldest first. */
export async function listUnclosedWeeks(db: DbOrTx, currentWeek: string): Promise<string[]> {
  const rows = await db.$queryRaw<{ week_start: string }[]>`
    SELECT DISTINCT lm.week_start FROM league_membership lm
    WHERE lm.week_start < ${currentWeek}
      AND NOT EXISTS (SELECT 1 FROM league_week w WHERE w.week_start = lm.week_start)
    ORDER BY lm.week_start`;
  return rows.map((row) => row.week_start);
}

/** The caller's latest result they have not seen. */
export function findUnseenResult(db: DbOrTx, userId: number) {
  return db.leagueResult.findFirst({
    where: { userId, seenAt: null },
    orderBy: { weekStart: 'desc' },
  });
}

/** Marks the caller's result of that week and any older ones seen; answers how many. */
export async function markResultsSeen(
  db: DbOrTx,
  userId: number,
  weekStart: string,
): Promise<number> {
  const { count } = await db.leagueResult.updateMany({
    where: { userId, weekStart: { lte: weekStart }, seenAt: null },
    data: { seenAt: new Date() },
  });
  return count;
}

export function findResult(db: DbOrTx, userId: number, weekStart: string) {
  return db.leagueResult.findUnique({ where: { weekStart_userId: { weekStart, userId } } });
}

/** Whether any student earned points in the week. */
export async function hasWeekActivity(db: DbOrTx, week: LeagueWeek): Promise<boolean> {
  const [{ active }] = await db.$queryRaw<[{ active: boolean }]>`
    SELECT EXISTS (${weekPointsSql(week)}) AS active`;
  return active;
}
