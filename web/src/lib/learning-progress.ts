import type { LessonSummary, ProgressRecord } from '@fc/contracts/learning';

/** The ids of the lessons a user has completed. */
export function getCompletedLessonIds(records: readonly ProgressRecord[] | undefined): Set<number> {
  return new Set((records ?? []).filter((record) => record.completed).map((r) => r.lessonId));
}

/** How many lessons of `moduleId` the records mark completed. */
export function countCompletedInModule(
  records: readonly ProgressRecord[] | undefined,
  moduleId: number,
): number {
  return (records ?? []).filter((record) => record.completed && record.lesson.moduleId === moduleId)
    .length;
}

/** A whole percentage, 0 to 100. */
export function toPercentage(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((done / total) * 100)));
}

export type LessonState = 'locked' | 'available' | 'completed';

/**
 * docs/product.md section 4 "Lesson": a lesson opens when it is the first or the one
 * before it is completed. Guests cannot complete lessons, so for them every
 * lesson is open to read (docs/product.md section 6: guests may browse lessons).
 */
export function getLessonStates(
  lessons: readonly LessonSummary[],
  completedIds: ReadonlySet<number>,
  { isGuest = false }: { isGuest?: boolean } = {},
): LessonState[] {
  return lessons.map((lesson, index) => {
    if (completedIds.has(lesson.id)) return 'completed';
    if (isGuest || index === 0) return 'available';
    const previous = lessons[index - 1];
    return previous && completedIds.has(previous.id) ? 'available' : 'locked';
  });
}
