import type { AssignmentKind, CreateAssignmentBody } from '@fc/contracts/assignments';

import { ASSIGNMENT_NOTE_MAX } from '@/features/teacher/utils/limits';

/** The assignment form as typed (createAssignmentSchema is what it becomes). */
export interface AssignmentFormValues {
  kind: AssignmentKind;
  /** The chosen module's or contest's id as the select holds it ('' for none yet). */
  moduleId: string;
  contestId: string;
  /** YYYY-MM-DD from the date input ('' when empty). */
  dueDate: string;
  audience: 'everyone' | 'some';
  userIds: readonly number[];
  note: string;
}

export const initialAssignmentForm = (): AssignmentFormValues => ({
  kind: 'module',
  moduleId: '',
  contestId: '',
  dueDate: '',
  audience: 'everyone',
  userIds: [],
  note: '',
});

export type AssignmentFormField = 'target' | 'dueDate' | 'students' | 'note';

export type BuiltAssignment =
  { body: CreateAssignmentBody; error?: undefined } | { error: string; field: AssignmentFormField };

/**
 * The request body, or the first thing to fix, in the server's words (packages/contracts
 * assignments.ts), so the form says what the server would.
 */
export function buildCreateAssignment(values: AssignmentFormValues): BuiltAssignment {
  const targetId = Number(values.kind === 'module' ? values.moduleId : values.contestId);
  if (!Number.isSafeInteger(targetId) || targetId <= 0) {
    return {
      field: 'target',
      error:
        values.kind === 'module' ? 'Choose the module to assign' : 'Choose the contest to assign',
    };
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.dueDate)) {
    return { field: 'dueDate', error: 'Choose the due date' };
  }
  if (values.audience === 'some' && values.userIds.length === 0) {
    return { field: 'students', error: 'Choose at least one student, or assign to everyone' };
  }
  const note = values.note.trim();
  if (note.length > ASSIGNMENT_NOTE_MAX) {
    return { field: 'note', error: `The note is at most ${ASSIGNMENT_NOTE_MAX} characters` };
  }
  return {
    body: {
      kind: values.kind,
      ...(values.kind === 'module' ? { moduleId: targetId } : { contestId: targetId }),
      dueDate: values.dueDate,
      userIds: values.audience === 'everyone' ? null : [...values.userIds],
      note,
    },
  };
}

/** A club day (YYYY-MM-DD) as a local Date at midnight, to format it without shifting the day. */
export function parseClubDay(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}
