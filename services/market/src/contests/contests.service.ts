import type { Contest, ContestLeaderboard, CreateContest } from '@fc/contracts/contests';
import type { InvestmentLeaderboardEntry, LeaderboardRank, Portfolio } from '@fc/contracts/market';
import { httpErrors } from '@fc/service-kit/errors';
import { publishEvent, publishEvents } from '@fc/service-kit/events/publish';
import type { Db, DbOrTx } from '../db.ts';
import type { Contest as ContestRow } from '../generated/prisma/client.ts';
import { rankScope, toRankedEntry } from '../leaderboard/leaderboard.service.ts';
import { viewPortfolio } from '../portfolios/portfolio.service.ts';
import { contestStatusAt } from './contest-rules.ts';

const contestNotFound = () => httpErrors.notFound('Contest not found', 'CONTEST_NOT_FOUND');

type ContestWithCount = ContestRow & { _count: { portfolios: number } };

function toContest(row: ContestWithCount, portfolioId: number | null, now: Date): Contest {
  return {
    id: row.id,
    name: row.name,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    startingCash: Number(row.startingCashCents),
    allowedStocks: row.allowedStocks as Contest['allowedStocks'],
    commission: row.commission as Contest['commission'],
    rankBy: row.rankBy as LeaderboardRank,
    premiumAllowed: row.premiumAllowed,
    enrolment: row.enrolment as Contest['enrolment'],
    status: contestStatusAt(row, now),
    frozenAt: row.frozenAt?.toISOString() ?? null,
    participants: row._count.portfolios,
    portfolioId,
  };
}

const withCount = { _count: { select: { portfolios: true } } } as const;

async function findContest(db: DbOrTx, contestId: number): Promise<ContestWithCount> {
  const row = await db.contest.findUnique({ where: { id: contestId }, include: withCount });
  if (!row) throw contestNotFound();
  return row;
}

async function portfolioIdIn(db: DbOrTx, contestId: number, userId: number) {
  const portfolio = await db.portfolio.findUnique({
    where: { contestId_userId: { contestId, userId } },
    select: { id: true },
  });
  return portfolio?.id ?? null;
}

/**
 * A new contest. The stocks it names must be listed and its sectors must exist. With enrolment
 * "everyone" each member the market knows gets a portfolio in it now (and anyone else on first
 * asking for theirs). contest.created, and contest.joined for each member enrolled, go out with it
 * (learning keeps them for assignments).
 */
export async function createContest(
  db: Db,
  adminId: number,
  request: CreateContest,
  now = new Date(),
): Promise<Contest> {
  const { allowedStocks } = request;
  if (allowedStocks.kind !== 'all') {
    const stocks = await db.stock.findMany({ select: { symbol: true, sector: true } });
    const known = new Set(
      stocks.map((stock) => (allowedStocks.kind === 'symbols' ? stock.symbol : stock.sector)),
    );
    const names = allowedStocks.kind === 'symbols' ? allowedStocks.symbols : allowedStocks.sectors;
    const unknown = [...new Set(names)].filter((name) => !known.has(name));
    if (unknown.length > 0) {
      const what = allowedStocks.kind === 'symbols' ? 'symbols' : 'sectors';
      throw httpErrors.badRequest(
        `Unknown ${what}: ${unknown.join(', ')}`,
        'UNKNOWN_ALLOWED_STOCKS',
      );
    }
  }
  if (Date.parse(request.endsAt) <= now.getTime()) {
    throw httpErrors.badRequest('The contest must end in the future', 'CONTEST_IN_THE_PAST');
  }
  const contest = await db.$transaction(async (tx) => {
    const created = await tx.contest.create({
      data: {
        name: request.name,
        startsAt: new Date(request.startsAt),
        endsAt: new Date(request.endsAt),
        startingCashCents: BigInt(request.startingCash),
        allowedStocks: request.allowedStocks,
        commission: request.commission,
        rankBy: request.rankBy,
        premiumAllowed: request.premiumAllowed,
        enrolment: request.enrolment,
        createdBy: adminId,
      },
    });
    await publishEvent(tx, 'contest.created', {
      contestId: created.id,
      name: created.name,
      startsAt: created.startsAt.toISOString(),
      endsAt: created.endsAt.toISOString(),
    });
    if (request.enrolment === 'everyone') await enrolEveryone(tx, created.id);
    return created;
  });
  return toContest(await findContest(db, contest.id), null, now);
}

