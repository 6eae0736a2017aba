import { userAchievementListSchema, type UserAchievement } from '@fc/contracts/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { achievementsKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/user-achievements: the signed-in user's earned records. */
export async function getUserAchievements(): Promise<UserAchievement[]> {
  return (
    (await api.get<UserAchievement[] | undefined>('/api/user-achievements', {
      schema: import.meta.env.DEV ? userAchievementListSchema : undefined,
    })) ?? []
  );
}

/**
 * Achievements are earned elsewhere in the app (a lesson, a quiz, a trade), so
 * unlike the app's default this list is fetched again each time the page opens;
 * what is cached shows meanwhile.
 */
export const userAchievementsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: achievementsKeys.earned(userId),
    queryFn: getUserAchievements,
    staleTime: 0,
  });

/** The signed-in user's earned records; nothing (and no call) for guests. */
export function useUserAchievements(userId: number | null | undefined) {
  return useQuery({
    ...userAchievementsQueryOptions(userId ?? 0),
    enabled: typeof userId === 'number',
  });
}
