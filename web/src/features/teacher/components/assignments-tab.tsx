import type { ClassAssignment } from '@fc/contracts/assignments';
import {
  BookOpen,
  CalendarClock,
  CheckCircle2,
  ChevronDown,
  Circle,
  ClipboardList,
  Flag,
  Plus,
  Trash2,
} from 'lucide-react';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input, inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ProgressBar } from '@/components/ui/progress';
import { QueryList } from '@/components/ui/query-list';
import { SectionCard } from '@/components/ui/section-card';
import { LoadingState } from '@/components/ui/state-card';
import { useContests } from '@/features/contests/api/contests';
import { useModules } from '@/features/learning/api/get-modules';
import { useCreateAssignment } from '@/features/teacher/api/create-assignment';
import { useDeleteAssignment } from '@/features/teacher/api/delete-assignment';
import { useClassAssignments } from '@/features/teacher/api/get-assignments';
import { useClassProgress } from '@/features/teacher/api/get-class-progress';
import { ConfirmDeleteDialog } from '@/features/teacher/components/confirm-dialog';
import {
  buildCreateAssignment,
  initialAssignmentForm,
  parseClubDay,
  type AssignmentFormField,
  type AssignmentFormValues,
} from '@/features/teacher/utils/assignment-form';
import { studentName } from '@/features/teacher/utils/class-rows';
import { ASSIGNMENT_NOTE_MAX } from '@/features/teacher/utils/limits';
import { todayStamp } from '@/features/teacher/utils/download';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate, formatShortDate } from '@/lib/dates';
import { toast } from '@/lib/toast';

/**
 * 'Assignments' (docs/product.md "For teachers"): assign a module or a contest, with a due date, to
 * everyone or to some students; then follow who has done each one.
 */
export function AssignmentsTab() {
  const classProgress = useClassProgress();
  const names = useMemo(
    () =>
      new Map(
        (classProgress.data?.students ?? []).map((student) => [
          student.userId,
          studentName(student),
        ]),
      ),
    [classProgress.data],
  );
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <NewAssignmentForm />
      <AssignmentsList names={names} />
    </div>
  );
}

