import { prismaEventHandling } from '@fc/service-kit/events/consumer';
import { runService } from '@fc/service-kit/run-service';
import { createApp } from './app.ts';
import { budgetConfigShape, migrationsDir } from './config.ts';
import { createBudgetDeps } from './deps.ts';

runService({
  name: 'budget',
  migrationsDir,
  config: budgetConfigShape,
  async setup(platform) {
    const deps = createBudgetDeps(platform);
    // Budget subscribes to no events: its consumer has nothing to apply.
    return {
      app: createApp(deps),
      prisma: deps.prisma,
      events: prismaEventHandling(deps.prisma, {}),
    };
  },
});
