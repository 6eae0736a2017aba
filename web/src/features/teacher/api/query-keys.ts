/**
 * The teacher pages' cache keys. The live-update stream (docs/live-updates.md) invalidates these
 * when the class changes, so none of these queries polls: everything lives under `teacher`.
 */
export const teacherKeys = {
  all: ['teacher'] as const,
  /** GET /api/teacher/class: one row per student. */
  classProgress: () => [...teacherKeys.all, 'class'] as const,
  /** GET /api/teacher/review-due: each student's spaced-review cards due. */
  reviewDue: () => [...teacherKeys.all, 'review-due'] as const,
  /** GET /api/teacher/students/:id: one student's row and timeline. */
  student: (userId: number) => [...teacherKeys.all, 'student', userId] as const,
  /** GET /api/teacher/assignments: every assignment with who has done it. */
  assignments: () => [...teacherKeys.all, 'assignments'] as const,
  /** GET /api/teacher/announcements: the live announcements with their dismissal counts. */
  announcements: () => [...teacherKeys.all, 'announcements'] as const,
};
