import type { MyAssignment } from '@fc/contracts/assignments';
import { ArrowRight, BookOpen, CheckCircle2, ClipboardList, Flag } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMyAssignments } from '@/features/dashboard/api/get-my-assignments';
import { SectionError } from '@/features/dashboard/components/section-states';
import { describeDueDate, localToday } from '@/features/dashboard/utils/due-date';
import { cn } from '@/lib/cn';

/** Undone first (soonest due first), then the done ones. */
function inDashboardOrder(assignments: readonly MyAssignment[]): MyAssignment[] {
  return [...assignments].sort(
    (a, b) =>
      Number(a.status === 'done') - Number(b.status === 'done') ||
      a.dueDate.localeCompare(b.dueDate) ||
      a.id - b.id,
  );
}

/**
 * "Assigned to you" (docs/product.md "For teachers"), at the top of a signed-in student's
 * dashboard: what their teacher assigned, with when it is due and a way to start it. Nothing shows
 * while it loads or when nothing is assigned.
 */
export function AssignedToYou() {
  const assignments = useMyAssignments({ enabled: true });
  const headingId = useId();

  if (assignments.isPending) return null;
  if (assignments.isError) {
    return (
      <Card role="region" aria-labelledby={headingId} className="p-4 sm:p-5">
        <h2 id={headingId} className="mb-3 text-lg font-bold text-slate-900">
          Assigned to you
        </h2>
        <SectionError
          message="We could not load your assignments. Please try again."
          onRetry={() => void assignments.refetch()}
        />
      </Card>
    );
  }
  if (assignments.data.length === 0) return null;

  const today = localToday();
  return (
    <Card role="region" aria-labelledby={headingId} className="p-4 sm:p-5">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <ClipboardList aria-hidden="true" className="size-5 text-primary-600" />
        Assigned to you
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {inDashboardOrder(assignments.data).map((assignment) => (
          <AssignmentItem key={assignment.id} assignment={assignment} today={today} />
        ))}
      </ul>
    </Card>
  );
}

function AssignmentItem({ assignment, today }: { assignment: MyAssignment; today: string }) {
  const isDone = assignment.status === 'done';
  const due = describeDueDate(assignment.dueDate, {
    isOverdue: assignment.status === 'overdue',
    today,
  });
  const Icon = isDone ? CheckCircle2 : assignment.kind === 'module' ? BookOpen : Flag;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0 sm:flex-nowrap">
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-xl',
          isDone ? 'bg-success-soft text-green-700' : 'bg-primary-50 text-primary-600',
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className={cn('font-semibold', isDone ? 'text-slate-500' : 'text-slate-900')}>
          {assignment.title}
          <span className="sr-only">{isDone ? ' (done)' : ''}</span>
        </p>
        <p className="text-sm">
          {isDone ? (
            <span className="text-green-700">Done</span>
          ) : (
            <span className={due.isOverdue ? 'font-semibold text-red-700' : 'text-slate-600'}>
              <time dateTime={assignment.dueDate}>{due.text}</time>
            </span>
          )}
          {assignment.note ? <span className="text-slate-600"> · {assignment.note}</span> : null}
        </p>
      </div>
      {isDone ? null : (
        <Link
          to={assignment.href}
          aria-label={`Start ${assignment.title}`}
          className={buttonVariants({ size: 'sm', className: 'shrink-0' })}
        >
          Start
          <ArrowRight aria-hidden="true" />
        </Link>
      )}
    </li>
  );
}
