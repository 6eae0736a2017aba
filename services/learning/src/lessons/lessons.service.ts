import { lessonCheckSchema, type CompleteLessonResult, type Lesson } from '@fc/contracts/learning';
import { httpErrors } from '@fc/service-kit/errors';
import { publishEvent } from '@fc/service-kit/events/publish';
import type { Session } from '@fc/service-kit/session';
import type { LearningDeps } from '../deps.ts';
import { lockUserModule } from '../db.ts';
import { catalogueOf, previousLessonOf } from '../content/catalogue.ts';
import { readLearnerProgress } from '../progress/progress.repository.ts';
import { accessOf, assertAccess } from '../progress/progress.service.ts';
import {
  countCompletedLessons,
  insertLessonProgress,
  recordLessonOpened,
} from './lessons.repository.ts';

const lessonNotFound = () => httpErrors.notFound('Lesson not found', 'LESSON_NOT_FOUND');

/** How long a lesson must have been open before it may be completed: longer text, longer wait. */
export function minReadingSecondsFor(wordCount: number, secondsPerWord: number): number {
  return Math.max(1, Math.ceil(wordCount * secondsPerWord));
}

/**
 * The lesson with its text. For a signed-in user whose next lesson it is (its module open and the
 * lesson before it completed) this starts the server's reading clock, or keeps the one started at
 * the first opening, and says when the lesson may be completed by that clock. Any lesson can be
 * read, as guests do, but a locked one's clock does not run: opening five lessons at once and
 * waiting once completes one of them, not five.
 */
export async function openLesson(
  deps: LearningDeps,
  session: Session | undefined,
  lessonId: number,
): Promise<Lesson> {
  const catalogue = await catalogueOf(deps.prisma);
  const lesson = catalogue.lessons.get(lessonId);
  if (!lesson) throw lessonNotFound();
  const minReadingSeconds = minReadingSecondsFor(
    lesson.wordCount,
    deps.config.READING_SECONDS_PER_WORD,
  );
  let completableAt: string | null = null;
  if (session) {
    // Kysely on the pool (docs/performance.md): a lesson is opened at every step of the path, so
    // its reads cost one statement, not one per table through the ORM.
    const { completedLessonIds, access } = accessOf(
      catalogue.outlines,
      await readLearnerProgress(deps.db, session.userId),
      session.role === 'admin',
    );
    const previous = previousLessonOf(catalogue, lesson);
    const isUnlocked =
      (access.get(lesson.moduleId)?.canAccess ?? false) &&
      (previous === undefined || completedLessonIds.has(previous));
    if (isUnlocked) {
      const openedAt = await recordLessonOpened(deps.db, session.userId, lesson.id);
      completableAt = new Date(openedAt.getTime() + minReadingSeconds * 1000).toISOString();
    }
  }
  return {
    id: lesson.id,
    moduleId: lesson.moduleId,
    position: lesson.position,
    title: lesson.title,
    content: lesson.content,
    checks: checksOf(lesson.checks),
    imageUrl: lesson.imageUrl,
    estimatedMinutes: lesson.estimatedMinutes,
    points: lesson.points,
    minReadingSeconds,
    completableAt,
    serverTime: new Date().toISOString(),
  };
}

/** The stored checks; a row the seed has not filled yet has none. */
function checksOf(stored: unknown): Lesson['checks'] {
  const parsed = lessonCheckSchema.array().safeParse(stored);
  return parsed.success ? parsed.data : [];
}

const secondsText = (seconds: number) => `${seconds} second${seconds === 1 ? '' : 's'}`;

/**
 * Completes a lesson: its module must be open, the previous lesson completed and the lesson read
 * for long enough by the server's clock. Completing twice pays once. Progress and
 * lesson.completed are written in one transaction.
 */
export async function completeLesson(
  deps: LearningDeps,
  session: Session,
  lessonId: number,
): Promise<CompleteLessonResult> {
  const catalogue = await catalogueOf(deps.prisma);
  const lesson = catalogue.lessons.get(lessonId);
  if (!lesson) throw lessonNotFound();
  const { userId } = session;
  const moduleLessonIds =
    catalogue.outlines.find((module) => module.id === lesson.moduleId)?.lessonIds ?? [];
  // Kysely on the pool (docs/performance.md): what the student has done and when they opened
  // the lesson in one read, then one transaction for the pay-out.
  const progress = await readLearnerProgress(deps.db, userId, lesson.id);
  const { completedLessonIds, access } = accessOf(
    catalogue.outlines,
    progress,
    session.role === 'admin',
  );
  const moduleAccess = access.get(lesson.moduleId);
  if (!moduleAccess) throw lessonNotFound();
  assertAccess(moduleAccess);

  if (completedLessonIds.has(lesson.id)) {
    const completed = moduleLessonIds.filter((id) => completedLessonIds.has(id)).length;
    return {
      pointsEarned: 0,
      alreadyCompleted: true,
      moduleCompleted: completed === moduleLessonIds.length,
    };
  }
  const previous = previousLessonOf(catalogue, lesson);
  if (previous !== undefined && !completedLessonIds.has(previous)) {
    throw httpErrors.forbidden('Complete the previous lesson first', 'LESSON_LOCKED');
  }
  const minSeconds = minReadingSecondsFor(lesson.wordCount, deps.config.READING_SECONDS_PER_WORD);
  const opened = progress.openedAt;
  const readSeconds = opened ? Math.floor((Date.now() - opened.getTime()) / 1000) : 0;
  if (readSeconds < minSeconds) {
    throw httpErrors.conflict(
      opened
        ? `Keep reading: you have read for ${secondsText(readSeconds)} of the ${minSeconds} needed.`
        : `Open the lesson and read it first: it needs ${secondsText(minSeconds)} of reading.`,
      'READING_TOO_SHORT',
    );
  }

  // Under the module's lock, so that two clicks at once pay once and the module's completion is
  // counted exactly (quizzes and flashcards take the same lock).
  return deps.db.transaction().execute(async (trx): Promise<CompleteLessonResult> => {
    await lockUserModule(trx, userId, lesson.moduleId);
    const { completed, hasLesson } = await countCompletedLessons(
      trx,
      userId,
      moduleLessonIds,
      lesson.id,
    );
    // Completed meanwhile (a second click): it pays once.
    if (hasLesson) {
      return {
        pointsEarned: 0,
        alreadyCompleted: true,
        moduleCompleted: completed === moduleLessonIds.length,
      };
    }
    const moduleCompleted = completed + 1 === moduleLessonIds.length;
    const progressRow = { userId, lessonId: lesson.id, pointsEarned: lesson.points };
    if (!(await insertLessonProgress(trx, progressRow))) {
      throw new Error('the lesson was completed already under its module lock');
    }
    await publishEvent(trx, 'lesson.completed', {
      userId,
      lessonId: lesson.id,
      moduleId: lesson.moduleId,
      points: lesson.points,
      moduleCompleted,
      completedAt: new Date().toISOString(),
    });
    return { pointsEarned: lesson.points, alreadyCompleted: false, moduleCompleted };
  });
}
