import { userAchievementListSchema, type UserAchievement } from '@fc/contracts/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminKeys } from '@/features/admin/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/admin/users/:id/achievements: what one member has earned. */
export async function getUserAchievements(userId: number): Promise<UserAchievement[]> {
  return (
    (await api.get<UserAchievement[] | undefined>(`/api/admin/users/${userId}/achievements`, {
      schema: import.meta.env.DEV ? userAchievementListSchema : undefined,
    })) ?? []
  );
}

/** Members earn achievements while the panel is open, so the list is read afresh on each pick. */
export const userAchievementsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: adminKeys.userAchievements(userId),
    queryFn: () => getUserAchievements(userId),
    staleTime: 0,
  });

/** The chosen member's earned achievements; nothing (and no call) while nobody is chosen. */
export function useUserAchievements(userId: number | null) {
  return useQuery({
    ...userAchievementsQueryOptions(userId ?? 0),
    enabled: userId !== null,
  });
}
