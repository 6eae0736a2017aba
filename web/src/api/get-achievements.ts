import { queryOptions, useQuery } from '@tanstack/react-query';

import { achievementsKeys } from '@/features/achievements/api/query-keys';
import { getAchievements } from '@/lib/shared-api';

export const achievementsQueryOptions = () =>
  queryOptions({ queryKey: achievementsKeys.catalogue(), queryFn: getAchievements });

/** The catalogue, fetched only when signed in (docs/product.md section 7). */
export function useAchievements({ enabled }: { enabled: boolean }) {
  return useQuery({ ...achievementsQueryOptions(), enabled });
}
