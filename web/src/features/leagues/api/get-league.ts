import type { MyLeague } from '@fc/contracts/leagues';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const leagueKeys = {
  all: ['league'] as const,
  mine: (userId: number) => [...leagueKeys.all, 'mine', userId] as const,
};

/** GET /api/rewards/league: the caller's league this week (placing them once they have points). */
export function getMyLeague(): Promise<MyLeague> {
  // No response schema here: the result toast on every page uses this (zod stays off the first load).
  return api.get<MyLeague>('/api/rewards/league');
}

/** The signed-in student's league; nothing (and no call) for guests. */
export function useMyLeague(userId: number | null | undefined) {
  return useQuery({
    queryKey: leagueKeys.mine(userId ?? 0),
    queryFn: getMyLeague,
    enabled: typeof userId === 'number',
    // Standings move as points are earned: asked again on every visit of the page.
    staleTime: 0,
  });
}

/** POST /api/rewards/league/result/seen: the result of that week has been shown. */
export function useMarkLeagueResultSeen(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weekStart: string) => api.post('/api/rewards/league/result/seen', { weekStart }),
    onSuccess: () => {
      queryClient.setQueryData<MyLeague>(leagueKeys.mine(userId), (league) =>
        league ? { ...league, unseenResult: null } : league,
      );
    },
  });
}
