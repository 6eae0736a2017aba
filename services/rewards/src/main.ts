import { runService } from '@fc/service-kit/run-service';
import { createApp } from './app.ts';
import { migrationsDir, rewardsConfigShape } from './config.ts';
import { createRewardsDeps } from './deps.ts';
import { rewardsEventHandling } from './events/handlers.ts';
import {
  rebuildLeaderboard,
  scheduleLeaderboardReconcile,
} from './leaderboard/leaderboard.service.ts';
import { scheduleLeagueClose } from './leagues/leagues.service.ts';
import { scheduleStreakExpiry } from './points/streak-expiry.ts';

runService({
  name: 'rewards',
  migrationsDir,
  config: rewardsConfigShape,
  async setup(platform) {
    const deps = createRewardsDeps(platform);
    await rebuildLeaderboard(deps);
    const stopStreakExpiry = await scheduleStreakExpiry(deps);
    const stopReconcile = await scheduleLeaderboardReconcile(deps);
    const stopLeagueClose = await scheduleLeagueClose(deps);
    return {
      app: createApp(deps),
      prisma: deps.prisma,
      events: rewardsEventHandling(deps),
      // Live streams never go idle: they end first, so the stop does not wait for them.
      onStopping: [() => deps.stream.endAll()],
      closers: [stopStreakExpiry, stopReconcile, stopLeagueClose, () => deps.dispose()],
    };
  },
});
