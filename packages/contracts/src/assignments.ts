import { z } from 'zod';

/**
 * Assignments (docs/product.md "For teachers"): a teacher or admin assigns a module,
 * or a contest, with a due date (a club day, YYYY-MM-DD) to every student or to some. Learning
 * keeps them; a module is done when all its lessons are completed and its quiz passed, a contest
 * when the student has joined it. The day before the due date, a scheduled job sends each student
 * who has not finished one reminder e-mail (assignment.due_soon → auth's mailer), exactly once.
 */

export const assignmentKinds = ['module', 'contest'] as const;
export type AssignmentKind = (typeof assignmentKinds)[number];

export const ASSIGNMENT_NOTE_MAX = 500;
/** The most students one assignment names (more: assign to everyone). */
export const ASSIGNMENT_STUDENTS_MAX = 1000;

const dueDate = z.iso.date({ error: 'Please give the due date as YYYY-MM-DD' });

export const createAssignmentSchema = z
  .object({
    kind: z.enum(assignmentKinds, { error: 'Assign a module or a contest' }),
    moduleId: z.number().int().positive().optional(),
    contestId: z.number().int().positive().optional(),
    dueDate,
    /** Every student (null), or the students listed. */
    userIds: z
      .array(
        z
          .number()
          .int('A student id is a whole number')
          .positive('A student id is a whole number above 0'),
        {
          error: 'List the students, or assign to everyone',
        },
      )
      .min(1, 'Choose at least one student, or assign to everyone')
      .max(ASSIGNMENT_STUDENTS_MAX, 'Assign to at most 1000 students at a time')
      .nullable(),
    note: z
      .string()
      .trim()
      .max(ASSIGNMENT_NOTE_MAX, 'The note is at most 500 characters')
      .default(''),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.kind === 'module' && body.moduleId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['moduleId'], message: 'Choose the module to assign' });
    }
    if (body.kind === 'contest' && body.contestId === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['contestId'],
        message: 'Choose the contest to assign',
      });
    }
  });
export type CreateAssignmentBody = z.infer<typeof createAssignmentSchema>;

export const assignmentStatuses = ['to_do', 'done', 'overdue'] as const;
export type AssignmentStatus = (typeof assignmentStatuses)[number];

const assignmentBase = {
  id: z.number().int().positive(),
  kind: z.enum(assignmentKinds),
  moduleId: z.number().int().positive().nullable(),
  contestId: z.number().int().positive().nullable(),
  /** The module's or contest's name. */
  title: z.string(),
  dueDate: z.iso.date(),
  note: z.string(),
  createdAt: z.iso.datetime(),
};

/** A student's own assignment (GET /api/assignments), soonest due first, undone before done. */
export const myAssignmentSchema = z.object({
  ...assignmentBase,
  status: z.enum(assignmentStatuses),
  completedAt: z.iso.datetime().nullable(),
  /** Where to go to do it: /lessons/:moduleId (the module page) or /contests/:id. */
  href: z.string(),
});
export type MyAssignment = z.infer<typeof myAssignmentSchema>;
export const myAssignmentsSchema = z.object({ assignments: z.array(myAssignmentSchema) });

/** An assignment as teachers see it (GET /api/teacher/assignments), with who has done it. */
export const classAssignmentSchema = z.object({
  ...assignmentBase,
  /** Null: every student. */
  userIds: z.array(z.number().int().positive()).nullable(),
  createdBy: z.number().int().positive(),
  assigned: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
  /** Each assigned student's state. */
  students: z.array(
    z.object({
      userId: z.number().int().positive(),
      completedAt: z.iso.datetime().nullable(),
      remindedAt: z.iso.datetime().nullable(),
    }),
  ),
});
export type ClassAssignment = z.infer<typeof classAssignmentSchema>;
export const classAssignmentsSchema = z.object({ assignments: z.array(classAssignmentSchema) });
