import { runService } from '@fc/service-kit/run-service';
import { createApp } from './app.ts';
import { marketConfigShape, migrationsDir } from './config.ts';
import { createMarketDeps } from './deps.ts';
import { createMarketEventHandlers } from './events/handlers.ts';

runService({
  name: 'market',
  migrationsDir,
  config: marketConfigShape,
  async setup(platform) {
    const deps = await createMarketDeps(platform);
    return {
      app: createApp(deps),
      db: deps.prisma,
      handlers: createMarketEventHandlers(platform.config.STARTING_CASH_CENTS),
      closers: [() => deps.closeQueue()],
    };
  },
});
