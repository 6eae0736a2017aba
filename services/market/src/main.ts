import { scheduleRecurringJob } from '@fc/service-kit/recurring';
import { runService } from '@fc/service-kit/run-service';
import { createApp } from './app.ts';
import { closeEndedContests } from './contests/contests.service.ts';
import { marketConfigShape, migrationsDir } from './config.ts';
import { createMarketDeps } from './deps.ts';
import { marketEventHandling } from './events/handlers.ts';
import { compactMarketHistory } from './prices/market-history.ts';

runService({
  name: 'market',
  migrationsDir,
  config: marketConfigShape,
  async setup(platform) {
    const deps = await createMarketDeps(platform);
    const stopCompaction = await scheduleRecurringJob({
      queue: 'market.history-compaction',
      everyMs: 60 * 60 * 1000,
      run: () => compactMarketHistory(deps.db),
      redisUrl: platform.config.REDIS_URL,
      redisPrefix: platform.config.REDIS_PREFIX,
      logger: platform.logger,
    });
    // Ended contests are frozen once, however many replicas run (contests.service.ts).
    const stopContestClose = await scheduleRecurringJob({
      queue: 'market.contest-close',
      everyMs: platform.config.CONTEST_CLOSE_CHECK_SECONDS * 1000,
      run: () => closeEndedContests(deps.db),
      redisUrl: platform.config.REDIS_URL,
      redisPrefix: platform.config.REDIS_PREFIX,
      logger: platform.logger,
    });
    return {
      app: createApp(deps),
      prisma: deps.prisma,
      events: marketEventHandling(deps),
      closers: [stopCompaction, stopContestClose, () => deps.closeQueue()],
    };
  },
});