/** Every member the market knows (its traders) gets a portfolio in the contest, at once. */
async function enrolEveryone(tx: DbOrTx, contestId: number): Promise<void> {
  const enrolled = await tx.$queryRaw<{ userId: number; joinedAt: Date }[]>`
    WITH made AS (
      INSERT INTO portfolio (user_id, contest_id, cash_cents, invested_cents)
      SELECT t.user_id, c.id, c.starting_cash_cents, c.starting_cash_cents
      FROM trader t CROSS JOIN contest c
      WHERE c.id = ${contestId}
      ON CONFLICT DO NOTHING
      RETURNING id, user_id, created_at, cash_cents, invested_cents
    ), first_value AS (
      INSERT INTO portfolio_value (portfolio_id, valued_at, total_value_cents, invested_cents)
      SELECT id, created_at, cash_cents, invested_cents FROM made
    )
    SELECT user_id AS "userId", created_at AS "joinedAt" FROM made`;
  await publishEvents(
    tx,
    'contest.joined',
    enrolled.map((entry) => ({
      contestId,
      userId: entry.userId,
      joinedAt: entry.joinedAt.toISOString(),
    })),
  );
}

/** Every contest, newest first, with the caller's portfolio in each if they have one. */
export async function listContests(db: Db, userId: number, now = new Date()): Promise<Contest[]> {
  const [rows, mine] = await Promise.all([
    db.contest.findMany({ include: withCount, orderBy: [{ startsAt: 'desc' }, { id: 'desc' }] }),
    db.portfolio.findMany({
      where: { userId, contestId: { not: null } },
      select: { id: true, contestId: true },
    }),
  ]);
  const byContest = new Map(mine.map((portfolio) => [portfolio.contestId, portfolio.id]));
  return rows.map((row) => toContest(row, byContest.get(row.id) ?? null, now));
}

export async function getContest(
  db: Db,
  contestId: number,
  userId: number,
  now = new Date(),
): Promise<Contest> {
  const row = await findContest(db, contestId);
  return toContest(row, await portfolioIdIn(db, contestId, userId), now);
}

/**
 * Joins a contest: a portfolio of its own with its starting cash (and the first point of its
 * performance chart), and contest.joined. Joining again answers the same portfolio (and publishes
 * nothing); an ended contest takes no one.
 */
export async function joinContest(
  db: Db,
  contestId: number,
  userId: number,
  now = new Date(),
): Promise<{ status: 200 | 201; portfolio: Portfolio }> {
  const contest = await findContest(db, contestId);
  const existing = await portfolioIdIn(db, contestId, userId);
  if (existing === null && contestStatusAt(contest, now) === 'ended') {
    throw httpErrors.conflict('This contest has ended', 'CONTEST_ENDED');
  }
  const made = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: number; joinedAt: Date }[]>`
      WITH made AS (
        INSERT INTO portfolio (user_id, contest_id, cash_cents, invested_cents)
        VALUES (${userId}, ${contestId}, ${contest.startingCashCents}, ${contest.startingCashCents})
        ON CONFLICT DO NOTHING
        RETURNING id, created_at, cash_cents, invested_cents
      ), first_value AS (
        INSERT INTO portfolio_value (portfolio_id, valued_at, total_value_cents, invested_cents)
        SELECT id, created_at, cash_cents, invested_cents FROM made
      )
      SELECT id, created_at AS "joinedAt" FROM made`;
    for (const row of rows) {
      await publishEvent(tx, 'contest.joined', {
        contestId,
        userId,
        joinedAt: row.joinedAt.toISOString(),
      });
    }
    return rows;
  });
  const portfolio = await db.portfolio.findUniqueOrThrow({
    where: { contestId_userId: { contestId, userId } },
  });
  return { status: made.length > 0 ? 201 : 200, portfolio: await viewPortfolio(db, portfolio) };
}

/**
 * The caller's portfolio in a contest. In a contest that enrols everyone, a member who arrived
 * after it was made is enrolled on asking (while it has not ended).
 */
export async function getContestPortfolio(
  db: Db,
  contestId: number,
  userId: number,
  now = new Date(),
): Promise<Portfolio> {
  const contest = await findContest(db, contestId);
  const id = await portfolioIdIn(db, contestId, userId);
  if (id === null) {
    if (contest.enrolment === 'everyone' && contestStatusAt(contest, now) !== 'ended') {
      return (await joinContest(db, contestId, userId, now)).portfolio;
    }
    throw httpErrors.notFound('You have not joined this contest', 'NOT_IN_CONTEST');
  }
  return viewPortfolio(db, await db.portfolio.findUniqueOrThrow({ where: { id } }));
}

/**
 * The contest's portfolios that have traded, ranked by its rule over its window up to `until`
 * (null: now, at the current prices).
 */
async function rankContest(db: Db, contest: ContestRow, until: Date | null) {
  const traded = await db.$queryRaw<{ id: number }[]>`
    SELECT p.id FROM portfolio p
    WHERE p.contest_id = ${contest.id}
      AND EXISTS (SELECT 1 FROM trade t WHERE t.portfolio_id = p.id)`;
  if (traded.length === 0) return [];
  return rankScope(db, contest.rankBy as LeaderboardRank, {
    portfolioIds: traded.map((row) => row.id),
    since: contest.startsAt,
    until,
  });
}

