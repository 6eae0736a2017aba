import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';

import { ADMIN_CATCH_UP_MS, adminKeys } from '@/features/admin/api/query-keys';
import { userQueryKey, useUser } from '@/lib/auth';

/**
 * After an admin action: the users list and the audit log are fetched again (docs/product.md section 7),
 * with `keys` (the other lists the action changes). The services that react to the action by
 * event answer with the settled values a moment later, so everything is fetched once more after
 * ADMIN_CATCH_UP_MS. When the admin acted on their own account, the header's points follow too.
 */
export function useRefreshAfterAction() {
  const queryClient = useQueryClient();
  const currentUserId = useUser()?.id;

  return useCallback(
    (targetUserId: number, keys: readonly QueryKey[]) => {
      const queryKeys: QueryKey[] = [adminKeys.users(), adminKeys.auditLog(), ...keys];
      if (targetUserId === currentUserId) queryKeys.push(userQueryKey);
      const refresh = () => {
        for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
      };
      refresh();
      setTimeout(refresh, ADMIN_CATCH_UP_MS);
    },
    [queryClient, currentUserId],
  );
}
