import { lessonCheckSchema, type CompleteLessonResult, type Lesson } from '@fc/contracts/learning';
import { httpErrors } from '@fc/service-kit/errors';
import { publishEvent } from '@fc/service-kit/events/publish';
import type { Session } from '@fc/service-kit/session';
import type { LearningDeps } from '../deps.ts';
import { lockUserModule } from '../db.ts';
import { assertModuleOpen, getModuleAccess } from '../progress/progress.service.ts';
import {
  countCompletedInModule,
  findLesson,
  findLessonOpen,
  findPreviousLesson,
  insertLessonProgress,
  isLessonCompleted,
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
  const lesson = await findLesson(deps.prisma, lessonId);
  if (!lesson) throw lessonNotFound();
  const minReadingSeconds = minReadingSecondsFor(
    lesson.wordCount,
    deps.config.READING_SECONDS_PER_WORD,
  );
  let completableAt: string | null = null;
  if (session && (await isLessonUnlocked(deps, session, lesson))) {
    await recordLessonOpened(deps.prisma, session.userId, lesson.id);
    const opened = await findLessonOpen(deps.prisma, session.userId, lesson.id);
    if (opened) {
      completableAt = new Date(opened.openedAt.getTime() + minReadingSeconds * 1000).toISOString();
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

async function isLessonUnlocked(
  deps: LearningDeps,
  session: Session,
  lesson: NonNullable<Awaited<ReturnType<typeof findLesson>>>,
): Promise<boolean> {
  const access = await getModuleAccess(
    deps.prisma,
    session.userId,
    session.role === 'admin',
    lesson.moduleId,
  );
  if (!access.canAccess) return false;
  const previous = await findPreviousLesson(deps.prisma, lesson);
  return !previous || isLessonCompleted(deps.prisma, session.userId, previous.id);
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
  const { prisma } = deps;
  const lesson = await findLesson(prisma, lessonId);
  if (!lesson) throw lessonNotFound();
  const { userId } = session;
  await assertModuleOpen(prisma, session, lesson.moduleId);

  if (await isLessonCompleted(prisma, userId, lesson.id)) {
    const { completed, total } = await countCompletedInModule(prisma, userId, lesson.moduleId);
    return { pointsEarned: 0, alreadyCompleted: true, moduleCompleted: completed === total };
  }
  const previous = await findPreviousLesson(prisma, lesson);
  if (previous && !(await isLessonCompleted(prisma, userId, previous.id))) {
    throw httpErrors.forbidden('Complete the previous lesson first', 'LESSON_LOCKED');
  }
  const minSeconds = minReadingSecondsFor(lesson.wordCount, deps.config.READING_SECONDS_PER_WORD);
  const opened = await findLessonOpen(prisma, userId, lesson.id);
  const readSeconds = opened ? Math.floor((Date.now() - opened.openedAt.getTime()) / 1000) : 0;
  if (readSeconds < minSeconds) {
    throw httpErrors.conflict(
      opened
        ? `Keep reading: you have read for ${secondsText(readSeconds)} of the ${minSeconds} needed.`
        : `Open the lesson and read it first: it needs ${secondsText(minSeconds)} of reading.`,
      'READING_TOO_SHORT',
    );
  }

  const result = await prisma.$transaction(async (tx) => {
    await lockUserModule(tx, userId, lesson.moduleId);
    const isNew = await insertLessonProgress(tx, {
      userId,
      lessonId: lesson.id,
      pointsEarned: lesson.points,
    });
    const { completed, total } = await countCompletedInModule(tx, userId, lesson.moduleId);
    const moduleCompleted = completed === total;
    if (!isNew) return { pointsEarned: 0, alreadyCompleted: true, moduleCompleted };
    await publishEvent(tx, 'lesson.completed', {
      userId,
      lessonId: lesson.id,
      moduleId: lesson.moduleId,
      points: lesson.points,
      moduleCompleted,
      completedAt: new Date().toISOString(),
    });
    return { pointsEarned: lesson.points, alreadyCompleted: false, moduleCompleted };
  });
  return result;
}
