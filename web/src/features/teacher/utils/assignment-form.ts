import { assignmentKinds, createAssignmentSchema } from '@fc/contracts/assignments';
import { z } from 'zod';

type CreateAssignmentInput = z.input<typeof createAssignmentSchema>;

/**
 * The assignment form as typed, turned into createAssignmentSchema's body and checked by it, so
 * the limits and their messages are the server's. What the form itself asks to choose is checked
 * first, worded for the controls on screen (a date picker, not "YYYY-MM-DD").
 */
export const assignmentFormSchema = z
  .object({
    kind: z.enum(assignmentKinds),
    /** The chosen module's or contest's id as the select holds it ('' for none yet). */
    moduleId: z.string(),
    contestId: z.string(),
    /** YYYY-MM-DD from the date input ('' when empty). */
    dueDate: z.string(),
    audience: z.enum(['everyone', 'some']),
    /** The ticked students' ids, as the checkboxes' values. */
    userIds: z.array(z.string()),
    note: z.string(),
  })
  .superRefine((form, ctx) => {
    const target = form.kind === 'module' ? 'moduleId' : 'contestId';
    if (!form[target]) {
      ctx.addIssue({
        code: 'custom',
        path: [target],
        message:
          form.kind === 'module' ? 'Choose the module to assign' : 'Choose the contest to assign',
      });
    }
    if (!form.dueDate) {
      ctx.addIssue({ code: 'custom', path: ['dueDate'], message: 'Choose the due date' });
    }
  })
  .transform(
    ({ kind, moduleId, contestId, dueDate, audience, userIds, note }): CreateAssignmentInput => ({
      kind,
      ...(kind === 'module' ? { moduleId: Number(moduleId) } : { contestId: Number(contestId) }),
      dueDate,
      userIds: audience === 'everyone' ? null : userIds.map(Number),
      note,
    }),
  )
  .pipe(createAssignmentSchema);

export type AssignmentFormValues = z.input<typeof assignmentFormSchema>;

export const initialAssignmentForm = (): AssignmentFormValues => ({
  kind: 'module',
  moduleId: '',
  contestId: '',
  dueDate: '',
  audience: 'everyone',
  userIds: [],
  note: '',
});

/** The form's fields in the order they are on screen: the first one wrong is the one shown. */
export const assignmentFieldOrder = [
  'moduleId',
  'contestId',
  'dueDate',
  'userIds',
  'note',
] as const satisfies readonly (keyof AssignmentFormValues)[];

/** A club day (YYYY-MM-DD) as a local Date at midnight, to format it without shifting the day. */
export function parseClubDay(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}
