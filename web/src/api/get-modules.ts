import { moduleListSchema, type Module } from '@fc/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { learningKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/modules (public). */
export function getModules(): Promise<Module[]> {
  return api.get<Module[]>('/api/modules', {
    schema: import.meta.env.DEV ? moduleListSchema : undefined,
  });
}

export const modulesQueryOptions = () =>
  queryOptions({ queryKey: learningKeys.modules(), queryFn: getModules });

export function useModules() {
  return useQuery(modulesQueryOptions());
}
