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
  /** Spaced review of the cards a student has studied (issue #21). */
  review: '/review',
  trading: '/trading',
  budgeting: '/budgeting',
  leaderboard: '/leaderboard',
  /** The weekly league (issue #21). */
  leagues: '/leagues',
  achievements: '/achievements',
  admin: '/admin',
} as const;
