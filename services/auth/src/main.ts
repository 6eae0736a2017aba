import { startEventConsumer } from '@fc/service-kit/events/consumer';
import { serve, runMain } from '@fc/service-kit/lifecycle';
import { closePlatform, createPlatform } from '@fc/service-kit/platform';
import { ensureAdminAccount } from './accounts/admin-account.ts';
import { restoreRevokedSessions } from './accounts/revocations.ts';
import { createApp, createAuthDeps } from './app.ts';
import { authConfigShape, migrationsDir } from './config.ts';
import { authEventHandlers } from './events/handlers.ts';

runMain('auth', async () => {
  const platform = await createPlatform({ name: 'auth', migrationsDir, config: authConfigShape });
  const { config, logger } = platform;
  const deps = createAuthDeps(platform);

  await restoreRevokedSessions(deps);
  const generatedPassword = await ensureAdminAccount(deps, {
    password: config.ADMIN_PASSWORD,
    email: config.ADMIN_EMAIL,
  });
  if (generatedPassword) {
    process.stdout.write(
      `\n  The admin account was created. Sign in as "admin" with the password: ${generatedPassword}\n` +
        '  (shown only this once; set ADMIN_PASSWORD to choose it yourself)\n\n',
    );
  }

  const consumer = startEventConsumer({
    service: 'auth',
    db: deps.prisma,
    handlers: authEventHandlers,
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
    logger,
  });
  platform.relay.start();
  await serve({
    app: createApp(deps),
    port: config.PORT,
    logger,
    closers: [() => consumer.close(), () => deps.prisma.$disconnect(), () => closePlatform(platform)],
  });
});
