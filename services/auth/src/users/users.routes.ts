import { userPageQueryKeys } from '@fc/contracts/auth';
import type { authRoutes } from '@fc/contracts/routes/auth';
import type { RouteHandlers } from '@fc/service-kit/register-routes';
import type { AuthDeps } from '../deps.ts';
import { listAllUsers, listUserPage } from './users.service.ts';

export function usersHandlers(deps: AuthDeps) {
  return {
    // Without paging parameters: every user, for the admin panel's pickers (docs/product.md).
    listUsers: ({ query }, req) => {
      const isPaged = userPageQueryKeys.some((key) => key in req.query);
      return isPaged ? listUserPage(deps, query) : listAllUsers(deps.prisma);
    },
  } satisfies Partial<RouteHandlers<typeof authRoutes>>;
}
