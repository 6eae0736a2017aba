// What must be true after a chaos run has drained: every effect happened exactly once, and every
// copy of a fact (the ledger, the member row, the Redis board, auth's projection, the portfolio)
// agrees with the others. Each check answers the rows that break it (empty: it holds).
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { eventQueueName, eventSubscribers, type EventName } from '@fc/contracts/events';
import { serviceNames } from '@fc/contracts/services';

/** A pool or one client: the checks only query. */
type Queryable = Pick<pg.Pool, 'query'>;

export const schemas = ['auth', 'learning', 'market', 'budget', 'rewards'] as const;

export interface Check {
  name: string;
  /** What breaks it, a few examples; empty when it holds. */
  violations: unknown[];
}

const rows = async (client: Queryable, sql: string, values: unknown[] = []) =>
  (await client.query(sql, values)).rows as Record<string, unknown>[];

/** The checks on the database alone. */
export async function databaseChecks(client: Queryable): Promise<Check[]> {
  const checks: [string, string][] = [
    [
      'rewards: each member’s points are the sum of their ledger',
      `SELECT m.user_id, m.points, COALESCE(SUM(e.delta), 0)::int AS ledger
       FROM rewards.member m LEFT JOIN rewards.points_entry e ON e.user_id = m.user_id
       GROUP BY m.user_id, m.points HAVING m.points <> COALESCE(SUM(e.delta), 0) LIMIT 5`,
    ],
    [
      'rewards: no event paid twice (one ledger row per event and reason)',
      `SELECT event_id, reason, count(*)::int AS rows FROM rewards.points_entry
       WHERE event_id IS NOT NULL GROUP BY event_id, reason HAVING count(*) > 1 LIMIT 5`,
    ],
    [
      'rewards: lessons counted = lessons completed in learning',
      `SELECT m.user_id, m.lessons_completed, COALESCE(l.n, 0) AS in_learning
       FROM rewards.member m
       LEFT JOIN (SELECT user_id, count(*)::int AS n FROM learning.lesson_progress GROUP BY user_id) l
         ON l.user_id = m.user_id
       WHERE m.lessons_completed <> COALESCE(l.n, 0) LIMIT 5`,
    ],
    [
      'rewards: trades counted = trades in market',
      `SELECT m.user_id, m.trades, COALESCE(t.n, 0) AS in_market
       FROM rewards.member m
       LEFT JOIN (SELECT p.user_id, count(*)::int AS n FROM market.trade t
                  JOIN market.portfolio p ON p.id = t.portfolio_id GROUP BY p.user_id) t
         ON t.user_id = m.user_id
       WHERE m.trades <> COALESCE(t.n, 0) LIMIT 5`,
    ],
    [
      'rewards: plans counted = plans completed in budget',
      `SELECT m.user_id, m.plans_completed, COALESCE(b.n, 0) AS in_budget
       FROM rewards.member m
       LEFT JOIN (SELECT user_id, count(*)::int AS n FROM budget.budget_plan
                  WHERE is_complete GROUP BY user_id) b ON b.user_id = m.user_id
       WHERE m.plans_completed <> COALESCE(b.n, 0) LIMIT 5`,
    ],
    [
      'auth: points and streak shown by /api/auth/me = rewards',
      `SELECT u.id, u.points, u.streak, m.points AS rewards_points, m.streak AS rewards_streak
       FROM auth."user" u JOIN rewards.member m ON m.user_id = u.id
       WHERE u.points <> m.points OR u.streak <> m.streak LIMIT 5`,
    ],
    [
      'market: cash = invested base − purchases + sales',
      `SELECT p.id, p.cash_cents, p.invested_cents, COALESCE(t.flow, 0) AS trade_flow
       FROM market.portfolio p
       LEFT JOIN (SELECT portfolio_id,
                         SUM(CASE WHEN type = 'buy' THEN -total_cents ELSE total_cents END) AS flow
                  FROM market.trade GROUP BY portfolio_id) t ON t.portfolio_id = p.id
       WHERE p.cash_cents <> p.invested_cents + COALESCE(t.flow, 0) LIMIT 5`,
    ],
    [
      'market: holdings = shares bought − shares sold',
      `SELECT COALESCE(h.portfolio_id, t.portfolio_id) AS portfolio_id,
              COALESCE(h.stock_id, t.stock_id) AS stock_id, h.shares, t.n AS traded
       FROM market.holding h
       FULL JOIN (SELECT portfolio_id, stock_id,
                         SUM(CASE WHEN type = 'buy' THEN shares ELSE -shares END)::int AS n
                  FROM market.trade GROUP BY portfolio_id, stock_id) t
         ON t.portfolio_id = h.portfolio_id AND t.stock_id = h.stock_id
       WHERE COALESCE(h.shares, 0) <> COALESCE(t.n, 0) LIMIT 5`,
    ],
    [
      'market: each trading bonus credited once',
      `SELECT portfolio_id, achievement_id, count(*)::int AS credits FROM market.cash_adjustment
       WHERE achievement_id IS NOT NULL GROUP BY portfolio_id, achievement_id
       HAVING count(*) > 1 LIMIT 5`,
    ],
  ];
  const results: Check[] = [];
  for (const [name, sql] of checks) results.push({ name, violations: await rows(client, sql) });
  results.push({
    name: 'no outbox row left unsent',
    violations: (
      await Promise.all(
        schemas.map(async (schema) => {
          const [row] = await rows(
            client,
            `SELECT count(*)::int AS n FROM ${schema}.outbox_event WHERE sent_at IS NULL`,
          );
          return row?.n ? [{ schema, unsent: row.n }] : [];
        }),
      )
    ).flat(),
  });
  return results;
}