/** Live standings while a contest runs (ranked now); its frozen results once it has been closed. */
export async function getContestLeaderboard(
  db: Db,
  contestId: number,
  userId: number,
  now = new Date(),
): Promise<ContestLeaderboard> {
  const row = await findContest(db, contestId);
  const contest = toContest(row, await portfolioIdIn(db, contestId, userId), now);
  if (row.frozenAt) {
    const results = await db.contestResult.findMany({
      where: { contestId },
      orderBy: [{ rank: 'asc' }, { userId: 'asc' }],
    });
    return {
      contest,
      isFrozen: true,
      entries: results.map((result): InvestmentLeaderboardEntry => ({
        rank: result.rank,
        id: result.userId,
        username: result.username,
        firstName: result.firstName,
        lastName: result.lastName,
        totalReturn: Number(result.totalReturnCents),
        totalReturnPercent: result.returnBasisPoints,
        totalValue: Number(result.totalValueCents),
        rankBy: contest.rankBy,
        score: result.score,
      })),
    };
  }
  // While it runs: cash and holdings at the current prices. Ended but not yet frozen: as at its end.
  if (now >= row.endsAt) await recordEndValues(db, row.id);
  const ranked = await rankContest(db, row, now < row.endsAt ? null : row.endsAt);
  return {
    contest,
    isFrozen: false,
    entries: ranked.map((entry) => toRankedEntry(contest.rankBy, entry)),
  };
}

/**
 * Each portfolio of an ended contest valued as at the end: its cash and holdings (nothing trades
 * after the end) at each stock's last price by then. Values are otherwise recorded only at price
 * refreshes, so a contest ending between two would be ranked on the older one. Written once per
 * portfolio (two closers at once may both write it: the same value, harmless).
 */
async function recordEndValues(db: DbOrTx, contestId: number): Promise<void> {
  await db.$executeRaw`
    INSERT INTO portfolio_value (portfolio_id, valued_at, total_value_cents, invested_cents)
    SELECT p.id, c.ends_at,
           p.cash_cents + COALESCE(SUM(h.shares::bigint * COALESCE(last_price.price_cents, s.price_cents)), 0),
           p.invested_cents
    FROM portfolio p
    JOIN contest c ON c.id = p.contest_id
    LEFT JOIN holding h ON h.portfolio_id = p.id
    LEFT JOIN stock s ON s.id = h.stock_id
    LEFT JOIN LATERAL (
      SELECT pp.price_cents FROM price_point pp
      WHERE pp.stock_id = h.stock_id AND pp.at <= c.ends_at
      ORDER BY pp.at DESC LIMIT 1
    ) AS last_price ON true
    WHERE c.id = ${contestId}
      AND NOT EXISTS (
        SELECT 1 FROM portfolio_value pv WHERE pv.portfolio_id = p.id AND pv.valued_at = c.ends_at)
    GROUP BY p.id, c.ends_at`;
}

/**
 * Freezes every contest that has ended: its standing at the end is written once as its results,
 * with contest.ended for the rewards service, however many replicas look at once (the contest row
 * is claimed in the results' transaction). Answers how many it closed.
 */
export async function closeEndedContests(db: Db, now = new Date()): Promise<{ closed: number }> {
  const ended = await db.contest.findMany({
    where: { frozenAt: null, endsAt: { lte: now } },
    orderBy: { endsAt: 'asc' },
  });
  let closed = 0;
  for (const contest of ended) {
    await recordEndValues(db, contest.id);
    const ranked = await rankContest(db, contest, contest.endsAt);
    const entries = ranked.map((entry) => toRankedEntry(contest.rankBy as LeaderboardRank, entry));
    const isClosedHere = await db.$transaction(async (tx) => {
      const claimed = await tx.contest.updateMany({
        where: { id: contest.id, frozenAt: null },
        data: { frozenAt: now },
      });
      if (claimed.count === 0) return false;
      await tx.contestResult.createMany({
        data: entries.map((entry) => ({
          contestId: contest.id,
          userId: entry.id,
          rank: entry.rank,
          score: entry.score ?? null,
          totalValueCents: BigInt(entry.totalValue),
          totalReturnCents: BigInt(entry.totalReturn),
          returnBasisPoints: entry.totalReturnPercent,
          username: entry.username,
          firstName: entry.firstName,
          lastName: entry.lastName,
        })),
      });
      await publishEvent(tx, 'contest.ended', {
        contestId: contest.id,
        name: contest.name,
        endedAt: contest.endsAt.toISOString(),
        results: entries.map((entry) => ({ userId: entry.id, rank: entry.rank })),
      });
      return true;
    });
    if (isClosedHere) closed += 1;
  }
  return { closed };
}
