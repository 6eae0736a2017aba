import { describe, expect, it } from 'vitest';
import { computeAccess, lockedMessage, type AccessInput } from './access.ts';

const modules: AccessInput['modules'] = [
  { id: 1, title: 'One', lessonIds: [101, 102], hasQuiz: true },
  { id: 2, title: 'Two', lessonIds: [201], hasQuiz: true },
  { id: 3, title: 'Three', lessonIds: [301], hasQuiz: false },
  { id: 4, title: 'Four', lessonIds: [401], hasQuiz: true },
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
    const entries = access([], []);
    expect(
      Object.fromEntries(
        Object.entries(entries).map(([id, entry]) => [id, [entry.canAccess, entry.reason]]),
      ),
    ).toEqual({
      1: [true, 'first_module'],
      2: [false, 'locked'],
      3: [false, 'locked'],
      4: [false, 'locked'],
    });
    expect(entries[1]?.previousModule).toBeNull();
  });

  it('when the lessons are done but the quiz is not passed, then the next module stays locked', () => {
    expect(access([101, 102], [])[2]).toEqual({
      canAccess: false,
      reason: 'locked',
      previousModule: {
        moduleId: 1,
        title: 'One',
        isOpen: true,
        lessonsCompleted: 2,
        totalLessons: 2,
        hasQuiz: true,
        quizPassed: false,
      },
    });
  });

  it('when the quiz is passed but a lesson is missing, then the next module stays locked', () => {
    expect(access([101], [1])[2]).toMatchObject({
      canAccess: false,
      reason: 'locked',
      previousModule: { lessonsCompleted: 1, totalLessons: 2, quizPassed: true },
    });
  });

  it('when the lessons are done and the quiz passed, then the next module opens with quiz_passed', () => {
    expect(access([101, 102], [1])[2]).toMatchObject({ canAccess: true, reason: 'quiz_passed' });
  });

  it('when the previous module has no quiz, then its lessons alone open the next', () => {
    expect(access([101, 102, 201, 301], [1, 2])[4]).toMatchObject({
      canAccess: true,
      reason: 'quiz_passed',
    });
  });

  it('when an admin asks, then every module is open', () => {
    expect(Object.values(access([], [], true)).every((entry) => entry.canAccess)).toBe(true);
  });

  it('when the previous module is still locked itself, then the standing says its quiz cannot be taken', () => {
    expect(access([], [])[3]?.previousModule).toMatchObject({ moduleId: 2, isOpen: false });
  });
});

describe('locked message', () => {
  const standing = {
    moduleId: 1,
    title: 'Budgeting Basics',
    isOpen: true,
    lessonsCompleted: 3,
    totalLessons: 5,
    hasQuiz: true,
    quizPassed: false,
  };

  it.each([
    [
      standing,
      'module' as const,
      'This module is locked: to unlock it, complete the lessons of Budgeting Basics (3 of 5 done) and pass the Budgeting Basics quiz',
    ],
    [
      { ...standing, lessonsCompleted: 5 },
      'quiz' as const,
      'This quiz is locked: to unlock its module, pass the Budgeting Basics quiz',
    ],
    [
      { ...standing, quizPassed: true },
      'module' as const,
      'This module is locked: to unlock it, complete the lessons of Budgeting Basics (3 of 5 done)',
    ],
    [
      { ...standing, hasQuiz: false },
      'module' as const,
      'This module is locked: to unlock it, complete the lessons of Budgeting Basics (3 of 5 done)',
    ],
  ])(
    'when the previous module stands at %o, then the %s message says what is left',
    (previous, subject, message) => {
      expect(lockedMessage(previous, subject)).toBe(message);
    },
  );
});

describe('module access after the course order changes', () => {
  // The order is the array's: here module 3 now comes before module 2.
  const reordered: AccessInput['modules'] = [
    { id: 1, title: 'One', lessonIds: [101, 102], hasQuiz: true },
    { id: 3, title: 'Three', lessonIds: [301], hasQuiz: false },
    { id: 2, title: 'Two', lessonIds: [201, 202], hasQuiz: true },
  ];
  const accessOf = (completed: number[], passed: number[]) =>
    computeAccess({
      modules: reordered,
      completedLessonIds: new Set(completed),
      passedQuizModuleIds: new Set(passed),
      isAdmin: false,
    });

  it('when module one is done, then the module after it in the new order opens, not the next id', () => {
    const entries = accessOf([101, 102], [1]);
    expect(entries.get(3)).toMatchObject({ canAccess: true, reason: 'quiz_passed' });
    expect(entries.get(2)).toMatchObject({
      canAccess: false,
      reason: 'locked',
      previousModule: { moduleId: 3, title: 'Three' },
    });
  });

  it('when a student had started a module the new order now puts later, then it stays open to them', () => {
    const entries = accessOf([101, 102, 201], [1]);
    expect(entries.get(2)).toMatchObject({ canAccess: true, reason: 'started' });
    expect(accessOf([101, 102], [1, 2]).get(2)).toMatchObject({
      canAccess: true,
      reason: 'started',
    });
  });
});
