import { paths } from '@/config/paths';

/** The search parameter of a module's page that opens one of its lessons in the reader. */
export const LESSON_PARAM = 'lesson';

/** A module's page with one of its lessons open: where 'Next lesson' goes. */
export function lessonLink(moduleId: number, lessonId: number): string {
  return `${paths.module(moduleId)}?${LESSON_PARAM}=${lessonId}`;
}
