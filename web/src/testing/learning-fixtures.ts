import type {
  Flashcard,
  Lesson,
  LessonSummary,
  Module,
  ModuleAccess,
  PreviousModuleStanding,
  ProgressRecord,
  Quiz,
  QuizResult,
} from '@fc/contracts/learning';

/** Builders for the learning API's answers in component tests. */

export function buildModule(overrides: Partial<Module> = {}): Module {
  return {
    id: 1,
    title: 'Budgeting Basics',
    description: 'Plan where your money goes before you spend it.',
    category: 'personal',
    track: 'personal-finance',
    color: 'success',
    icon: 'piggy-bank',
    totalLessons: 3,
    estimatedMinutes: 30,
    totalPoints: 75,
    flashcardCount: 3,
    quizQuestionCount: 2,
    ...overrides,
  };
}

export function buildLessonSummary(overrides: Partial<LessonSummary> = {}): LessonSummary {
  return {
    id: 11,
    moduleId: 1,
    position: 1,
    title: 'What is a budget?',
    imageUrl: null,
    estimatedMinutes: 10,
    points: 25,
    ...overrides,
  };
}

export function buildLesson(overrides: Partial<Lesson> = {}): Lesson {
  return {
    ...buildLessonSummary(),
    content: 'A budget is a plan for your money.',
    checks: [],
    minReadingSeconds: 45,
    completableAt: null,
    serverTime: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildProgressRecord(lessonId: number, moduleId: number): ProgressRecord {
  return {
    lessonId,
    completed: true,
    completedAt: '2026-02-01T10:00:00.000Z',
    pointsEarned: 25,
    lesson: { id: lessonId, moduleId },
  };
}

export function buildFlashcard(overrides: Partial<Flashcard> = {}): Flashcard {
  return {
    id: 101,
    moduleId: 1,
    question: 'What is a budget?',
    answer: 'A plan for how you will spend and save your money.',
    difficulty: 'easy',
    isMastered: false,
    ...overrides,
  };
}

export function buildQuiz(overrides: Partial<Quiz> = {}): Quiz {
  return {
    moduleId: 1,
    timeLimitSeconds: 300,
    passPercentage: 70,
    questions: [
      {
        id: 201,
        question: 'What does a budget help you do?',
        options: ['Spend without limits', 'Plan your spending and saving', 'Avoid taxes'],
        points: 10,
      },
      {
        id: 202,
        question: 'Which is a need?',
        options: ['Concert tickets', 'Rent', 'A new game'],
        points: 10,
      },
    ],
    ...overrides,
  };
}

export function buildQuizResult(overrides: Partial<QuizResult> = {}): QuizResult {
  return {
    attemptId: '8c0f5a7e-1b2d-4c3e-9f10-111213141516',
    moduleId: 1,
    score: 2,
    totalQuestions: 2,
    percentage: 100,
    passed: true,
    pointsEarned: 20,
    previousBestScore: null,
    isSaved: true,
    results: [
      {
        questionId: 201,
        question: 'What does a budget help you do?',
        answerIndex: 1,
        correctAnswer: 1,
        isCorrect: true,
        explanation: 'A budget is a plan for spending and saving.',
      },
      {
        questionId: 202,
        question: 'Which is a need?',
        answerIndex: 1,
        correctAnswer: 1,
        isCorrect: true,
        explanation: 'Housing is a need.',
      },
    ],
    ...overrides,
  };
}

/**
 * A module locked for the student: the previous one (Budgeting Basics, open) has every lesson done
 * and its quiz not passed, unless `standing` says otherwise.
 */
export function buildLockedAccess(standing: Partial<PreviousModuleStanding> = {}): ModuleAccess {
  return {
    canAccess: false,
    reason: 'locked',
    previousModule: {
      moduleId: 1,
      title: 'Budgeting Basics',
      isOpen: true,
      lessonsCompleted: 5,
      totalLessons: 5,
      hasQuiz: true,
      quizPassed: false,
      ...standing,
    },
  };
}
