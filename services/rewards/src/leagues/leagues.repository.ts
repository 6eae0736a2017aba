import { sql } from 'kysely';
import { LEAGUE_DEMOTED, LEAGUE_PROMOTED, LEAGUE_SIZE, TOP_TIER } from '@fc/contracts/leagues';
import type { DbOrTx, Sql } from '../db.ts';

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
function weekPoints(db: Sql, week: LeagueWeek, userIds?: number[]) {
  const query = db
    .selectFrom('points_entry as e')
    .innerJoin('member as m', (join) =>
      join.onRef('m.user_id', '=', 'e.user_id').on('m.role', '=', 'student'),
    )
    .select((eb) => [
      'e.user_id',
      sql<number>`sum(e.delta)::int`.as('points'),
      eb.fn.max('e.created_at').as('reached_at'),
    ])
    .where('e.delta', '>', 0)
    .where('e.reason', '<>', 'admin_set')
    .where('e.created_at', '>=', week.from)
    .where('e.created_at', '<', week.to)
    .groupBy('e.user_id');
  return userIds === undefined
    ? query
    : query.where((eb) => eb('e.user_id', '=', eb.fn.any(eb.val(userIds))));
}

/** Serialises placements into one (week, tier): two never fill the same last seat. */
export async function lockLeagueTier(db: Sql, weekStart: string, tier: number): Promise<void> {
  const week = `rewards:league:${weekStart}`;
  await sql`SELECT pg_advisory_xact_lock(hashtext(${week}), ${tier}::int)`.execute(db);
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

/**
 * Who may be placed: the students who earned points in the week (or only those of `userIds`),
 * or every student active since a moment (a lesson, quiz, deck, review, trade or plan: the
 * member's last_active_at), with when they got there (earlier ones take the free seats first).
 */
export type PlacementCandidates = { userIds?: number[] } | { activeSince: Date };

function candidates(db: Sql, week: LeagueWeek, who: PlacementCandidates) {
  if (!('activeSince' in who)) return weekPoints(db, week, who.userIds);
  return db
    .selectFrom('member')
    .select(['user_id', 'last_active_at as reached_at'])
    .where('role', '=', 'student')
    .where('last_active_at', '>=', who.activeSince)
    .where('last_active_at', '<', week.to);
}

/**
 * Places the candidates (above) who have no league in the week yet: each fills the fullest
 * league of their tier with a free seat, then new leagues of 30. One statement, set-based; the
 * caller holds the (week, tier) locks. Answers how many were placed.
 */
export async function placeUnplaced(
  db: Sql,
  week: LeagueWeek,
  who: PlacementCandidates = {},
): Promise<number> {
  const { rows } = await sql<{ placed: number }>`
    WITH points AS (${candidates(db, week, who)}),
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
    last AS (SELECT tier, max(league_no) AS league_no FROM leagues GROUP BY tier),
    placed AS (
      INSERT INTO league_membership (week_start, user_id, tier, league_no)
      SELECT ${week.weekStart}, u.user_id, u.tier,
             coalesce(s.league_no,
                      coalesce(l.league_no, 0) + 1 + (u.n - coalesce(f.seats, 0) - 1) / ${LEAGUE_SIZE}::int)
      FROM unplaced u
      LEFT JOIN seats s ON s.tier = u.tier AND s.n = u.n
      LEFT JOIN free f ON f.tier = u.tier
      LEFT JOIN last l ON l.tier = u.tier
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::int AS placed FROM placed`.execute(db);
  return rows[0]?.placed ?? 0;
}

/** One league's live standings: week points desc, then who got there first, then user id. */
export function listLeagueStandings(db: Sql, week: LeagueWeek, tier: number, leagueNo: number) {
  return db
    .with('points', () => weekPoints(db, week))
    .selectFrom('league_membership as lm')
    .innerJoin('member as m', 'm.user_id', 'lm.user_id')
    .leftJoin('points as p', 'p.user_id', 'lm.user_id')
    .select([
      'lm.user_id',
      'm.username',
      'm.first_name',
      'm.last_name',
      sql<number>`coalesce(p.points, 0)::int`.as('week_points'),
      sql<number>`(row_number() OVER (ORDER BY coalesce(p.points, 0) DESC, p.reached_at NULLS LAST, lm.user_id))::int`.as(
        'rank',
      ),
    ])
    .where('lm.week_start', '=', week.weekStart)
    .where('lm.tier', '=', tier)
    .where('lm.league_no', '=', leagueNo)
    .orderBy('rank')
    .execute();
}

/** Takes the week's close for this transaction; false when another closer has (or had) it. */
export async function claimWeek(db: Sql, weekStart: string): Promise<boolean> {
  const claimed = await db
    .insertInto('league_week')
    .values({ week_start: weekStart, students: 0 })
    .onConflict((conflict) => conflict.doNothing())
    .returning('week_start')
    .execute();
  return claimed.length === 1;
}

/**
 * Writes every member's result of the week (rank in their league, outcome by the zones of
 * leagueZoneOf in @fc/contracts/leagues) and moves the tiers. Set-based: a few statements
 * whatever the number of students. Answers the number of students and of leagues.
 */
export async function writeWeekResults(
  db: Sql,
  week: LeagueWeek,
): Promise<{ students: number; leagues: number }> {
  const { rows } = await sql<{ students: number }>`
    WITH points AS (${weekPoints(db, week)}),
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
    ),
    written AS (
      INSERT INTO league_result (week_start, user_id, tier, new_tier, rank, week_points, outcome)
      SELECT ${week.weekStart}, user_id, tier,
             tier + CASE outcome WHEN 'promoted' THEN 1 WHEN 'demoted' THEN -1 ELSE 0 END,
             rank, points, outcome
      FROM judged
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::int AS students FROM written`.execute(db);
  const students = rows[0]?.students ?? 0;
  await db
    .insertInto('league_tier')
    .columns(['user_id', 'tier'])
    .expression(
      db
        .selectFrom('league_result')
        .select(['user_id', 'new_tier'])
        .where('week_start', '=', week.weekStart)
        .whereRef('new_tier', '<>', 'tier'),
    )
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet((eb) => ({ tier: eb.ref('excluded.tier') })),
    )
    .execute();
  const { leagues } = await db
    .selectFrom('league_membership')
    .select(sql<number>`count(DISTINCT (tier, league_no))::int`.as('leagues'))
    .where('week_start', '=', week.weekStart)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('league_week')
    .set({ students })
    .where('week_start', '=', week.weekStart)
    .execute();
  return { students, leagues };
}

