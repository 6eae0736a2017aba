import { progressRecordListSchema, type ProgressRecord } from '@fc/contracts/learning';
import { queryOptions, useQuery, type QueryFunctionContext } from '@tanstack/react-query';

import { learningKeys } from '@/api/query-keys';
import { api, isApiError } from '@/lib/api-client';

type ProgressKey = ReturnType<typeof learningKeys.userProgress>;

/**
 * GET /api/users/{id}/progress: one record per completed lesson. A 304 keeps
 * what is cached; any other non-OK answer is 'Failed to fetch progress'
 * (docs/product.md sections 7 and 8).
 */
export async function getProgress(
  userId: number,
  context?: Pick<QueryFunctionContext<ProgressKey>, 'client' | 'queryKey'>,
): Promise<ProgressRecord[]> {
  try {
    return (
      (await api.get<ProgressRecord[] | undefined>(`/api/users/${userId}/progress`, {
        schema: import.meta.env.DEV ? progressRecordListSchema : undefined,
      })) ?? []
    );
  } catch (error) {
    if (isApiError(error) && error.status === 304) {
      return context?.client.getQueryData<ProgressRecord[]>(context.queryKey) ?? [];
    }
    throw new Error('Failed to fetch progress', { cause: error });
  }
}

/** Never cached: fetched again on every mount and whenever the window regains focus. */
export const progressQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: learningKeys.userProgress(userId),
    queryFn: (context) => getProgress(userId, context),
    staleTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  });

/** The signed-in user's progress records; nothing (and no call) for guests. */
export function useProgress(userId: number | null | undefined) {
  return useQuery({
    ...progressQueryOptions(userId ?? 0),
    enabled: typeof userId === 'number',
  });
}
