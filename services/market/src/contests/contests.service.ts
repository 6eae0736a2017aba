import type { Contest, ContestLeaderboard, CreateContest } from '@fc/contracts/contests';
import type { InvestmentLeaderboardEntry, LeaderboardRank, Portfolio } from '@fc/contracts/market';
import { httpErrors } from '@fc/service-kit/errors';
import { publishEvent, publishEvents } from '@fc/service-kit/events/publish';
import type { Sql } from '../db.ts';
import { rankScope, toRankedEntry } from '../leaderboard/leaderboard.service.ts';
import { viewPortfolio } from '../portfolios/portfolio.service.ts';
import { listSymbolsAndSectors } from '../stocks/stocks.repository.ts';
import { contestStatusAt } from './contest-rules.ts';
import {
  claimContestFreeze,
  enrolTraders,
  findContestPortfolio,
  findContestWithParticipants,
  insertContest,
  insertContestPortfolio,
  insertResults,
  listContestPortfoliosOf,
  listContestsWithParticipants,
  listEndedUnfrozen,
  listResults,
  listTradedPortfolioIds,
  recordEndValues,
  type ContestRow,
  type ContestWithParticipants,
} from './contests.repository.ts';

const contestNotFound = () => httpErrors.notFound('Contest not found', 'CONTEST_NOT_FOUND');

const statusOf = (row: ContestRow, now: Date) =>
  contestStatusAt({ startsAt: row.starts_at, endsAt: row.ends_at }, now);

function toContest(row: ContestWithParticipants, portfolioId: number | null, now: Date): Contest {
  return {
    id: row.id,
    name: row.name,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    startingCash: Number(row.starting_cash_cents),
    allowedStocks: row.allowed_stocks as Contest['allowedStocks'],
    commission: row.commission as Contest['commission'],
    rankBy: row.rank_by as LeaderboardRank,
    premiumAllowed: row.premium_allowed,
    enrolment: row.enrolment as Contest['enrolment'],
    status: statusOf(row, now),
    frozenAt: row.frozen_at?.toISOString() ?? null,
    participants: Number(row.participants),
    portfolioId,
  };
}

async function findContest(db: Sql, contestId: number): Promise<ContestWithParticipants> {
  const row = await findContestWithParticipants(db, contestId);
  if (!row) throw contestNotFound();
  return row;
}

async function portfolioIdIn(db: Sql, contestId: number, userId: number) {
  return (await findContestPortfolio(db, contestId, userId))?.id ?? null;
}

/**
 * A new contest. The stocks it names must be listed and its sectors must exist. With enrolment
 * "everyone" each member the market knows gets a portfolio in it now (and anyone else on first
 * asking for theirs). contest.created, and contest.joined for each member enrolled, go out with it
 * (learning keeps them for assignments).
 */