function NewAssignmentForm() {
  const [values, setValues] = useState<AssignmentFormValues>(() => initialAssignmentForm());
  const [error, setError] = useState<{ message: string; field?: AssignmentFormField } | null>(null);
  const ids = {
    target: useId(),
    dueDate: useId(),
    note: useId(),
    error: useId(),
    kind: useId(),
    audience: useId(),
  };
  const set = <K extends keyof AssignmentFormValues>(key: K, value: AssignmentFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const modules = useModules();
  const contests = useContests();
  const classProgress = useClassProgress();
  const openContests = (contests.data ?? []).filter((contest) => contest.status !== 'ended');
  const students = useMemo(
    () =>
      (classProgress.data?.students ?? []).map((student) => ({
        userId: student.userId,
        name: studentName(student),
        username: student.username,
      })),
    [classProgress.data],
  );

  const create = useCreateAssignment({
    onSuccess: (assignment) => {
      toast({
        title: 'Assignment created',
        description: `${assignment.title} is due ${formatDate(parseClubDay(assignment.dueDate))}.`,
        variant: 'success',
      });
      setValues(initialAssignmentForm());
      setError(null);
    },
    onError: (failure) =>
      setError({ message: getErrorMessage(failure, 'Could not create the assignment.') }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const built = buildCreateAssignment(values);
    if (built.error !== undefined) {
      setError({ message: built.error, field: built.field });
      return;
    }
    setError(null);
    create.mutate(built.body);
  };
  const invalid = (field: AssignmentFormField) =>
    error?.field === field ? { 'aria-invalid': true, 'aria-describedby': ids.error } : {};

  return (
    <SectionCard
      icon={Plus}
      title="New assignment"
      description="Students see it at the top of their dashboard, and get one reminder the day before it is due."
    >
      <form noValidate onSubmit={submit} className="space-y-5 p-4 sm:p-5">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">Assign</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-1">
            {(
              [
                ['module', 'A module'],
                ['contest', 'A contest'],
              ] as const
            ).map(([kind, label]) => (
              <label key={kind} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={ids.kind}
                  value={kind}
                  checked={values.kind === kind}
                  onChange={() => set('kind', kind)}
                  className="size-4 accent-primary-600"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>

        {values.kind === 'module' ? (
          <Field id={ids.target} label="Module">
            <select
              id={ids.target}
              value={values.moduleId}
              onChange={(event) => set('moduleId', event.target.value)}
              className={cn(inputClasses, 'pr-8')}
              {...invalid('target')}
            >
              <option value="">
                {modules.isPending ? 'Loading the modules…' : 'Choose a module'}
              </option>
              {(modules.data ?? []).map((module) => (
                <option key={module.id} value={String(module.id)}>
                  {module.title}
                </option>
              ))}
            </select>
          </Field>
        ) : (
          <Field id={ids.target} label="Contest">
            <select
              id={ids.target}
              value={values.contestId}
              onChange={(event) => set('contestId', event.target.value)}
              className={cn(inputClasses, 'pr-8')}
              {...invalid('target')}
            >
              <option value="">
                {contests.isPending
                  ? 'Loading the contests…'
                  : openContests.length === 0
                    ? 'No upcoming or running contests'
                    : 'Choose a contest'}
              </option>
              {openContests.map((contest) => (
                <option key={contest.id} value={String(contest.id)}>
                  {contest.name}
                </option>
              ))}
            </select>
          </Field>
        )}

        <Field id={ids.dueDate} label="Due date">
          <Input
            id={ids.dueDate}
            type="date"
            min={todayStamp()}
            value={values.dueDate}
            onChange={(event) => set('dueDate', event.target.value)}
            className="sm:w-56"
            {...invalid('dueDate')}
          />
        </Field>

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">Students</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-1">
            {(
              [
                ['everyone', 'Everyone'],
                ['some', 'Pick students'],
              ] as const
            ).map(([audience, label]) => (
              <label key={audience} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={ids.audience}
                  value={audience}
                  checked={values.audience === audience}
                  onChange={() => set('audience', audience)}
                  className="size-4 accent-primary-600"
                />
                {label}
              </label>
            ))}
          </div>
          {values.audience === 'some' ? (
            <fieldset
              className="max-h-64 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-3"
              {...(error?.field === 'students' ? { 'aria-describedby': ids.error } : {})}
            >
              <legend className="sr-only">Students to assign</legend>
              {classProgress.isPending ? (
                <p className="text-sm text-slate-500">Loading the students…</p>
              ) : students.length === 0 ? (
                <p className="text-sm text-slate-500">No students yet.</p>
              ) : (
                <div className="grid gap-1 sm:grid-cols-2">
                  {students.map((student) => (
                    <label
                      key={student.userId}
                      className="flex items-center gap-2 text-sm text-slate-800"
                    >
                      <input
                        type="checkbox"
                        checked={values.userIds.includes(student.userId)}
                        onChange={(event) =>
                          set(
                            'userIds',
                            event.target.checked
                              ? [...values.userIds, student.userId]
                              : values.userIds.filter((id) => id !== student.userId),
                          )
                        }
                        className="size-4 accent-primary-600"
                      />
                      {student.name}
                    </label>
                  ))}
                </div>
              )}
            </fieldset>
          ) : null}
        </fieldset>

        <Field id={ids.note} label="Note (optional)">
          <textarea
            id={ids.note}
            value={values.note}
            rows={3}
            maxLength={ASSIGNMENT_NOTE_MAX}
            placeholder="e.g. Read the lessons before Friday's club meeting."
            onChange={(event) => set('note', event.target.value)}
            className={cn(inputClasses, 'h-auto py-2')}
            {...invalid('note')}
          />
        </Field>

        <FieldError id={ids.error} message={error?.message} />
        <Button
          type="submit"
          icon={ClipboardList}
          disabled={create.isPending}
          isBusy={create.isPending}
        >
          Assign
        </Button>
      </form>
    </SectionCard>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

function AssignmentsList({ names }: { names: ReadonlyMap<number, string> }) {
  const assignments = useClassAssignments();
  const [toDelete, setToDelete] = useState<ClassAssignment | null>(null);
  const remove = useDeleteAssignment({
    onSuccess: () => {
      toast({
        title: 'Assignment deleted',
        description: `${toDelete?.title ?? 'The assignment'} is no longer assigned.`,
        variant: 'success',
      });
      setToDelete(null);
    },
    onError: (failure) =>
      toast({
        title: 'Could not delete the assignment',
        description: getErrorMessage(failure, 'Please try again.'),
        variant: 'destructive',
      }),
  });

  return (
    <SectionCard
      icon={CalendarClock}
      title="Assignments"
      description="Soonest due first, with who has done each."
    >
      <QueryList
        query={assignments}
        isInCard
        skeleton={LoadingState}
        loadingLabel="Loading the assignments"
        failed="Could not load the assignments"
        empty={{
          icon: ClipboardList,
          title: 'No assignments yet',
          message: 'Assign a module or a contest with the form: it appears here.',
        }}
      >
        {(list) => (
          <ul aria-label="Assignments" className="divide-y divide-slate-100">
            {[...list]
              .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id)
              .map((assignment) => (
                <AssignmentRow
                  key={assignment.id}
                  assignment={assignment}
                  names={names}
                  onDelete={() => setToDelete(assignment)}
                />
              ))}
          </ul>
        )}
      </QueryList>
      <ConfirmDeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={`Delete “${toDelete?.title ?? ''}”?`}
        description="Students no longer see it, and no reminder is sent. Their progress in the module or contest stays."
        confirmLabel="Delete assignment"
        isPending={remove.isPending}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id);
        }}
      />
    </SectionCard>
  );
}

function AssignmentRow({
  assignment,
  names,
  onDelete,
}: {
  assignment: ClassAssignment;
  names: ReadonlyMap<number, string>;
  onDelete: () => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const titleId = useId();
  const detailsId = useId();
  const nameOf = (userId: number) => names.get(userId) ?? `Student #${userId}`;
  const done = assignment.students.filter((entry) => entry.completedAt !== null);
  const notYet = assignment.students.filter((entry) => entry.completedAt === null);
  const Icon = assignment.kind === 'module' ? BookOpen : Flag;
  const dueDay = parseClubDay(assignment.dueDate);
  const isPastDue = assignment.dueDate < todayStamp();

  return (
    <li aria-labelledby={titleId} className="space-y-2 px-4 py-3 sm:px-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <p id={titleId} className="flex items-center gap-2 font-semibold text-slate-900">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-primary-600" />
            {assignment.title}
          </p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Badge variant="neutral">{assignment.kind === 'module' ? 'Module' : 'Contest'}</Badge>
            <span className={cn(isPastDue && 'font-semibold text-red-700')}>
              Due <time dateTime={assignment.dueDate}>{formatDate(dueDay)}</time>
            </span>
            <span>
              ·{' '}
              {assignment.userIds === null
                ? 'Everyone'
                : `${assignment.assigned} ${assignment.assigned === 1 ? 'student' : 'students'}`}
            </span>
          </p>
        </div>
        <Button
          size="sm"
          variant="outline"
          icon={Trash2}
          aria-describedby={titleId}
          onClick={onDelete}
          className="text-red-700 hover:bg-red-50"
        >
          Delete
        </Button>
      </div>
      {assignment.note ? <p className="text-sm text-slate-700">{assignment.note}</p> : null}
      <div className="flex items-center gap-3">
        <ProgressBar
          value={assignment.completed}
          max={assignment.assigned}
          label={`${assignment.title} completion`}
          valueText={`${assignment.completed} of ${assignment.assigned} done`}
          indicatorClassName="bg-success"
          className="flex-1"
        />
        <span className="shrink-0 text-sm font-semibold text-slate-900 tabular-nums">
          {assignment.completed} of {assignment.assigned} done
        </span>
      </div>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={detailsId}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex items-center gap-1 rounded text-sm font-semibold text-primary-700 hover:underline"
      >
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
        />
        {isOpen ? 'Hide who' : 'Show who'}
        <span className="sr-only"> has done {assignment.title}</span>
      </button>
      {isOpen ? (
        <div id={detailsId} className="grid gap-3 text-sm sm:grid-cols-2">
          <WhoList
            title={`Done (${done.length})`}
            empty="Nobody yet"
            items={done.map((entry) => ({
              userId: entry.userId,
              name: nameOf(entry.userId),
              detail: entry.completedAt ? formatShortDate(entry.completedAt) : null,
            }))}
            isDone
          />
          <WhoList
            title={`Not yet (${notYet.length})`}
            empty="Everyone is done"
            items={notYet.map((entry) => ({
              userId: entry.userId,
              name: nameOf(entry.userId),
              detail: null,
            }))}
            isDone={false}
          />
        </div>
      ) : null}
    </li>
  );
}

function WhoList({
  title,
  empty,
  items,
  isDone,
}: {
  title: string;
  empty: string;
  items: readonly { userId: number; name: string; detail: string | null }[];
  isDone: boolean;
}) {
  const headingId = useId();
  const Icon = isDone ? CheckCircle2 : Circle;
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <h3 id={headingId} className="mb-1.5 font-semibold text-slate-900">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="text-slate-500">{empty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="space-y-1">
          {[...items]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((item) => (
              <li key={item.userId} className="flex items-center gap-2 text-slate-700">
                <Icon
                  aria-hidden="true"
                  className={cn('size-4 shrink-0', isDone ? 'text-green-600' : 'text-slate-400')}
                />
                {item.name}
                {item.detail ? <span className="text-xs text-slate-500">{item.detail}</span> : null}
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
