import { ArrowLeft, BarChart3, ClipboardList, LayoutList, Printer, Users } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { useModules } from '@/api/get-modules';
import { PageShell } from '@/components/layout/page-shell';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ChartBoundary } from '@/components/ui/chart-boundary';
import { LoadFailedState, LoadingState } from '@/components/ui/state-card';
import { paths } from '@/config/paths';
import { useClassAssignments } from '@/features/teacher/api/get-assignments';
import { useClassProgress } from '@/features/teacher/api/get-class-progress';
import { LazyHorizontalBarChart } from '@/features/teacher/components/lazy-charts';
import { parseClubDay } from '@/features/teacher/utils/assignment-form';
import { formatPercent } from '@/features/teacher/utils/class-rows';
import { ACTIVE_DAYS, summarizeClass, TOP_THIS_WEEK } from '@/features/teacher/utils/class-summary';
import { useBranding } from '@/lib/branding';
import { cn } from '@/lib/cn';
import { formatDate, formatShortDate } from '@/lib/dates';

/**
 * /admin/summary: the club on one printed page, for a meeting or a parents' evening.
 * On paper the chrome and the buttons are left out (print: variants) and the charts keep their
 * fixed size.
 */
export function ClassSummaryPage() {
  const { clubName } = useBranding();
  const classProgress = useClassProgress();
  const assignments = useClassAssignments();
  const modules = useModules();
  const now = useMemo(() => new Date(), []);

  const summary = useMemo(
    () =>
      classProgress.data
        ? summarizeClass(
            classProgress.data.students,
            modules.data ?? [],
            assignments.data ?? [],
            now,
          )
        : null,
    [classProgress.data, modules.data, assignments.data, now],
  );

  const actions = (
    <>
      <Link
        to={paths.admin}
        className={buttonVariants({ variant: 'outline', className: 'print:hidden' })}
      >
        <ArrowLeft aria-hidden="true" />
        Back to class
      </Link>
      <Button icon={Printer} className="print:hidden" onClick={() => window.print()}>
        Print
      </Button>
    </>
  );

  return (
    <PageShell
      title={`${clubName}: class summary`}
      description={<time dateTime={now.toISOString()}>{formatDate(now)}</time>}
      actions={actions}
      className="max-w-5xl print:max-w-none print:p-0"
    >
      {classProgress.isPending ? (
        <LoadingState label="Loading the class" />
      ) : classProgress.isError || !summary ? (
        <LoadFailedState
          title="Could not load the class"
          onRetry={() => void classProgress.refetch()}
        />
      ) : (
        <div className="space-y-4 sm:space-y-6 print:space-y-3 print:text-xs">
          <dl className="grid grid-cols-3 gap-2 sm:gap-4">
            <Figure label="Students" value={summary.studentCount} />
            <Figure label={`Active in the last ${ACTIVE_DAYS} days`} value={summary.activeCount} />
            <Figure label="Stuck" value={summary.stuckCount} />
          </dl>

          <div className="grid gap-4 md:grid-cols-2 print:grid-cols-2 print:gap-3">
            <Panel icon={LayoutList} title="Lessons completed per module">
              <ChartBoundary className="h-56 w-[340px] max-w-full">
                <LazyHorizontalBarChart
                  data={summary.modules.map((module) => ({
                    label: module.title,
                    value: module.lessonsCompleted,
                  }))}
                  color="#2f4fd8"
                />
              </ChartBoundary>
            </Panel>
            <Panel icon={BarChart3} title={`Top ${TOP_THIS_WEEK} by points this week`}>
              {summary.topThisWeek.length === 0 ? (
                <p className="text-sm text-slate-600">No points earned yet this week.</p>
              ) : (
                <>
                  <ChartBoundary className="h-56 w-[340px] max-w-full">
                    <LazyHorizontalBarChart
                      data={summary.topThisWeek.map((entry) => ({
                        label: entry.name,
                        value: entry.points,
                      }))}
                      color="#14a692"
                    />
                  </ChartBoundary>
                  <ol className="sr-only">
                    {summary.topThisWeek.map((entry) => (
                      <li key={entry.userId}>
                        {entry.name}: {entry.points.toLocaleString()} points
                      </li>
                    ))}
                  </ol>
                </>
              )}
            </Panel>
          </div>

          <div className="grid gap-4 md:grid-cols-2 print:grid-cols-2 print:gap-3">
            <Panel icon={ClipboardList} title="Assignments">
              {summary.assignments.length === 0 ? (
                <p className="text-sm text-slate-600">No assignments.</p>
              ) : (
                <SummaryTable
                  caption="Assignments"
                  headers={['Assignment', 'Due', 'Done']}
                  rows={summary.assignments.map((assignment) => ({
                    key: assignment.id,
                    cells: [
                      assignment.title,
                      formatShortDate(parseClubDay(assignment.dueDate)),
                      `${assignment.completed} of ${assignment.assigned}`,
                    ],
                  }))}
                />
              )}
            </Panel>
            <Panel icon={Users} title="Modules">
              <SummaryTable
                caption="Lessons completed and average quiz best per module"
                headers={['Module', 'Lessons completed', 'Average quiz best']}
                rows={summary.modules.map((module) => ({
                  key: module.moduleId,
                  cells: [
                    module.title,
                    module.lessonsCompleted.toLocaleString(),
                    formatPercent(module.averageQuizBest),
                  ],
                }))}
              />
            </Panel>
          </div>
        </div>
      )}
    </PageShell>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 print:rounded-lg print:p-2 print:shadow-none">
      <dt className="text-xs text-slate-600 sm:text-sm">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900 tabular-nums print:text-xl">
        {value.toLocaleString()}
      </dd>
    </div>
  );
}

function Panel({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof Users;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="break-inside-avoid p-4 print:rounded-lg print:p-3 print:shadow-none">
      <h2 className="mb-3 flex items-center gap-2 text-base font-bold text-slate-900 print:mb-1 print:text-sm">
        <Icon aria-hidden="true" className="size-4 text-primary-600 print:hidden" />
        {title}
      </h2>
      {children}
    </Card>
  );
}

function SummaryTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly string[];
  rows: readonly { key: number; cells: readonly string[] }[];
}) {
  return (
    <table className="w-full text-left text-sm print:text-xs">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-xs text-slate-600 uppercase">
        <tr>
          {headers.map((header, index) => (
            <th key={header} scope="col" className={cn('pb-1', index > 0 && 'text-right')}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row" className="py-1 pr-2 font-medium text-slate-900">
                  {cell}
                </th>
              ) : (
                <td key={index} className="py-1 text-right text-slate-700 tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
