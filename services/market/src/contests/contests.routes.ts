import type { marketRoutes } from '@fc/contracts/routes/market';
import type { RouteHandlers } from '@fc/service-kit/register-routes';
import type { MarketDeps } from '../deps.ts';
import {
  createContest,
  getContest,
  getContestLeaderboard,
  getContestPortfolio,
  joinContest,
  listContests,
} from './contests.service.ts';

/** Class contests: made by an admin, joined by students, ranked and then frozen. */
export function contestHandlers(deps: MarketDeps) {
  const db = deps.db;
  return {
    createContest: ({ body, session }) => createContest(db, session.userId, body),
    listContests: ({ session }) => listContests(db, session.userId),
    getContest: ({ params, session }) => getContest(db, params.id, session.userId),
    // 201 for a new entry, 200 when the caller had joined already.
    joinContest: async ({ params, session }, _req, res) => {
      const joined = await joinContest(db, params.id, session.userId);
      res.status(joined.status);
      return joined.portfolio;
    },
    getContestPortfolio: ({ params, session }) =>
      getContestPortfolio(db, params.id, session.userId),
    getContestLeaderboard: ({ params, session }) =>
      getContestLeaderboard(db, params.id, session.userId),
  } satisfies Partial<RouteHandlers<typeof marketRoutes>>;
}
