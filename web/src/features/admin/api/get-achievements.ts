import { achievementListSchema, type Achievement } from '@fc/contracts/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminKeys } from '@/features/admin/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/achievements: the catalogue of every achievement. */
export async function getAchievements(): Promise<Achievement[]> {
  return (
    (await api.get<Achievement[] | undefined>('/api/achievements', {
      schema: import.meta.env.DEV ? achievementListSchema : undefined,
    })) ?? []
  );
}

export const achievementsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.catalogue(), queryFn: getAchievements });

export function useAchievements() {
  return useQuery(achievementsQueryOptions());
}
