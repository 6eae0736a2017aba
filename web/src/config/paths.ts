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
