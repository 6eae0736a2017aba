import type { ClassAssignment } from '@fc/contracts/assignments';
import {
  BookOpen,
  CalendarClock,
  CheckCircle2,
  ChevronDown,
  Circle,
  ClipboardList,
  Flag,
  Trash2,
} from 'lucide-react';
import { useId, useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ProgressBar } from '@/components/ui/progress';
import { QueryList } from '@/components/ui/query-list';
import { SectionCard } from '@/components/ui/section-card';
import { LoadingState } from '@/components/ui/state-card';
import { useDeleteAssignment } from '@/features/teacher/api/delete-assignment';
import { useClassAssignments } from '@/features/teacher/api/get-assignments';
import { parseClubDay } from '@/features/teacher/utils/assignment-form';
import { todayStamp } from '@/features/teacher/utils/download';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate, formatShortDate } from '@/lib/dates';
import { toast } from '@/lib/toast';

/** The class's assignments, soonest due first, each with who has done it; Delete asks first. */
export function AssignmentsList({ names }: { names: ReadonlyMap<number, string> }) {
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
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={`Delete “${toDelete?.title ?? ''}”?`}
        description="Students no longer see it, and no reminder is sent. Their progress in the module or contest stays."
        confirmLabel="Delete assignment"
        confirmIcon={Trash2}
        variant="destructive"
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
