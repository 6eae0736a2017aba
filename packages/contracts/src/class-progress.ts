import { z } from 'zod';

/**
 * The teacher's class view (docs/product.md "For teachers"): one row per student, read
 * from rewards' class-progress read model (kept from the learning, market and budget events), and
 * a student's detail with their timeline. Cards due come from learning (they change as time
 * passes, not with events): GET /api/teacher/review-due, joined to the rows by user id.
 */

/** Why a student is listed as stuck: nothing for 7 days, or a module's quiz failed twice without a pass. */
export const stuckReasons = ['inactive_7_days', 'quiz_failed_twice'] as const;
export type StuckReason = (typeof stuckReasons)[number];

/** Days without any activity after which a student counts as stuck. */
export const STUCK_INACTIVE_DAYS = 7;
/** Failed attempts at one module's quiz (with no pass) after which a student counts as stuck. */
export const STUCK_QUIZ_FAILURES = 2;

export const moduleProgressSchema = z.object({
  moduleId: z.number().int().positive(),
  lessonsCompleted: z.number().int().nonnegative(),
  /** Best quiz score as a whole percent, null before a first attempt. */
  quizBestPercent: z.number().int().min(0).max(100).nullable(),
  quizAttempts: z.number().int().nonnegative(),
  quizFailures: z.number().int().nonnegative(),
  quizPassed: z.boolean(),
  cardsMastered: z.number().int().nonnegative(),
  cardsTotal: z.number().int().nonnegative(),
});
export type ModuleProgress = z.infer<typeof moduleProgressSchema>;

export const classStudentSchema = z.object({
  userId: z.number().int().positive(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  lessonsCompleted: z.number().int().nonnegative(),
  modules: z.array(moduleProgressSchema),
  cardsMastered: z.number().int().nonnegative(),
  reviewsDone: z.number().int().nonnegative(),
  streak: z.number().int().nonnegative(),
  points: z.number().int(),
  /** Points earned since Monday of the club's week (club time zone). */
  pointsThisWeek: z.number().int(),
  /** The last learning, trading or planning activity; null if none yet. */
  lastActiveAt: z.iso.datetime().nullable(),
  plansCompleted: z.number().int().nonnegative(),
  trades: z.number().int().nonnegative(),
  /** The practice portfolio's return at its last valuation, in hundredths of a percent; null before one. */
  returnBasisPoints: z.number().int().nullable(),
  stuck: z.array(z.enum(stuckReasons)),
  joinedAt: z.iso.datetime(),
});
export type ClassStudent = z.infer<typeof classStudentSchema>;

/** GET /api/teacher/class: every student (role student), by last name then first name. */
export const classProgressSchema = z.object({
  students: z.array(classStudentSchema),
  /** When the club's week began (Monday 00:00 club time), for "points this week". */
  weekStart: z.iso.datetime(),
  generatedAt: z.iso.datetime(),
});
export type ClassProgress = z.infer<typeof classProgressSchema>;

export const timelineKinds = [
  'points',
  'lesson',
  'quiz',
  'flashcards',
  'review',
  'trade',
  'plan',
  'achievement',
  'contest',
] as const;
export type TimelineKind = (typeof timelineKinds)[number];

export const timelineEntrySchema = z.object({
  at: z.iso.datetime(),
  kind: z.enum(timelineKinds),
  /** What happened, in words ("Completed a lesson", "Bought 5 AAPL at $190.00"). */
  text: z.string(),
  /**
   * The module and lesson it was about (lessons, quizzes, flashcards, reviews), for the page to
   * name them by their titles in the catalogue; null when it was about none.
   */
  moduleId: z.number().int().nullable(),
  lessonId: z.number().int().nullable(),
  /** Points this changed, when it changed any. */
  points: z.number().int().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** GET /api/teacher/students/:id: the row plus the latest 200 timeline entries, newest first. */
export const classStudentDetailSchema = z.object({
  student: classStudentSchema,
  timeline: z.array(timelineEntrySchema),
});
export type ClassStudentDetail = z.infer<typeof classStudentDetailSchema>;

/** GET /api/teacher/review-due (learning): each student's spaced-review cards, due now and in all. */
export const reviewDueSchema = z.object({
  students: z.array(
    z.object({
      userId: z.number().int().positive(),
      due: z.number().int().nonnegative(),
      total: z.number().int().nonnegative(),
    }),
  ),
});
export type ReviewDue = z.infer<typeof reviewDueSchema>;
