import { userSchema } from '@fc/contracts/auth';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { USER_CACHE_MS } from '@/config/auth';
import { paths } from '@/config/paths';
import { api, isApiError } from '@/lib/api-client';
import { clearGuestMode, useGuestMode } from '@/lib/guest-mode';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import type { User } from '@/types/api';

/**
 * The session (docs/product.md sections 4 and 7 "Auth"): signed in (a user is loaded),
 * guest (the guestMode flag is set) or signed out.
 */

export const userQueryKey = ['auth', 'me'] as const;

/** GET /api/auth/me. A 401 means nobody is signed in; any other failure is logged and also gives no user. */
export async function getUser(): Promise<User | null> {
  try {
    return await api.get<User>('/api/auth/me', {
      schema: import.meta.env.DEV ? userSchema : undefined,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    const reason = isApiError(error)
      ? error.statusText || String(error.status)
      : error instanceof Error
        ? error.message
        : String(error);
    logger.error(`Authentication failed: ${reason}`);
    return null;
  }
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: getUser,
    staleTime: USER_CACHE_MS,
    refetchOnWindowFocus: false,
  });

/** Makes `user` the current session (after sign-in or registration). */
export function setSessionUser(queryClient: QueryClient, user: User): void {
  clearGuestMode();
  queryClient.setQueryData(userQueryKey, user);
}

const isUserQuery = (queryKey: readonly unknown[]) =>
  queryKey.length === userQueryKey.length && userQueryKey.every((part, i) => queryKey[i] === part);

/**
 * Drops every cached answer. `queryClient.clear()` alone would leave mounted
 * components showing the old user (it removes queries without telling their
 * observers), so after a sign-out "nobody" is first set as the current user:
 * everything showing the user re-renders as signed out, even when the logout
 * call failed.
 */
function forgetCachedData(
  queryClient: QueryClient,
  { isSignedOut }: { isSignedOut: boolean },
): void {
  if (isSignedOut) {
    queryClient.setQueryData(userQueryKey, null);
    queryClient.removeQueries({ predicate: (query) => !isUserQuery(query.queryKey) });
  } else {
    queryClient.removeQueries();
  }
  queryClient.getMutationCache().clear();
}

export interface Session {
  user: User | null;
  isGuest: boolean;
  /** A user is signed in, or guest mode is on. */
  isAuthenticated: boolean;
  /** The user call is in flight (never in guest mode). */
  isLoading: boolean;
  isAdmin: boolean;
  /** A teacher or an admin (isStaffRole of @fc/contracts/auth): the class view and its tools. */
  isStaff: boolean;
}

export function useSession(): Session {
  const isGuest = useGuestMode();
  // The current user is not fetched in guest mode (docs/product.md section 6).
  const query = useQuery({ ...userQueryOptions(), enabled: !isGuest });
  const user = isGuest ? null : (query.data ?? null);
  return {
    user,
    isGuest,
    isAuthenticated: user !== null || isGuest,
    isLoading: !isGuest && query.isPending,
    isAdmin: user?.role === 'admin',
    // Not isStaffRole itself: importing it would bring the contracts' zod schemas into the first load.
    isStaff: user?.role === 'admin' || user?.role === 'teacher',
  };
}

/** The signed-in user, or null for guests and visitors. */
export function useUser(): User | null {
  return useSession().user;
}

/**
 * Signs out: whatever the server answers, the guest flag and every cached
 * answer are cleared and the app returns to /.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<unknown>('/api/auth/logout', {}),
    onSuccess: () => {
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    },
    onSettled: () => {
      clearGuestMode();
      forgetCachedData(queryClient, { isSignedOut: true });
      void navigate(paths.home, { replace: true });
    },
  });
}

/** Leaves guest mode for the sign-in screen. */
export function useExitGuestMode(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearGuestMode();
    // The user is fetched afresh: the browser may still hold a signed-in session.
    forgetCachedData(queryClient, { isSignedOut: false });
    void navigate(paths.auth);
  }, [queryClient, navigate]);
}
