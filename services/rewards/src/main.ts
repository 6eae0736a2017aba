import { runService } from '@fc/service-kit/run-service';
import { createApp, createRewardsDeps } from './app.ts';
import { migrationsDir, rewardsConfigShape } from './config.ts';
import { createRewardsEventHandlers } from './events/handlers.ts';
import { listLeaderboardMembers } from './members/members.repository.ts';
import { scheduleStreakExpiry } from './points/streak-expiry.ts';

runService({
  name: 'rewards',
  migrationsDir,
  config: rewardsConfigShape,
  async setup(platform) {
    const deps = createRewardsDeps(platform);
    // Redis keeps nothing on disk here: the database is the truth, the sorted set its index.
    await deps.leaderboard.rebuild(await listLeaderboardMembers(deps.prisma));
    const stopStreakExpiry = await scheduleStreakExpiry(deps);
    return {
      app: createApp(deps),
      db: deps.prisma,
      handlers: createRewardsEventHandlers(deps.context),
      closers: [stopStreakExpiry],
    };
  },
});
