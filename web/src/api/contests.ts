import {
  contestLeaderboardSchema,
  contestListSchema,
  contestPortfolioSchema,
  contestSchema,
  type Contest,
  type ContestLeaderboard,
  type CreateContest,
} from '@fc/contracts/contests';
import type { Portfolio } from '@fc/contracts/market';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { contestKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** While a contest runs its standings move with every trade and price refresh. */
const LIVE_LEADERBOARD_POLL_MS = 30_000;

/** GET /api/contests: every contest, newest first (Practice is not one of them). */
export function getContests(): Promise<Contest[]> {
  return api.get<Contest[]>('/api/contests', {
    schema: import.meta.env.DEV ? contestListSchema : undefined,
  });
}

/** GET /api/contests/:id (404 for an unknown one). */
export function getContest(contestId: number): Promise<Contest> {
  return api.get<Contest>(`/api/contests/${contestId}`, {
    schema: import.meta.env.DEV ? contestSchema : undefined,
  });
}

/** GET /api/contests/:id/leaderboard: live while it runs, frozen once it ended. */
export function getContestLeaderboard(contestId: number): Promise<ContestLeaderboard> {
  return api.get<ContestLeaderboard>(`/api/contests/${contestId}/leaderboard`, {
    schema: import.meta.env.DEV ? contestLeaderboardSchema : undefined,
  });
}

/** GET /api/contests/:id/portfolio: the caller's portfolio in it (404 when not joined). */
export function getContestPortfolio(contestId: number): Promise<Portfolio> {
  return api.get<Portfolio>(`/api/contests/${contestId}/portfolio`, {
    schema: import.meta.env.DEV ? contestPortfolioSchema : undefined,
  });
}

/** POST /api/contests/:id/join: the new (or existing) contest portfolio; 409 once it ended. */
export function joinContest(contestId: number): Promise<Portfolio> {
  return api.post<Portfolio>(`/api/contests/${contestId}/join`, undefined, {
    schema: import.meta.env.DEV ? contestPortfolioSchema : undefined,
  });
}

/** POST /api/admin/contests: 400 with a message for bad input. */
export function createContest(input: CreateContest): Promise<Contest> {
  return api.post<Contest>('/api/admin/contests', input, {
    schema: import.meta.env.DEV ? contestSchema : undefined,
  });
}

/**
 * The contest with its status as of now. The answers are kept (nothing goes stale in this app), so
 * a contest listed as upcoming or running shows as running or ended once its start or end has
 * passed, without asking again; the server closes it (freezes its results) a moment after its end.
 */
export function withCurrentStatus(contest: Contest, now = Date.now()): Contest {
  const status =
    now >= Date.parse(contest.endsAt)
      ? 'ended'
      : contest.status === 'upcoming' && now >= Date.parse(contest.startsAt)
        ? 'running'
        : contest.status;
  return status === contest.status ? contest : { ...contest, status };
}

export const contestsQueryOptions = () =>
  queryOptions({ queryKey: contestKeys.list(), queryFn: getContests });

export function useContests() {
  // A new select each render: the statuses follow the clock (see withCurrentStatus).
  return useQuery({
    ...contestsQueryOptions(),
    select: (contests) => contests.map((contest) => withCurrentStatus(contest)),
  });
}

/** One contest; nothing (and no call) when `contestId` is null. */
export function useContest(contestId: number | null) {
  return useQuery({
    queryKey: contestKeys.contest(contestId ?? 0),
    queryFn: () => getContest(contestId ?? 0),
    enabled: contestId !== null,
    select: (contest) => withCurrentStatus(contest),
  });
}

/** The standings; polled while the contest runs, still once it has ended (frozen, they stay). */
export function useContestLeaderboard(contestId: number) {
  return useQuery({
    queryKey: contestKeys.leaderboard(contestId),
    queryFn: () => getContestLeaderboard(contestId),
    select: (leaderboard) => ({ ...leaderboard, contest: withCurrentStatus(leaderboard.contest) }),
    refetchInterval: (query) => (query.state.data?.isFrozen ? false : LIVE_LEADERBOARD_POLL_MS),
  });
}

/** The caller's portfolio in the contest; nothing (and no call) when `contestId` is null. */
export function useContestPortfolio(contestId: number | null, enabled = true) {
  return useQuery({
    queryKey: contestKeys.portfolio(contestId ?? 0),
    queryFn: () => getContestPortfolio(contestId ?? 0),
    enabled: contestId !== null && enabled,
  });
}

/** Joins; the lists and the contest portfolio are fetched again. */
export function useJoinContest({
  onSuccess,
  onError,
}: {
  onSuccess?: (portfolio: Portfolio, contestId: number) => void;
  onError?: (error: unknown) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinContest,
    onSuccess: (portfolio, contestId) => {
      queryClient.setQueryData(contestKeys.portfolio(contestId), portfolio);
      void queryClient.invalidateQueries({ queryKey: contestKeys.all });
      onSuccess?.(portfolio, contestId);
    },
    onError,
  });
}

export function useCreateContest({
  onSuccess,
  onError,
}: {
  onSuccess?: (contest: Contest) => void;
  onError?: (error: unknown) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContest,
    onSuccess: (contest) => {
      void queryClient.invalidateQueries({ queryKey: contestKeys.all });
      onSuccess?.(contest);
    },
    onError,
  });
}
