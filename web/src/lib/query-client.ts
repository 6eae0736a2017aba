import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/** docs/product.md section 7: data queries never retry, never refetch by themselves and never go stale. */
export const queryConfig = {
  queries: {
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    staleTime: Infinity,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}
