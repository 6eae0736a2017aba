import { scheduleRecurringJob } from '@fc/service-kit/recurring';
import { runService } from '@fc/service-kit/run-service';
import { remindAssignmentsDueTomorrow } from './assignments/assignment-reminders.ts';
import { createApp } from './app.ts';
import { learningConfigShape, migrationsDir } from './config.ts';
import { loadContent } from './content/content.loader.ts';
import { seedContent } from './content/content.seed.ts';
import { createLearningDeps } from './deps.ts';
import { learningEventHandling } from './events/handlers.ts';

runService({
  name: 'learning',
  migrationsDir,
  config: learningConfigShape,
  async setup(platform) {
    const deps = createLearningDeps(platform);
    const modules = await loadContent(platform.config.CONTENT_DIR, {
      year: platform.config.CONTENT_YEAR,
    });
    await seedContent(deps.prisma, modules);
    platform.logger.info(
      {
        modules: modules.length,
        lessons: modules.reduce((sum, module) => sum + module.lessons.length, 0),
      },
      `learning content loaded: ${modules.length} modules`,
    );
    // Reminders of assignments due tomorrow go once per student, however many replicas run.
    const stopReminders = await scheduleRecurringJob({
      queue: 'learning.assignment-reminders',
      everyMs: platform.config.ASSIGNMENT_REMINDER_CHECK_SECONDS * 1000,
      run: () => remindAssignmentsDueTomorrow(deps),
      redisUrl: platform.config.REDIS_URL,
      redisPrefix: platform.config.REDIS_PREFIX,
      logger: platform.logger,
    });
    return {
      app: createApp(deps),
      prisma: deps.prisma,
      events: learningEventHandling(deps),
      closers: [stopReminders],
    };
  },
});
