import { z } from 'zod';
import { idSchema, MAX_ID } from './ids.ts';

/**
 * The learning service's API (docs/product.md sections 3 and 7 "Learning"). Flashcards and quizzes belong
 * to a module: the `{lessonId}` of /api/lessons/{id}/flashcards and /api/lessons/{id}/quiz is the
 * module id (docs/product.md).
 */

export const moduleCategorySchema = z.enum(['personal', 'commercial']);
export const moduleTrackSchema = z.enum([
  'personal-finance',
  'investments',
  'business-finance',
  'advanced',
]);
export const moduleColorSchema = z.enum([
  'success',
  'warning',
  'purple',
  'secondary-500',
  'primary-500',
]);
export const difficultySchema = z.enum(['easy', 'medium', 'hard']);

/** GET /api/modules, GET /api/modules/{id}. */
export const moduleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: moduleCategorySchema,
  track: moduleTrackSchema,
  color: moduleColorSchema,
  /** A lucide icon name, e.g. "piggy-bank". */
  icon: z.string(),
  totalLessons: z.number().int(),
  estimatedMinutes: z.number().int(),
  totalPoints: z.number().int(),
  flashcardCount: z.number().int(),
  quizQuestionCount: z.number().int(),
});
export type Module = z.infer<typeof moduleSchema>;
export const moduleListSchema = z.array(moduleSchema);

