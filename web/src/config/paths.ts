/** Every route of the app (docs/product.md section 2 "Route table"). */
export const paths = {
  auth: '/auth',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  home: '/',
  lessons: '/lessons',
  module: (moduleId: number | string) => `/lessons/${moduleId}`,
  flashcards: (lessonId: number | string) => `/flashcards/${lessonId}`,
  quiz: (lessonId: number | string) => `/quiz/${lessonId}`,
  /** Spaced review of the cards a student has studied (docs/product.md "Review"). */
  review: '/review',
  trading: '/trading',
  budgeting: '/budgeting',
  leaderboard: '/leaderboard',
  /** The weekly league (docs/product.md "Weekly league"). */
  leagues: '/leagues',
  achievements: '/achievements',
  /** The admin panel; teachers see its class tabs only (docs/product.md "For teachers"). */
  admin: '/admin',
  /** One student's progress and timeline (teachers and admins). */
  adminStudent: (userId: number | string) => `/admin/students/${userId}`,
  /** The printable one-page club summary (teachers and admins). */
  adminSummary: '/admin/summary',
} as const;

/**
 * The contests' addresses (docs/product.md "Contests"), beside the others so that the nav and the
 * admin panel link to them without loading the contests' pages.
 */
export const contestPaths = {
  list: '/contests',
  contest: (contestId: number | string) => `/contests/${contestId}`,
  /** The trading page in contest mode: the contest's own portfolio. */
  trading: (contestId: number | string) => `/trading?contest=${contestId}`,
} as const;
