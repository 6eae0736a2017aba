// Leagues bench (docs/product.md, "Weekly league"): closing a week for BENCH_LEAGUE_STUDENTS
// (10,000) active students — placing those never placed, ranking every league, writing every
// result and moving the tiers in one transaction — beside a same-run baseline: one GROUP BY that
// sums the same week's points.
import pg from 'pg';
import { weekStartOf, addDays } from '../../services/rewards/src/leagues/league-week.ts';
import { closeWeek, leagueWeek } from '../../services/rewards/src/leagues/leagues.service.ts';
import { startRewardsService } from '../../services/rewards/test/fixtures/build-rewards-service.ts';
import { printTable, times } from './measure.ts';

const STUDENTS = Number(process.env.BENCH_LEAGUE_STUDENTS ?? 10_000);
const TIME_ZONE = 'America/New_York';

const rewards = await startRewardsService({ CLUB_TIMEZONE: TIME_ZONE, LOG_LEVEL: 'warn' });
const db = new pg.Client({ connectionString: rewards.env.DATABASE_URL });
await db.connect();
try {
  const weekStart = addDays(weekStartOf(new Date(), TIME_ZONE), -7);
  const week = leagueWeek(weekStart, TIME_ZONE);
  const spanMs = week.to.getTime() - week.from.getTime() - 60_000;
  await db.query('SET search_path TO rewards');
  // Members 1..N across the five tiers, each with one to four point rows in the week.
  await db.query(
    `INSERT INTO member (user_id, username, first_name, last_name)
     SELECT i, 'bench' || i, 'Bench', 'Student' || i FROM generate_series(1, $1) AS i`,
    [STUDENTS],
  );
  await db.query(
    `INSERT INTO league_tier (user_id, tier) SELECT i, i % 5 FROM generate_series(1, $1) AS i`,
    [STUDENTS],
  );
  await db.query(
    `INSERT INTO points_entry (user_id, delta, balance_after, reason, created_at)
     SELECT i, 5 + (i * 7 + r * 13) % 60, 0, 'lesson_completed',
            $2::timestamptz + ((i * 31 + r * 17) % 1000) * ($3::bigint / 1000) * interval '1 millisecond'
     FROM generate_series(1, $1) AS i, generate_series(1, 1 + i % 4) AS r`,
    [STUDENTS, week.from.toISOString(), spanMs],
  );
  await db.query('ANALYZE');

  const baselineStart = performance.now();
  const sums = await db.query(
    `SELECT user_id, sum(delta) FROM points_entry
     WHERE created_at >= $1 AND created_at < $2 AND delta > 0 AND reason <> 'admin_set'
     GROUP BY user_id`,
    [week.from.toISOString(), week.to.toISOString()],
  );
  const baselineMs = performance.now() - baselineStart;

  const closeStart = performance.now();
  const closed = await closeWeek(rewards.deps, weekStart);
  const closeMs = performance.now() - closeStart;
  if (!closed) throw new Error('the week was already closed');
  const outcomes = await db.query<{ outcome: string; n: string }>(
    `SELECT outcome, count(*) AS n FROM league_result WHERE week_start = $1 GROUP BY outcome ORDER BY outcome`,
    [weekStart],
  );
  process.stdout.write(
    `week ${weekStart}: ${sums.rowCount} students with points; closed ${closed.students} in ${closed.leagues} leagues (${closed.placed} placed by the close); ` +
      `${outcomes.rows.map((row) => `${row.n} ${row.outcome}`).join(', ')}\n\n`,
  );
  printTable(
    ['figure', 'measured', "one GROUP BY of the week's points (baseline)", 'measured ÷ baseline'],
    [
      [
        `close a week, ${STUDENTS.toLocaleString('en-US')} students`,
        `${closeMs.toFixed(0)} ms`,
        `${baselineMs.toFixed(0)} ms`,
        times(closeMs, baselineMs),
      ],
    ],
  );
  // The exit code says whether the close placed every student, not whether it was fast enough.
  if (closed.students !== STUDENTS) {
    process.stdout.write(`\nThe close placed ${closed.students} of ${STUDENTS} students.\n`);
    process.exitCode = 1;
  }
} finally {
  await db.end();
  await rewards.close();
}
