import { metrics } from '@fc/service-kit/metrics';
import { runService } from '@fc/service-kit/run-service';
import { ensureAdminAccount } from './accounts/admin-account.ts';
import { restoreRevokedSessions } from './accounts/revocations.ts';
import { createApp } from './app.ts';
import { authConfigShape, migrationsDir } from './config.ts';
import { createAuthDeps } from './deps.ts';
import { authEventHandling } from './events/handlers.ts';

runService({
  name: 'auth',
  migrationsDir,
  config: authConfigShape,
  async setup(platform) {
    const deps = createAuthDeps(platform);
    metrics.watchPasswordHasher('auth', deps.passwords.load);
    await restoreRevokedSessions(deps);
    const generatedPassword = await ensureAdminAccount(deps, {
      password: platform.config.ADMIN_PASSWORD,
      email: platform.config.ADMIN_EMAIL,
    });
    if (generatedPassword) {
      process.stdout.write(
        `\n  The admin account was created. Sign in as "admin" with the password: ${generatedPassword}\n` +
          '  (shown only this once; set ADMIN_PASSWORD to choose it yourself)\n\n',
      );
    }
    return {
      app: createApp(deps),
      prisma: deps.prisma,
      events: authEventHandling(deps),
    };
  },
});
