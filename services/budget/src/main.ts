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
    return { app: createApp(deps), db: deps.prisma };
  },
});
