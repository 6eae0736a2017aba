import { describe, expect, it } from 'vitest';
import { computeAccess, type AccessInput } from './access.ts';

const modules: AccessInput['modules'] = [
  { id: 1, lessonIds: [101, 102], hasQuiz: true },
  { id: 2, lessonIds: [201], hasQuiz: true },
  { id: 3, lessonIds: [301], hasQuiz: false },
  { id: 4, lessonIds: [401], hasQuiz: true },
];
const access = (completed: number[], passed: number[], isAdmin = false) =>
  Object.fromEntries(
    computeAccess({
      modules,
      completedLessonIds: new Set(completed),
      passedQuizModuleIds: new Set(passed),
      isAdmin,
    }),
  );

describe('module access', () => {
  it('when nothing is done, then only the first module is open', () => {
    expect(access([], [])).toEqual({
      1: { canAccess: true, reason: 'first_module' },
      2: { canAccess: false, reason: 'locked' },
      3: { canAccess: false, reason: 'locked' },
      4: { canAccess: false, reason: 'locked' },
    });
  });

  it('when the lessons are done but the quiz is not passed, then the next module stays locked', () => {
    expect(access([101, 102], [])[2]).toEqual({ canAccess: false, reason: 'locked' });
  });

  it('when the quiz is passed but a lesson is missing, then the next module stays locked', () => {
    expect(access([101], [1])[2]).toEqual({ canAccess: false, reason: 'locked' });
  });

  it('when the lessons are done and the quiz passed, then the next module opens with quiz_passed', () => {
    expect(access([101, 102], [1])[2]).toEqual({ canAccess: true, reason: 'quiz_passed' });
  });

  it('when the previous module has no quiz, then its lessons alone open the next', () => {
    expect(access([101, 102, 201, 301], [1, 2])[4]).toEqual({
      canAccess: true,
      reason: 'quiz_passed',
    });
  });

  it('when an admin asks, then every module is open', () => {
    expect(Object.values(access([], [], true)).every((entry) => entry.canAccess)).toBe(true);
  });
});