/** GET /api/modules/{id}/lessons: the lessons in order, without their text. */
export const lessonSummarySchema = z.object({
  id: z.number().int(),
  moduleId: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  estimatedMinutes: z.number().int(),
  points: z.number().int(),
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;
export const lessonSummaryListSchema = z.array(lessonSummarySchema);

/**
 * A check for understanding at the end of a lesson: ungraded, so its answer comes with it and the
 * reader gives feedback at once without asking the server.
 */
export const lessonCheckSchema = z.object({
  question: z.string(),
  options: z.array(z.string()),
  correctIndex: z.number().int(),
  explanation: z.string(),
});
export type LessonCheck = z.infer<typeof lessonCheckSchema>;

/**
 * GET /api/lessons/{id}: the lesson with its text. Opening it signed in starts the reading clock
 * (opening it again keeps it); completing it sooner than `minReadingSeconds` later is refused.
 */
export const lessonSchema = lessonSummarySchema.extend({
  content: z.string(),
  /** One or two checks for understanding, shown after the text. */
  checks: z.array(lessonCheckSchema),
  minReadingSeconds: z.number().int(),
  /**
   * When this user may complete the lesson by the server's clock: its reading clock's start plus
   * `minReadingSeconds`. Null when no clock runs for them: a guest, or a lesson not yet open to them.
   */
  completableAt: z.string().nullable(),
  /** The server's clock when it answered: a page counts down to `completableAt` by it, not its own. */
  serverTime: z.string(),
});
export type Lesson = z.infer<typeof lessonSchema>;

/** POST /api/lessons/{id}/complete. */
export const completeLessonBodySchema = z.object({
  /** What the page measured; the server checks its own clock. */
  readingTimeSeconds: z.number().nonnegative().max(86_400).optional(),
});
export const completeLessonResultSchema = z.object({
  pointsEarned: z.number().int(),
  alreadyCompleted: z.boolean(),
  moduleCompleted: z.boolean(),
});
export type CompleteLessonResult = z.infer<typeof completeLessonResultSchema>;

/** GET /api/users/{id}/progress: one record per completed lesson. */
export const progressRecordSchema = z.object({
  lessonId: z.number().int(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  /** The lesson points paid for it (before any multiplier the rewards service applies). */
  pointsEarned: z.number().int(),
  lesson: z.object({ id: z.number().int(), moduleId: z.number().int() }),
});
export type ProgressRecord = z.infer<typeof progressRecordSchema>;
export const progressRecordListSchema = z.array(progressRecordSchema);

/** GET /api/users/{id}/progress/module/{moduleId}. */
export const moduleProgressSchema = z.object({
  moduleId: z.number().int(),
  percentage: z.number().int().min(0).max(100),
  completed: z.number().int(),
  totalLessons: z.number().int(),
  quizPassed: z.boolean(),
  bestQuizScore: z.number().int().nullable(),
});
export type ModuleProgress = z.infer<typeof moduleProgressSchema>;

/**
 * Why a module is open: the first in the course; the one before it done; an admin; or `started`:
 * the student already has progress in it (a lesson completed or its quiz passed), so it stays
 * open when the course order changes and puts it after a module they have not finished.
 */
export const accessReasonSchema = z.enum([
  'first_module',
  'quiz_passed',
  'started',
  'admin',
  'locked',
]);
/**
 * Where a user stands with the module before another: what unlocks that one (all its lessons
 * completed and, when it has a quiz, the quiz passed).
 */
export const previousModuleStandingSchema = z.object({
  moduleId: z.number().int(),
  title: z.string(),
  /** Whether this user may open that module, and so take its quiz. */
  isOpen: z.boolean(),
  lessonsCompleted: z.number().int(),
  totalLessons: z.number().int(),
  hasQuiz: z.boolean(),
  quizPassed: z.boolean(),
});
export type PreviousModuleStanding = z.infer<typeof previousModuleStandingSchema>;
/** GET /api/users/{id}/modules/{moduleId}/access; the client adds guest_mode, loading and error. */
export const moduleAccessSchema = z.object({
  canAccess: z.boolean(),
  reason: accessReasonSchema,
  /**
   * The previous module as this user stands with it (null for the first module). The learning
   * service always sends it; a client without it says the rule in general words.
   */
  previousModule: previousModuleStandingSchema.nullable().optional(),
});
export type ModuleAccess = z.infer<typeof moduleAccessSchema>;
/** GET /api/users/{id}/module-access: every module's access in one call, keyed by module id. */
export const moduleAccessMapSchema = z.record(z.string(), moduleAccessSchema);
export type ModuleAccessMap = z.infer<typeof moduleAccessMapSchema>;

/** GET /api/lessons/{moduleId}/flashcards. `isMastered` is false for guests. */
export const flashcardSchema = z.object({
  id: z.number().int(),
  moduleId: z.number().int(),
  question: z.string(),
  answer: z.string(),
  difficulty: difficultySchema,
  isMastered: z.boolean(),
});
export type Flashcard = z.infer<typeof flashcardSchema>;
export const flashcardListSchema = z.array(flashcardSchema);
/** POST /api/lessons/{moduleId}/flashcards/{flashcardId}/mastery ("Got It!"). */
export const masteryResultSchema = z.object({
  mastered: z.number().int(),
  total: z.number().int(),
  allMastered: z.boolean(),
  /**
   * Whether this card counts as studied: "Got It!" at least FLASHCARD_STUDY_SECONDS after the
   * previous one in the deck. The deck pays FLASHCARD_POINTS_PER_STUDIED_CARD per studied card.
   */
  isStudied: z.boolean().optional(),
  /** What mastering the whole deck paid (only when this card completed it), before multipliers. */
  pointsEarned: z.number().int().optional(),
});
export type MasteryResult = z.infer<typeof masteryResultSchema>;

/**
 * A quiz question's type: `single` (one right option), `multiple` (select all that apply, graded
 * all or nothing) or `numeric` (a number typed in, right within a tolerance; no options).
 */
export const quizQuestionTypeSchema = z.enum(['single', 'multiple', 'numeric']);
export type QuizQuestionType = z.infer<typeof quizQuestionTypeSchema>;
/** The units a numeric answer may be in: "$1,234.50" and "12.5%" are read as 1234.5 and 12.5. */
export const NUMERIC_UNITS = ['$', '%', 'years'] as const;
export const numericUnitSchema = z.enum(NUMERIC_UNITS);
export type NumericUnit = z.infer<typeof numericUnitSchema>;

/** GET /api/lessons/{moduleId}/quiz: the questions, never with their answers. */
export const quizQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** The options to choose from; empty for a numeric question. */
  options: z.array(z.string()),
  points: z.number().int(),
  /** Absent (from an older server) means `single`. */
  type: quizQuestionTypeSchema.optional(),
  /** A numeric question's unit, if any. */
  unit: numericUnitSchema.nullable().optional(),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;
export const quizSchema = z.object({
  moduleId: z.number().int(),
  /** This quiz's time limit (the module's; QUIZ_TIME_LIMIT_SECONDS unless it sets its own). */
  timeLimitSeconds: z.number().int(),
  passPercentage: z.number().int(),
  questions: z.array(quizQuestionSchema),
});
export type Quiz = z.infer<typeof quizSchema>;

/**
 * A quiz is taken as an attempt: POST /api/quiz/attempts starts one, each answer is sent once to
 * POST /api/quiz/attempts/{id}/answers (the feedback comes back; the answer is final), and
 * POST /api/quiz/submit grades it. A client cannot send its own score.
 */
export const startAttemptBodySchema = z.object({ moduleId: idSchema() });
export const attemptSchema = z.object({
  attemptId: z.uuid(),
  moduleId: z.number().int(),
  startedAt: z.string(),
  /**
   * The server's deadline: answers after it (and a short grace) are refused. Reading an answer's
   * feedback does not count: POST /api/quiz/attempts/{id}/resume moves it on by that time.
   */
  expiresAt: z.string(),
  /** The quiz's time limit the deadline was set from. */
  timeLimitSeconds: z.number().int().optional(),
  /**
   * This attempt's questions, shuffled, each with its options shuffled: answers and feedback use
   * these positions (answerIndex 0 is the first option shown here). Absent from an older server.
   */
  questions: z.array(quizQuestionSchema).optional(),
});
export type Attempt = z.infer<typeof attemptSchema>;
/**
 * POST /api/quiz/attempts/{id}/resume: the student has read an answer's feedback and moves on.
 * Recording an answer pauses the attempt's clock; resuming moves the deadline on by the pause.
 */
export const attemptClockSchema = z.object({
  attemptId: z.uuid(),
  expiresAt: z.string(),
  /** The server's clock when it answered: time left is expiresAt − serverTime. */
  serverTime: z.string(),
});
export type AttemptClock = z.infer<typeof attemptClockSchema>;

export const ANSWER_SHAPE_MESSAGE =
  'Send exactly one of answerIndex (single choice), answerIndexes (select all that apply) or answerValue (a number)';
/**
 * One answer: `answerIndex` for a single-choice question, `answerIndexes` (the options ticked,
 * possibly none) for select all that apply, `answerValue` for numeric entry: a number or the text
 * typed, e.g. "1,234.5", "$1,234.50" or "12.5%".
 */
export const answerBodySchema = z
  .object({
    questionId: idSchema(),
    answerIndex: z.number().int().nonnegative().max(MAX_ID).optional(),
    answerIndexes: z
      .array(z.number().int().nonnegative().max(MAX_ID))
      .max(26, 'answerIndexes has at most 26 entries')
      .optional(),
    answerValue: z
      .union([z.number().finite(), z.string().max(40, 'answerValue is at most 40 characters')])
      .optional(),
  })
  .refine(
    (body) =>
      [body.answerIndex, body.answerIndexes, body.answerValue].filter((v) => v !== undefined)
        .length === 1,
    { message: ANSWER_SHAPE_MESSAGE, path: ['answerIndex'] },
  );
export type AnswerBody = z.infer<typeof answerBodySchema>;
export const answerFeedbackSchema = z.object({
  questionId: z.number().int(),
  /** Absent (from an older server) means `single`. */
  type: quizQuestionTypeSchema.optional(),
  /** The option chosen (single choice; null for the other types). */
  answerIndex: z.number().int().nullable(),
  isCorrect: z.boolean(),
  /** The right option (single choice; null for the other types). */
  correctAnswer: z.number().int().nullable(),
  explanation: z.string(),
  /** Select all that apply: the options ticked and the right ones. */
  answerIndexes: z.array(z.number().int()).optional(),
  correctAnswers: z.array(z.number().int()).optional(),
  /**
   * Numeric entry: the number read from the answer (null when unanswered), the right one, how far
   * off still counts, and the unit.
   */
  answerValue: z.number().nullable().optional(),
  correctValue: z.number().optional(),
  tolerance: z.number().optional(),
  unit: numericUnitSchema.nullable().optional(),
});
export type AnswerFeedback = z.infer<typeof answerFeedbackSchema>;

export const submitQuizBodySchema = z.object({
  attemptId: z.uuid('attemptId must be the id of a started quiz attempt'),
  /** The calls in docs/product.md section 7 send these too; when present they must match the session and the attempt. */
  userId: idSchema().optional(),
  moduleId: idSchema().optional(),
});
export const quizResultSchema = z.object({
  attemptId: z.uuid(),
  moduleId: z.number().int(),
  score: z.number().int(),
  totalQuestions: z.number().int(),
  percentage: z.number().int(),
  passed: z.boolean(),
  pointsEarned: z.number().int(),
  /** Best score before this attempt (null the first time, or for a guest). */
  previousBestScore: z.number().int().nullable(),
  isSaved: z.boolean(),
  results: z.array(answerFeedbackSchema.extend({ question: z.string() })),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

export {
  FEEDBACK_PAUSE_LIMIT_SECONDS,
  FLASHCARD_POINTS_PER_STUDIED_CARD,
  FLASHCARD_STUDY_SECONDS,
  POINTS_PER_CORRECT_ANSWER,
  QUIZ_PASS_PERCENTAGE,
  QUIZ_TIME_LIMIT_SECONDS,
  REVIEW_RATINGS,
  REVIEW_STUDY_SECONDS,
} from './learning-constants.ts';

/**
 * Spaced review (FSRS, through ts-fsrs). Every flashcard a student has studied ("Got It!") and
 * every quiz question they answered wrong becomes a review card with its own schedule; the
 * Review screen shows the cards due, across all modules. A card's id is `<kind>-<id>`:
 * `flashcard-12` (flashcard 12) or `quiz-340` (quiz question 340).
 */
export const reviewCardKindSchema = z.enum(['flashcard', 'quiz']);
export type ReviewCardKind = z.infer<typeof reviewCardKindSchema>;
export const reviewCardIdSchema = z
  .string()
  .regex(/^(flashcard|quiz)-[1-9]\d{0,8}$/, 'must be a review card id such as flashcard-12');
export const reviewRatingSchema = z
  .number({ error: 'rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)' })
  .int('rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)')
  .min(1, 'rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)')
  .max(4, 'rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)');
export const reviewCardSchema = z.object({
  id: reviewCardIdSchema,
  kind: reviewCardKindSchema,
  moduleId: z.number().int(),
  moduleTitle: z.string(),
  /** The flashcard's question, or the quiz question. */
  front: z.string(),
  /** The flashcard's answer, or the right answer followed by the question's explanation. */
  back: z.string(),
  due: z.string(),
  /** Reviews so far, and how many of them were "Again". */
  reps: z.number().int(),
  lapses: z.number().int(),
});
export type ReviewCard = z.infer<typeof reviewCardSchema>;
/** GET /api/review: the cards due now (oldest first, at most 50) and the day's review points. */
export const reviewQueueSchema = z.object({
  /** All cards due now (the list may hold fewer). */
  dueCount: z.number().int(),
  cards: z.array(reviewCardSchema),
  /** When the next card not yet due falls due; null when the student has no other card. */
  nextDueAt: z.string().nullable(),
  /** Review cards the student has in all. */
  totalCards: z.number().int(),
  reviewedToday: z.number().int(),
  pointsToday: z.number().int(),
  /** The most review points a day pays (REVIEW_POINTS_PER_DAY). */
  dailyPointsCap: z.number().int(),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;
/** POST /api/review/{cardId}/grade. */
export const gradeReviewBodySchema = z.object({ rating: reviewRatingSchema });
export const gradeReviewResultSchema = z.object({
  card: reviewCardSchema,
  /** When the card is due again, by the schedule the grade gave it. */
  nextDueAt: z.string(),
  /** Whole days until then (0: again today). */
  intervalDays: z.number().int(),
  /** Points this review paid (0 once the day's cap is reached). */
  pointsEarned: z.number().int(),
  pointsToday: z.number().int(),
  dueCount: z.number().int(),
});
export type GradeReviewResult = z.infer<typeof gradeReviewResultSchema>;