/** Events published, deliveries owed to subscribers and deliveries made (inbox rows). */
export async function deliveryFigures(client: Queryable) {
  let published = 0;
  let owed = 0;
  let delivered = 0;
  const lost: { event: string; from: string; to: string; missing: number }[] = [];
  for (const schema of schemas) {
    const byName = await rows(
      client,
      `SELECT name, count(*)::int AS n FROM ${schema}.outbox_event GROUP BY name`,
    );
    for (const { name, n } of byName as { name: EventName; n: number }[]) {
      published += n;
      for (const subscriber of eventSubscribers[name] ?? []) {
        owed += n;
        const [row] = await rows(
          client,
          `SELECT count(*)::int AS n FROM ${schema}.outbox_event o
           WHERE o.name = $1 AND EXISTS (SELECT 1 FROM ${subscriber}.inbox_event i WHERE i.id = o.id)`,
          [name],
        );
        const made = Number(row?.n ?? 0);
        delivered += made;
        if (made < n) lost.push({ event: name, from: schema, to: subscriber, missing: n - made });
      }
    }
  }
  return { published, owed, delivered, lost };
}

/** The Redis leaderboard against the database: every ranked member at their points. */
export async function leaderboardCheck(
  client: Queryable,
  redis: Redis,
  prefix: string,
): Promise<Check> {
  const members = (await rows(
    client,
    `SELECT user_id, points FROM rewards.member WHERE role <> 'admin'`,
  )) as { user_id: number; points: number }[];
  const placed = await redis.hgetall(`${prefix}:leaderboard:members`);
  const violations: unknown[] = [];
  for (const member of members) {
    const entry = placed[String(member.user_id)];
    const score = entry ? await redis.zscore(`${prefix}:leaderboard:points`, entry) : null;
    if (score === null || Number(score) !== member.points) {
      violations.push({ userId: member.user_id, points: member.points, onTheBoard: score });
    }
  }
  const size = await redis.zcard(`${prefix}:leaderboard:points`);
  if (size !== members.length) violations.push({ boardSize: size, members: members.length });
  return { name: 'the Redis leaderboard = the database', violations: violations.slice(0, 5) };
}

/** Jobs still to do and jobs failed, across every service's event queue. */
export async function queueState(redisUrl: string, prefix: string) {
  let pending = 0;
  const failed: { queue: string; id: string | undefined; reason: string }[] = [];
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', () => undefined);
  for (const service of serviceNames) {
    const queue = new Queue(eventQueueName(service), { connection, prefix });
    try {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      pending += Object.values(counts).reduce((sum, n) => sum + n, 0);
      for (const job of await queue.getFailed()) {
        failed.push({ queue: queue.name, id: job.id, reason: job.failedReason });
      }
    } finally {
      await queue.close();
    }
  }
  connection.disconnect();
  return { pending, failed };
}

/**
 * Whether every event has been delivered and handled: no job waiting or running in any event
 * queue, no outbox row unsent in any schema, and still no job (a row sent meanwhile was queued).
 */
export async function isDrained(client: Queryable, redisUrl: string, prefix: string) {
  if ((await queueState(redisUrl, prefix)).pending > 0) return false;
  for (const schema of schemas) {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${schema}.outbox_event WHERE sent_at IS NULL`,
    );
    if ((rows[0]?.n ?? 0) > 0) return false;
  }
  return (await queueState(redisUrl, prefix)).pending === 0;
}
