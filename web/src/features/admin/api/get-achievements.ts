import { queryOptions, useQuery } from '@tanstack/react-query';

import { getAchievements } from '@/api/get-achievements';
import { adminKeys } from '@/features/admin/api/query-keys';

export const achievementsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.catalogue(), queryFn: getAchievements });

export function useAchievements() {
  return useQuery(achievementsQueryOptions());
}
