import { moduleProgressSchema, type ModuleProgress } from '@fc/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { learningKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/users/{id}/progress/module/{moduleId}: percentage, lessons done, quiz status. */
export function getModuleProgress(userId: number, moduleId: number): Promise<ModuleProgress> {
  return api.get<ModuleProgress>(`/api/users/${userId}/progress/module/${moduleId}`, {
    schema: import.meta.env.DEV ? moduleProgressSchema : undefined,
  });
}

/** Progress is never cached (docs/product.md section 9): fetched again on mount and on window focus. */
export const moduleProgressQueryOptions = (userId: number, moduleId: number) =>
  queryOptions({
    queryKey: learningKeys.moduleProgress(userId, moduleId),
    queryFn: () => getModuleProgress(userId, moduleId),
    staleTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  });

export function useModuleProgress(userId: number | null | undefined, moduleId: number) {
  return useQuery({
    ...moduleProgressQueryOptions(userId ?? 0, moduleId),
    enabled: typeof userId === 'number',
  });
}
