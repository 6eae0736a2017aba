import { runService } from '@fc/service-kit/run-service';
import { createApp } from './app.ts';
import { rewardsConfigShape, migrationsDir } from './config.ts';
import { createPrismaClient } from './db.ts';

runService({
  name: 'rewards',
  migrationsDir,
  config: rewardsConfigShape,
  async setup(platform) {
    const prisma = createPrismaClient(platform.pool);
    return { app: createApp({ ...platform, prisma }), db: prisma };
  },
});