export async function createContest(
  db: Sql,
  adminId: number,
  request: CreateContest,
  now = new Date(),
): Promise<Contest> {
  const { allowedStocks } = request;
  if (allowedStocks.kind !== 'all') {
    const stocks = await listSymbolsAndSectors(db);
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
  const contest = await db.transaction().execute(async (trx) => {
    const created = await insertContest(trx, {
      name: request.name,
      starts_at: new Date(request.startsAt),
      ends_at: new Date(request.endsAt),
      starting_cash_cents: BigInt(request.startingCash),
      allowed_stocks: JSON.stringify(request.allowedStocks),
      commission: JSON.stringify(request.commission),
      rank_by: request.rankBy,
      premium_allowed: request.premiumAllowed,
      enrolment: request.enrolment,
      created_by: adminId,
    });
    await publishEvent(trx, 'contest.created', {
      contestId: created.id,
      name: created.name,
      startsAt: created.starts_at.toISOString(),
      endsAt: created.ends_at.toISOString(),
    });
    if (request.enrolment === 'everyone') {
      // Every member the market knows (its traders) gets a portfolio in it, at once.
      const enrolled = await enrolTraders(trx, created.id);
      await publishEvents(
        trx,
        'contest.joined',
        enrolled.map((entry) => ({
          contestId: created.id,
          userId: entry.user_id,
          joinedAt: entry.created_at.toISOString(),
        })),
      );
    }
    return created;
  });
  return toContest(await findContest(db, contest.id), null, now);
}

/** Every contest, newest first, with the caller's portfolio in each if they have one. */
export async function listContests(db: Sql, userId: number, now = new Date()): Promise<Contest[]> {
  const [rows, mine] = await Promise.all([
    listContestsWithParticipants(db),
    listContestPortfoliosOf(db, userId),
  ]);
  const byContest = new Map(mine.map((portfolio) => [portfolio.contest_id, portfolio.id]));
  return rows.map((row) => toContest(row, byContest.get(row.id) ?? null, now));
}

export async function getContest(
  db: Sql,
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
  db: Sql,
  contestId: number,
  userId: number,
  now = new Date(),
): Promise<{ status: 200 | 201; portfolio: Portfolio }> {
  const contest = await findContest(db, contestId);
  const existing = await portfolioIdIn(db, contestId, userId);
  if (existing === null && statusOf(contest, now) === 'ended') {
    throw httpErrors.conflict('This contest has ended', 'CONTEST_ENDED');
  }
  const made = await db.transaction().execute(async (trx) => {
    const portfolio = await insertContestPortfolio(trx, contest, userId);
    if (portfolio) {
      await publishEvent(trx, 'contest.joined', {
        contestId,
        userId,
        joinedAt: portfolio.created_at.toISOString(),
      });
    }
    return portfolio;
  });
  const portfolio = await findContestPortfolio(db, contestId, userId);
  if (!portfolio)
    throw new Error(`the portfolio of user ${userId} in contest ${contestId} is missing`);
  return { status: made ? 201 : 200, portfolio: await viewPortfolio(db, portfolio) };
}

/**
 * The caller's portfolio in a contest. In a contest that enrols everyone, a member who arrived
 * after it was made is enrolled on asking (while it has not ended).
 */
export async function getContestPortfolio(
  db: Sql,
  contestId: number,
  userId: number,
  now = new Date(),
): Promise<Portfolio> {
  const contest = await findContest(db, contestId);
  const portfolio = await findContestPortfolio(db, contestId, userId);
  if (!portfolio) {
    if (contest.enrolment === 'everyone' && statusOf(contest, now) !== 'ended') {
      return (await joinContest(db, contestId, userId, now)).portfolio;
    }
    throw httpErrors.notFound('You have not joined this contest', 'NOT_IN_CONTEST');
  }
  return viewPortfolio(db, portfolio);
}

/**
 * The contest's portfolios that have traded, ranked by its rule over its window up to `until`
 * (null: now, at the current prices).
 */
async function rankContest(db: Sql, contest: ContestRow, until: Date | null) {
  const traded = await listTradedPortfolioIds(db, contest.id);
  if (traded.length === 0) return [];
  return rankScope(db, contest.rank_by as LeaderboardRank, {
    portfolioIds: traded,
    since: contest.starts_at,
    until,
  });
}

/** Live standings while a contest runs (ranked now); its frozen results once it has been closed. */
export async function getContestLeaderboard(
  db: Sql,
  contestId: number,
  userId: number,
  now = new Date(),
): Promise<ContestLeaderboard> {
  const row = await findContest(db, contestId);
  const contest = toContest(row, await portfolioIdIn(db, contestId, userId), now);
  if (row.frozen_at) {
    const results = await listResults(db, contestId);
    return {
      contest,
      isFrozen: true,
      entries: results.map((result): InvestmentLeaderboardEntry => ({
        rank: result.rank,
        id: result.user_id,
        username: result.username,
        firstName: result.first_name,
        lastName: result.last_name,
        totalReturn: Number(result.total_return_cents),
        totalReturnPercent: result.return_basis_points,
        totalValue: Number(result.total_value_cents),
        rankBy: contest.rankBy,
        score: result.score,
      })),
    };
  }
  // While it runs: cash and holdings at the current prices. Ended but not yet frozen: as at its
  // end, each portfolio valued as at then (values are otherwise recorded only at price refreshes,
  // so a contest ending between two would be ranked on the older one).
  if (now >= row.ends_at) await recordEndValues(db, row.id);
  const ranked = await rankContest(db, row, now < row.ends_at ? null : row.ends_at);
  return {
    contest,
    isFrozen: false,
    entries: ranked.map((entry) => toRankedEntry(contest.rankBy, entry)),
  };
}

/**
 * Freezes every contest that has ended: its standing at the end is written once as its results,
 * with contest.ended for the rewards service, however many replicas look at once (the contest row
 * is claimed in the results' transaction). Answers how many it closed.
 */
export async function closeEndedContests(db: Sql, now = new Date()): Promise<{ closed: number }> {
  const ended = await listEndedUnfrozen(db, now);
  let closed = 0;
  for (const contest of ended) {
    // Two closers at once may both write the end values: the same values, harmless.
    await recordEndValues(db, contest.id);
    const rankBy = contest.rank_by as LeaderboardRank;
    const ranked = await rankContest(db, contest, contest.ends_at);
    const entries = ranked.map((entry) => toRankedEntry(rankBy, entry));
    const isClosedHere = await db.transaction().execute(async (trx) => {
      if (!(await claimContestFreeze(trx, contest.id, now))) return false;
      await insertResults(
        trx,
        entries.map((entry) => ({
          contest_id: contest.id,
          user_id: entry.id,
          rank: entry.rank,
          score: entry.score ?? null,
          total_value_cents: BigInt(entry.totalValue),
          total_return_cents: BigInt(entry.totalReturn),
          return_basis_points: entry.totalReturnPercent,
          username: entry.username,
          first_name: entry.firstName,
          last_name: entry.lastName,
        })),
      );
      await publishEvent(trx, 'contest.ended', {
        contestId: contest.id,
        name: contest.name,
        endedAt: contest.ends_at.toISOString(),
        results: entries.map((entry) => ({ userId: entry.id, rank: entry.rank })),
      });
      return true;
    });
    if (isClosedHere) closed += 1;
  }
  return { closed };
}
