import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminKeys } from '@/features/admin/api/query-keys';
import { getAchievements } from '@/lib/shared-api';

export const achievementsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.catalogue(), queryFn: getAchievements });

export function useAchievements() {
  return useQuery(achievementsQueryOptions());
}