/** Weeks before `currentWeek` that have leagues and are not closed yet, oldest first. */
export async function listUnclosedWeeks(db: Sql, currentWeek: string): Promise<string[]> {
  const rows = await db
    .selectFrom('league_membership as lm')
    .select('lm.week_start')
    .distinct()
    .where('lm.week_start', '<', currentWeek)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('league_week as w')
            .select('w.week_start')
            .whereRef('w.week_start', '=', 'lm.week_start'),
        ),
      ),
    )
    .orderBy('lm.week_start')
    .execute();
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

/** How many of the member's promotions they have seen (for the Moving Up achievement). */
export function countSeenPromotions(db: DbOrTx, userId: number): Promise<number> {
  return db.leagueResult.count({ where: { userId, outcome: 'promoted', seenAt: { not: null } } });
}

export function findResult(db: DbOrTx, userId: number, weekStart: string) {
  return db.leagueResult.findUnique({ where: { weekStart_userId: { weekStart, userId } } });
}

/** Whether any student earned points in the week. */
export async function hasWeekActivity(db: Sql, week: LeagueWeek): Promise<boolean> {
  const { active } = await db
    .selectNoFrom(sql<boolean>`EXISTS (${weekPoints(db, week)})`.as('active'))
    .executeTakeFirstOrThrow();
  return active;
}
