import type { TimelineEntry } from '@fc/contracts/class-progress';

/** The catalogue's titles, as far as they have loaded. */
export interface CatalogueTitles {
  /** The module's title ("Module 3" while the modules load or for one no longer offered). */
  moduleTitle: (moduleId: number) => string;
  /** The lesson's title, or null while its module's lessons load. */
  lessonTitle: (lessonId: number) => string | null;
}

/**
 * What a timeline entry was about, by title: “Needs and Wants” in Budgeting Basics for a lesson,
 * the module's title for a quiz, flashcards or a review; null for anything else.
 */
export function timelineSubject(
  entry: Pick<TimelineEntry, 'moduleId' | 'lessonId'>,
  titles: CatalogueTitles,
): string | null {
  if (entry.moduleId === null) return null;
  const moduleTitle = titles.moduleTitle(entry.moduleId);
  const lessonTitle = entry.lessonId === null ? null : titles.lessonTitle(entry.lessonId);
  return lessonTitle === null ? moduleTitle : `“${lessonTitle}” in ${moduleTitle}`;
}
