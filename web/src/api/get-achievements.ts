import { achievementListSchema, type Achievement } from '@fc/contracts/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { achievementsKeys } from '@/api/query-keys';
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
  queryOptions({ queryKey: achievementsKeys.catalogue(), queryFn: getAchievements });

/** The catalogue, fetched only when signed in (docs/product.md section 7). */
export function useAchievements({ enabled }: { enabled: boolean }) {
  return useQuery({ ...achievementsQueryOptions(), enabled });
}
