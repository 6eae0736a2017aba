/**
 * The learning feature's cache keys. Everything a signed-in user's progress
 * touches lives under `progress` or `access`, so that finishing a lesson, a
 * quiz or a deck can refresh it all at once (see use-refresh-progress.ts).
 */
export const learningKeys = {
  all: ['learning'] as const,
  modules: () => [...learningKeys.all, 'modules'] as const,
  module: (moduleId: number) => [...learningKeys.modules(), moduleId] as const,
  moduleLessons: (moduleId: number) => [...learningKeys.module(moduleId), 'lessons'] as const,
  lesson: (lessonId: number) => [...learningKeys.all, 'lesson', lessonId] as const,
  progress: () => [...learningKeys.all, 'progress'] as const,
  userProgress: (userId: number) => [...learningKeys.progress(), userId] as const,
  moduleProgress: (userId: number, moduleId: number) =>
    [...learningKeys.userProgress(userId), 'module', moduleId] as const,
  access: () => [...learningKeys.all, 'access'] as const,
  accessMap: (userId: number) => [...learningKeys.access(), userId] as const,
  moduleAccess: (userId: number, moduleId: number) =>
    [...learningKeys.accessMap(userId), moduleId] as const,
  /** Mastery differs per person, so the deck is cached per user ('guest' for guests). */
  flashcards: (moduleId: number, userId: number | 'guest') =>
    [...learningKeys.all, 'flashcards', moduleId, userId] as const,
  quiz: (moduleId: number) => [...learningKeys.all, 'quiz', moduleId] as const,
};
