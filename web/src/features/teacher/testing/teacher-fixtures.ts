import type { ClassAssignment } from '@fc/contracts/assignments';
import type { Announcement } from '@fc/contracts/announcements';
import type { ClassProgress, ClassStudent, ModuleProgress } from '@fc/contracts/class-progress';

import type { StaffAnnouncement } from '@/features/teacher/api/get-staff-announcements';
import { buildModule } from '@/testing/learning-fixtures';
import type { MockRoutes } from '@/testing/mock-fetch';
import { buildUser } from '@/testing/test-utils';

/** Test data for the teacher pages: what the services answer (packages/contracts). */

export const teacherUser = buildUser({
  id: 2,
  username: 'mslee',
  email: 'lee@school.example.org',
  firstName: 'Dana',
  lastName: 'Lee',
  role: 'teacher',
  points: 0,
  streak: 0,
});

const DAY_MS = 24 * 3600 * 1000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

export function buildModuleProgress(overrides: Partial<ModuleProgress> = {}): ModuleProgress {
  return {
    moduleId: 1,
    lessonsCompleted: 0,
    quizBestPercent: null,
    quizAttempts: 0,
    quizFailures: 0,
    quizPassed: false,
    cardsMastered: 0,
    cardsTotal: 10,
    ...overrides,
  };
}

export function buildClassStudent(overrides: Partial<ClassStudent> = {}): ClassStudent {
  return {
    userId: 7,
    username: 'alexm',
    firstName: 'Alex',
    lastName: 'Morgan',
    lessonsCompleted: 0,
    modules: [],
    cardsMastered: 0,
    reviewsDone: 0,
    streak: 0,
    points: 0,
    pointsThisWeek: 0,
    lastActiveAt: null,
    plansCompleted: 0,
    trades: 0,
    returnBasisPoints: null,
    stuck: [],
    joinedAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

/** Three students, listed by last name as the server does: Lopez, Morgan, Patel. */
export const jordan = buildClassStudent({
  userId: 9,
  username: 'jordanl',
  firstName: 'Jordan',
  lastName: 'Lopez',
  lessonsCompleted: 2,
  modules: [
    buildModuleProgress({
      moduleId: 1,
      lessonsCompleted: 2,
      quizBestPercent: 40,
      quizAttempts: 2,
      quizFailures: 2,
    }),
  ],
  cardsMastered: 3,
  streak: 0,
  points: 980,
  pointsThisWeek: 0,
  lastActiveAt: daysAgo(9),
  plansCompleted: 0,
  returnBasisPoints: -250,
  stuck: ['inactive_7_days', 'quiz_failed_twice'],
});
export const alex = buildClassStudent({
  userId: 7,
  username: 'alexm',
  firstName: 'Alex',
  lastName: 'Morgan',
  lessonsCompleted: 5,
  modules: [
    buildModuleProgress({
      moduleId: 1,
      lessonsCompleted: 3,
      quizBestPercent: 90,
      quizAttempts: 1,
      quizPassed: true,
      cardsMastered: 8,
    }),
    buildModuleProgress({
      moduleId: 2,
      lessonsCompleted: 2,
      quizBestPercent: 70,
      quizAttempts: 2,
      quizFailures: 1,
      quizPassed: true,
      cardsMastered: 4,
      cardsTotal: 8,
    }),
  ],
  cardsMastered: 12,
  streak: 4,
  points: 12_500,
  pointsThisWeek: 300,
  lastActiveAt: daysAgo(3),
  plansCompleted: 2,
  trades: 6,
  returnBasisPoints: 1234,
});
export const sam = buildClassStudent({
  userId: 11,
  username: 'samp',
  firstName: 'Sam',
  lastName: 'Patel',
  lessonsCompleted: 1,
  modules: [buildModuleProgress({ moduleId: 1, lessonsCompleted: 1 })],
  cardsMastered: 0,
  streak: 1,
  points: 150,
  pointsThisWeek: 150,
  lastActiveAt: daysAgo(1),
});

export function buildClassProgress(students: ClassStudent[] = [jordan, alex, sam]): ClassProgress {
  return {
    students,
    weekStart: '2026-11-23T00:00:00.000Z',
    generatedAt: new Date().toISOString(),
  };
}

export const modules = [
  buildModule({ id: 1, title: 'Budgeting Basics', totalLessons: 3 }),
  buildModule({ id: 2, title: 'Stock Market Basics', totalLessons: 2 }),
];

export function buildClassAssignment(overrides: Partial<ClassAssignment> = {}): ClassAssignment {
  return {
    id: 31,
    kind: 'module',
    moduleId: 1,
    contestId: null,
    title: 'Budgeting Basics',
    dueDate: '2026-12-04',
    note: '',
    createdAt: '2026-11-20T10:00:00.000Z',
    userIds: null,
    createdBy: 2,
    assigned: 3,
    completed: 1,
    students: [
      { userId: 7, completedAt: '2026-11-22T15:00:00.000Z', remindedAt: null },
      { userId: 9, completedAt: null, remindedAt: null },
      { userId: 11, completedAt: null, remindedAt: null },
    ],
    ...overrides,
  };
}

export function buildAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: 41,
    body: 'No club on **Tuesday**.',
    html: '<p>No club on <strong>Tuesday</strong>.</p>',
    authorName: 'Dana Lee',
    postedAt: daysAgo(0.1),
    ...overrides,
  };
}

export function buildStaffAnnouncement(
  overrides: Partial<StaffAnnouncement> = {},
): StaffAnnouncement {
  return { ...buildAnnouncement(), dismissals: 2, ...overrides };
}

/** Every teacher call answered from the fixtures; `overrides` replace or add answers. */
export function teacherRoutes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/teacher/class': { body: buildClassProgress() },
    'GET /api/teacher/review-due': {
      body: {
        students: [
          { userId: 7, due: 5, total: 20 },
          { userId: 9, due: 0, total: 3 },
          { userId: 11, due: 2, total: 2 },
        ],
      },
    },
    'GET /api/teacher/assignments': { body: { assignments: [buildClassAssignment()] } },
    'GET /api/teacher/announcements': { body: { announcements: [buildStaffAnnouncement()] } },
    'GET /api/modules': { body: modules },
    'GET /api/contests': { body: [] },
    'GET /api/auth/2fa': { body: { enabled: false, required: false, recoveryCodesLeft: 0 } },
    ...overrides,
  };
}
