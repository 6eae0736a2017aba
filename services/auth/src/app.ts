import { Router, type Express } from 'express';
import { createService } from '@fc/service-kit/app';
import type { Platform } from '@fc/service-kit/platform';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { createLoginThrottle, type LoginThrottle } from './accounts/login-throttle.ts';
import type { AuthConfig } from './config.ts';
import { createPrismaClient, type Db } from './db.ts';
import { createMailer, type Mailer } from './password-reset/mailer.ts';
import { passwordResetRoutes } from './password-reset/password-reset.routes.ts';
import { usersRoutes } from './users/users.routes.ts';

export interface AuthDeps extends Omit<Platform<AuthConfig>, 'name'> {
  prisma: Db;
  mailer: Mailer;
  loginThrottle: LoginThrottle;
}

export function createApp(deps: AuthDeps): Express {
  const routes = Router();
  routes.use(accountsRoutes(deps), passwordResetRoutes(deps), usersRoutes(deps), adminRoutes(deps));
  return createService({ ...deps, name: 'auth' }, routes);
}

/** Everything the auth service runs on, built from the platform (used by main and by tests). */
export function createAuthDeps(
  platform: Platform<AuthConfig>,
  overrides: Partial<AuthDeps> = {},
): AuthDeps {
  const { config, logger } = platform;
  return {
    ...platform,
    prisma: createPrismaClient(platform.pool),
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      clubName: config.CLUB_NAME,
      logger,
    }),
    loginThrottle: createLoginThrottle(platform.redis, config.REDIS_PREFIX),
    ...overrides,
  };
}
