import type { Express } from 'express';
import { authRoutes } from '@fc/contracts/routes/auth';
import { createService } from '@fc/service-kit/app';
import { registerRoutes } from '@fc/service-kit/register-routes';
import { accountsHandlers } from './accounts/accounts.routes.ts';
import { adminHandlers } from './admin/admin.routes.ts';
import { announcementsHandlers } from './announcements/announcements.routes.ts';
import type { AuthDeps } from './deps.ts';
import { passwordResetHandlers } from './password-reset/password-reset.routes.ts';
import { twoFactorHandlers } from './two-factor/two-factor.routes.ts';
import { usersHandlers } from './users/users.routes.ts';

/** The auth service's HTTP API: the routes declared in packages/contracts/src/routes/auth.ts. */
export function createApp(deps: AuthDeps): Express {
  const routes = registerRoutes(authRoutes, {
    ...accountsHandlers(deps),
    ...twoFactorHandlers(deps),
    ...passwordResetHandlers(deps),
    ...usersHandlers(deps),
    ...adminHandlers(deps),
    ...announcementsHandlers(deps),
  });
  return createService({ ...deps, name: 'auth' }, routes);
}
