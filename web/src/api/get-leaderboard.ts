import type { LeaderboardEntry } from '@fc/contracts/rewards';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { LEADERBOARD_STALE_MS, leaderboardKeys } from '@/api/query-keys';
import { ApiError } from '@/lib/api-client';

/** Members per page (the contract's default limit). */
export const LEADERBOARD_PAGE_SIZE = 100;

export interface LeaderboardPage {
  entries: LeaderboardEntry[];
  offset: number;
  limit: number;
  /** X-Total-Count: how many members there are in all; null when the header is missing. */
  total: number | null;
}

function parseTotalCount(header: string | null): number | null {
  if (header === null || header.trim() === '') return null;
  const total = Number(header);
  return Number.isInteger(total) && total >= 0 ? total : null;
}

/**
 * GET /api/leaderboard?limit=&offset=: one page of members ranked by points.
 * The total sits in a response header, so this reads the response itself
 * rather than going through `api.get` (same cookie and error rules).
 */
export async function getLeaderboard({
  limit = LEADERBOARD_PAGE_SIZE,
  offset = 0,
}: { limit?: number; offset?: number } = {}): Promise<LeaderboardPage> {
  const response = await fetch(`/api/leaderboard?limit=${limit}&offset=${offset}`, {
    method: 'GET',
    credentials: 'include',
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  const entries = text ? (JSON.parse(text) as LeaderboardEntry[]) : [];
  return { entries, offset, limit, total: parseTotalCount(response.headers.get('X-Total-Count')) };
}

/** The offset of the next page, or undefined when every member is loaded. */
export function getNextLeaderboardOffset(lastPage: LeaderboardPage): number | undefined {
  if (lastPage.entries.length === 0) return undefined;
  const next = lastPage.offset + lastPage.entries.length;
  // Without a total, a full page suggests there may be more.
  if (lastPage.total === null) return lastPage.entries.length >= lastPage.limit ? next : undefined;
  return next < lastPage.total ? next : undefined;
}

export const leaderboardQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: leaderboardKeys.points(),
    queryFn: ({ pageParam }) => getLeaderboard({ offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: getNextLeaderboardOffset,
    staleTime: LEADERBOARD_STALE_MS,
  });

/** The points leaderboard, page by page; fetched only for a signed-in user (docs/product.md section 6). */
export function useLeaderboard({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...leaderboardQueryOptions(), enabled });
}
