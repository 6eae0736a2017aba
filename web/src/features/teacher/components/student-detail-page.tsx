import type { Module } from '@fc/contracts/learning';
import type { ClassStudent } from '@fc/contracts/class-progress';
import {
  ArrowLeft,
  BookOpen,
  ClipboardCheck,
  Download,
  Flame,
  History,
  Layers,
  LayoutList,
  PiggyBank,
  Repeat,
  Star,
  TrendingUp,
  UserX,
  Zap,
} from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';

import { useModules } from '@/api/get-modules';
import { PageShell } from '@/components/layout/page-shell';
import { Button, buttonVariants } from '@/components/ui/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { SectionCard } from '@/components/ui/section-card';
import { StatTile } from '@/components/ui/stat-tile';
import { LoadFailedState, LoadingState, StateCard } from '@/components/ui/state-card';
import { paths } from '@/config/paths';
import { useReviewDue } from '@/features/teacher/api/get-review-due';
import { useStudentDetail } from '@/features/teacher/api/get-student-detail';
import { useCatalogueTitles } from '@/features/teacher/api/use-catalogue-titles';
import { StuckBadges } from '@/features/teacher/components/stuck-badges';
import { Timeline } from '@/features/teacher/components/timeline';
import {
  averageQuizBest,
  formatPercent,
  formatReturn,
  studentName,
} from '@/features/teacher/utils/class-rows';
import { buildStudentCsv } from '@/features/teacher/utils/csv';
import { downloadCsv, todayStamp } from '@/features/teacher/utils/download';
import { isNotFound } from '@/lib/api-errors';
import { formatDate, formatRelativeTime, parseDate } from '@/lib/dates';
import { formatPoints } from '@/lib/user-display';

const backLink = (
  <Link to={paths.admin} className={buttonVariants({ variant: 'outline' })}>
    <ArrowLeft aria-hidden="true" />
    Back to class
  </Link>
);

/**
 * /admin/students/:id (docs/product.md "For teachers"): one student's figures, their modules and
 * their timeline.
 */
export function StudentDetailPage({ studentId }: { studentId: number | null }) {
  const detail = useStudentDetail(studentId);
  const reviewDue = useReviewDue();
  const modules = useModules();
  const titles = useCatalogueTitles(detail.data?.timeline);

  if (studentId === null || (detail.isError && isNotFound(detail.error))) {
    return (
      <PageShell title="Student">
        <StateCard
          icon={UserX}
          title="Student not found"
          message="There is no student with this address. They may have left the club."
          actions={backLink}
        />
      </PageShell>
    );
  }
  if (detail.isPending) {
    return (
      <PageShell title="Student" actions={backLink}>
        <LoadingState label="Loading the student" />
      </PageShell>
    );
  }
  if (detail.isError) {
    return (
      <PageShell title="Student" actions={backLink}>
        <LoadFailedState title="Could not load the student" onRetry={() => void detail.refetch()} />
      </PageShell>
    );
  }

  const { student, timeline } = detail.data;
  const name = studentName(student);
  const cardsDue =
    reviewDue.data?.students.find((entry) => entry.userId === student.userId)?.due ?? null;
  const exportCsv = () =>
    downloadCsv(
      `student-${student.username}-${todayStamp()}.csv`,
      buildStudentCsv(detail.data, { cardsDue, titles }),
    );

  return (
    <PageShell
      title={name}
      description={
        <>
          @{student.username} · joined{' '}
          <time dateTime={student.joinedAt}>{formatDate(student.joinedAt)}</time>
        </>
      }
      actions={
        <>
          {backLink}
          <Button variant="outline" icon={Download} onClick={exportCsv}>
            Export CSV
          </Button>
        </>
      }
    >
      <div className="space-y-6 sm:space-y-8">
        <StuckBadges reasons={student.stuck} />
        <StudentStats student={student} cardsDue={cardsDue} />
        <ModulesCard student={student} modules={modules.data} moduleTitle={titles.moduleTitle} />
        <SectionCard icon={History} title="Timeline" description="Newest first.">
          {timeline.length === 0 ? (
            <p className="px-4 py-6 text-sm text-slate-600 sm:px-5">Nothing yet.</p>
          ) : (
            <Timeline
              entries={timeline}
              titles={titles}
              now={new Date()}
              label={`${name}'s timeline`}
            />
          )}
        </SectionCard>
      </div>
    </PageShell>
  );
}

