import { moduleAccessMapSchema, type ModuleAccessMap } from '@fc/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

import { learningKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { logger } from '@/lib/logger';
import {
  pickModuleAccess,
  resolveModuleAccess,
  type ClientModuleAccess,
} from '@/lib/module-access';

/** GET /api/users/{id}/module-access: every module's access in one call. A failure is logged. */
export async function getModuleAccessMap(userId: number): Promise<ModuleAccessMap> {
  try {
    return await api.get<ModuleAccessMap>(`/api/users/${userId}/module-access`, {
      schema: import.meta.env.DEV ? moduleAccessMapSchema : undefined,
    });
  } catch (error) {
    logger.error('Failed to fetch module access', error);
    throw error;
  }
}

/** Access follows progress, so it is never cached either. */
export const moduleAccessMapQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: learningKeys.accessMap(userId),
    queryFn: () => getModuleAccessMap(userId),
    staleTime: 0,
    refetchOnMount: true,
  });

/**
 * Access to every module for the list page: guests reach everything
 * ('guest_mode') and make no call; for a signed-in user one call answers for
 * all modules, and if it fails every module is locked ('error').
 */
export function useModulesAccess(): {
  getAccess: (moduleId: number) => ClientModuleAccess;
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
} {
  const { user, isGuest } = useSession();
  const query = useQuery({
    ...moduleAccessMapQueryOptions(user?.id ?? 0),
    enabled: !isGuest && user !== null,
  });
  const { status, data, refetch } = query;
  const getAccess = useCallback(
    (moduleId: number) => resolveModuleAccess(isGuest, status, pickModuleAccess(data, moduleId)),
    [isGuest, status, data],
  );
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    getAccess,
    isLoading: !isGuest && status === 'pending',
    isError: !isGuest && status === 'error',
    retry,
  };
}
