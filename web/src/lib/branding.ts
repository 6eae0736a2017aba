import { queryOptions, useQuery } from '@tanstack/react-query';

import { DEFAULT_BRANDING } from '@/config/branding';
import { api } from '@/lib/api-client';
import type { Branding } from '@/types/api';

/** Keeps only the non-empty text fields of GET /api/config; the defaults fill the rest. */
function toBranding(data: unknown): Branding {
  const branding: Branding = { ...DEFAULT_BRANDING };
  if (data && typeof data === 'object') {
    for (const key of Object.keys(DEFAULT_BRANDING) as (keyof Branding)[]) {
      const value: unknown = (data as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim()) branding[key] = value;
    }
  }
  return branding;
}

/** GET /api/config. Never fails: without an answer the club shows the default branding. */
export async function getBranding(): Promise<Branding> {
  try {
    return toBranding(await api.get<unknown>('/api/config'));
  } catch {
    return DEFAULT_BRANDING;
  }
}

export const brandingQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: getBranding,
  });

/** The club's and school's names and logos: the defaults while loading or if the call fails. */
export function useBranding(): Branding {
  const { data } = useQuery(brandingQueryOptions());
  return data ?? DEFAULT_BRANDING;
}
