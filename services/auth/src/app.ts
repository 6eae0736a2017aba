import { Router, type Express } from 'express';
import { createService } from '@fc/service-kit/app';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { announcementsRoutes } from './announcements/announcements.routes.ts';
import type { AuthDeps } from './deps.ts';
import { passwordResetRoutes } from './password-reset/password-reset.routes.ts';
import { twoFactorRoutes } from './two-factor/two-factor.routes.ts';
import { usersRoutes } from './users/users.routes.ts';

export function createApp(deps: AuthDeps): Express {
  const routes = Router();
  routes.use(
    accountsRoutes(deps),
    twoFactorRoutes(deps),
    passwordResetRoutes(deps),
    usersRoutes(deps),
    adminRoutes(deps),
    announcementsRoutes(deps),
  );
  return createService({ ...deps, name: 'auth' }, routes);
}