function StudentStats({ student, cardsDue }: { student: ClassStudent; cardsDue: number | null }) {
  const lastActive = parseDate(student.lastActiveAt);
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
      <StatTile
        icon={BookOpen}
        label="Lessons completed"
        value={student.lessonsCompleted}
        tone="bg-success-soft text-green-700"
      />
      <StatTile
        icon={ClipboardCheck}
        label="Quiz best (average)"
        value={formatPercent(averageQuizBest(student.modules))}
      />
      <StatTile
        icon={Repeat}
        label="Cards due"
        value={cardsDue ?? '—'}
        tone="bg-purple-soft text-violet-700"
      />
      <StatTile
        icon={Layers}
        label="Cards mastered"
        value={student.cardsMastered}
        tone="bg-purple-soft text-violet-700"
      />
      <StatTile
        icon={Flame}
        label="Streak"
        value={student.streak}
        unit={student.streak === 1 ? 'day' : 'days'}
        tone="bg-orange-100 text-orange-700"
      />
      <StatTile
        icon={Zap}
        label="Points this week"
        value={formatPoints(student.pointsThisWeek)}
        tone="bg-warning-soft text-amber-700"
      />
      <StatTile
        icon={Star}
        label="Points"
        value={formatPoints(student.points)}
        tone="bg-warning-soft text-amber-700"
      />
      <StatTile
        icon={History}
        label="Last active"
        value={lastActive ? formatRelativeTime(lastActive) : 'Never'}
      />
      <StatTile
        icon={PiggyBank}
        label="Plans completed"
        value={student.plansCompleted}
        tone="bg-secondary-50 text-secondary-700"
      />
      <StatTile
        icon={TrendingUp}
        label="Portfolio return"
        value={formatReturn(student.returnBasisPoints)}
        unit={`${student.trades} ${student.trades === 1 ? 'trade' : 'trades'}`}
        tone="bg-secondary-50 text-secondary-700"
      />
    </dl>
  );
}

const moduleColumns: readonly TableColumn[] = [
  { label: 'Module', className: 'px-4 py-3 sm:px-5' },
  { label: 'Lessons', className: 'px-3 py-3 text-right' },
  { label: 'Quiz best', className: 'px-3 py-3 text-right' },
  { label: 'Attempts', className: 'px-3 py-3 text-right' },
  { label: 'Cards mastered', className: 'px-4 py-3 text-right sm:px-5' },
];

function ModulesCard({
  student,
  modules,
  moduleTitle,
}: {
  student: ClassStudent;
  modules: readonly Module[] | undefined;
  moduleTitle: (moduleId: number) => string;
}) {
  // Every module of the catalogue, those not started too; the student's own if it is not loaded.
  const rows = useMemo(() => {
    const progress = new Map(student.modules.map((module) => [module.moduleId, module]));
    const ids = modules
      ? [...modules.map((module) => module.id), ...student.modules.map((m) => m.moduleId)]
      : student.modules.map((module) => module.moduleId);
    return [...new Set(ids)].map((moduleId) => ({
      moduleId,
      totalLessons: modules?.find((module) => module.id === moduleId)?.totalLessons ?? null,
      progress: progress.get(moduleId) ?? null,
    }));
  }, [student.modules, modules]);

  return (
    <SectionCard icon={LayoutList} title="Modules">
      {rows.length === 0 ? (
        <p className="px-4 py-6 text-sm text-slate-600 sm:px-5">No module started yet.</p>
      ) : (
        <DataTable
          label="Modules table"
          caption="Progress per module"
          captionClassName="sr-only"
          minWidthClassName="min-w-[36rem]"
          columns={moduleColumns}
        >
          {rows.map(({ moduleId, totalLessons, progress }) => (
            <tr key={moduleId}>
              <th scope="row" className="px-4 py-3 text-left font-semibold text-slate-900 sm:px-5">
                {moduleTitle(moduleId)}
                {progress?.quizPassed ? (
                  <span className="ml-2 text-xs font-medium text-green-700">Quiz passed</span>
                ) : null}
              </th>
              <td className="px-3 py-3 text-right tabular-nums">
                {progress?.lessonsCompleted ?? 0}
                {totalLessons === null ? '' : ` of ${totalLessons}`}
              </td>
              <td className="px-3 py-3 text-right tabular-nums">
                {formatPercent(progress?.quizBestPercent ?? null)}
              </td>
              <td className="px-3 py-3 text-right tabular-nums">
                {progress?.quizAttempts ?? 0}
                {progress && progress.quizFailures > 0 ? (
                  <span className="text-slate-500"> ({progress.quizFailures} failed)</span>
                ) : null}
              </td>
              <td className="px-4 py-3 text-right tabular-nums sm:px-5">
                {progress ? `${progress.cardsMastered} of ${progress.cardsTotal}` : '0'}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </SectionCard>
  );
}
