import { moduleSchema, type Module } from '@fc/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { learningKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/modules/{id} (public); a 404 means there is no such module. */
export function getModule(moduleId: number): Promise<Module> {
  return api.get<Module>(`/api/modules/${moduleId}`, {
    schema: import.meta.env.DEV ? moduleSchema : undefined,
  });
}

export const moduleQueryOptions = (moduleId: number) =>
  queryOptions({ queryKey: learningKeys.module(moduleId), queryFn: () => getModule(moduleId) });

export function useModule(moduleId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...moduleQueryOptions(moduleId), enabled });
}
