import { moduleAccessSchema, type ModuleAccess } from '@fc/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { learningKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { logger } from '@/lib/logger';
import { resolveModuleAccess, type ClientModuleAccess } from '@/lib/module-access';

/** GET /api/users/{id}/modules/{moduleId}/access. A failure is logged. */
export async function getModuleAccess(userId: number, moduleId: number): Promise<ModuleAccess> {
  try {
    return await api.get<ModuleAccess>(`/api/users/${userId}/modules/${moduleId}/access`, {
      schema: import.meta.env.DEV ? moduleAccessSchema : undefined,
    });
  } catch (error) {
    logger.error(`Failed to fetch access to module ${moduleId}`, error);
    throw error;
  }
}

export const moduleAccessQueryOptions = (userId: number, moduleId: number) =>
  queryOptions({
    queryKey: learningKeys.moduleAccess(userId, moduleId),
    queryFn: () => getModuleAccess(userId, moduleId),
    staleTime: 0,
    refetchOnMount: true,
  });

/** One module's access: 'guest_mode' for guests (no call), 'loading', then the server's answer or 'error'. */
export function useModuleAccess(moduleId: number, { enabled = true } = {}): ClientModuleAccess {
  const { user, isGuest } = useSession();
  const query = useQuery({
    ...moduleAccessQueryOptions(user?.id ?? 0, moduleId),
    enabled: enabled && !isGuest && user !== null,
  });
  return resolveModuleAccess(isGuest, query.status, query.data);
}
