import { Download, Printer, Search, Users } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { InlineAlert } from '@/components/ui/inline-alert';
import { inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';
import { SectionCard } from '@/components/ui/section-card';
import { LoadFailedState, LoadingState, StateCard } from '@/components/ui/state-card';
import { paths } from '@/config/paths';
import { useClassProgress } from '@/features/teacher/api/get-class-progress';
import { useClassAssignments } from '@/features/teacher/api/get-assignments';
import { useReviewDue } from '@/features/teacher/api/get-review-due';
import { SortButton, type AriaSort } from '@/features/teacher/components/sort-button';
import { StuckBadges } from '@/features/teacher/components/stuck-badges';
import { LastActive, PortfolioReturn } from '@/features/teacher/components/student-figures';
import {
  classColumns,
  classSortChoices,
  DEFAULT_CLASS_SORTING,
  filterClassRows,
  formatPercent,
  nextSorting,
  sortClassRows,
  toClassRows,
  type ClassRow,
  type ClassSortKey,
  type ClassSorting,
} from '@/features/teacher/utils/class-rows';
import { buildClassCsv } from '@/features/teacher/utils/csv';
import { downloadCsv, todayStamp } from '@/features/teacher/utils/download';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { formatPoints } from '@/lib/user-display';

const NUMERIC_CELL = 'px-2 py-3 text-right tabular-nums';

/** From this width the class is a table (every column in view at 1280 pixels); under it, cards. */
const TABLE_MEDIA_QUERY = '(min-width: 768px)';

const sortChoiceValue = ({ key, order }: ClassSorting) => `${key}-${order}`;

/**
 * 'Class' (docs/product.md "For teachers"): every student's progress in one table, sortable by each
 * column, filtered by name, by "stuck" or by an assignment not yet done, exported as CSV as shown.
 * A row opens the student's page.
 */
export function ClassTab() {
  const classProgress = useClassProgress();
  const reviewDue = useReviewDue();
  const assignments = useClassAssignments();
  const navigate = useNavigate();
  const filterId = useId();
  const assignmentId = useId();
  const sortId = useId();
  const isTable = useMediaQuery(TABLE_MEDIA_QUERY);
  const [query, setQuery] = useState('');
  const [isStuckOnly, setIsStuckOnly] = useState(false);
  const [assignmentFilter, setAssignmentFilter] = useState('');
  const [sorting, setSorting] = useState<ClassSorting>(DEFAULT_CLASS_SORTING);

  const rows = useMemo(
    () => toClassRows(classProgress.data?.students ?? [], reviewDue.data),
    [classProgress.data, reviewDue.data],
  );
  const notDoneBy = useMemo(() => {
    const assignment = assignments.data?.find((item) => String(item.id) === assignmentFilter);
    if (!assignment) return null;
    return new Set(
      assignment.students
        .filter((entry) => entry.completedAt === null)
        .map((entry) => entry.userId),
    );
  }, [assignments.data, assignmentFilter]);
  const shown = useMemo(
    () => sortClassRows(filterClassRows(rows, { query, isStuckOnly, notDoneBy }), sorting),
    [rows, query, isStuckOnly, notDoneBy, sorting],
  );
  const isFiltered = query.trim() !== '' || isStuckOnly || notDoneBy !== null;
  const clearFilters = () => {
    setQuery('');
    setIsStuckOnly(false);
    setAssignmentFilter('');
  };
  const exportCsv = () => downloadCsv(`class-progress-${todayStamp()}.csv`, buildClassCsv(shown));

  const renderTable = () => {
    if (classProgress.isPending) return <LoadingState label="Loading the class" />;
    if (classProgress.isError) {
      return (
        <div className="p-4">
          <LoadFailedState
            as="h3"
            title="Could not load the class"
            onRetry={() => void classProgress.refetch()}
          />
        </div>
      );
    }
    if (rows.length === 0) {
      return (
        <StateCard
          as="h3"
          className="border-0 shadow-none"
          icon={Users}
          title="No students yet"
          message="Students appear here once they create an account."
        />
      );
    }
    if (shown.length === 0) {
      return (
        <StateCard
          as="h3"
          className="border-0 shadow-none"
          icon={Search}
          title="No students match"
          message="Nobody matches the name and filters chosen."
          actions={
            <Button variant="outline" onClick={clearFilters}>
              Clear filters
            </Button>
          }
        />
      );
    }
    return isTable ? (
      <ClassTable
        rows={shown}
        sorting={sorting}
        onSort={(key) => setSorting((current) => nextSorting(current, key))}
        onOpen={(userId) => void navigate(paths.adminStudent(userId))}
      />
    ) : (
      <ClassCards rows={shown} />
    );
  };

  return (
    <SectionCard
      icon={Users}
      title="Class progress"
      description="Every student's learning, practice and points. Pick a student for their modules and timeline."
      aside={
        classProgress.data ? (
          <Badge variant="primary">
            {rows.length.toLocaleString()} {rows.length === 1 ? 'student' : 'students'}
          </Badge>
        ) : null
      }
    >
      <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-3 sm:px-5 lg:flex-row lg:items-end">
        <div className="min-w-0 flex-1 space-y-1.5">
          <Label htmlFor={filterId}>Filter by name</Label>
          <SearchInput
            id={filterId}
            value={query}
            onValueChange={setQuery}
            placeholder="Name or username"
            maxLength={100}
          />
        </div>
        {assignments.data && assignments.data.length > 0 ? (
          <div className="space-y-1.5 lg:w-64">
            <Label htmlFor={assignmentId}>Assignment</Label>
            <select
              id={assignmentId}
              value={assignmentFilter}
              onChange={(event) => setAssignmentFilter(event.target.value)}
              className={cn(inputClasses, 'pr-8')}
            >
              <option value="">All students</option>
              {assignments.data.map((assignment) => (
                <option key={assignment.id} value={String(assignment.id)}>
                  Not done: {assignment.title}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {isTable ? null : (
          <div className="space-y-1.5">
            <Label htmlFor={sortId}>Sort by</Label>
            <select
              id={sortId}
              value={sortChoiceValue(sorting)}
              onChange={(event) => {
                const choice = classSortChoices.find(
                  (item) => sortChoiceValue(item.sorting) === event.target.value,
                );
                if (choice) setSorting(choice.sorting);
              }}
              className={cn(inputClasses, 'pr-8')}
            >
              {classSortChoices.map((choice) => (
                <option
                  key={sortChoiceValue(choice.sorting)}
                  value={sortChoiceValue(choice.sorting)}
                >
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <label className="flex h-11 items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={isStuckOnly}
            onChange={(event) => setIsStuckOnly(event.target.checked)}
            className="size-4 accent-primary-600"
          />
          Only students who are stuck
        </label>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            icon={Download}
            disabled={shown.length === 0}
            onClick={exportCsv}
          >
            Export CSV
          </Button>
          <Link to={paths.adminSummary} className={buttonVariants({ variant: 'outline' })}>
            <Printer aria-hidden="true" />
            Printable summary
          </Link>
        </div>
      </div>

      {reviewDue.isError ? (
        <InlineAlert className="mx-4 mt-3 sm:mx-5" onRetry={() => void reviewDue.refetch()}>
          Could not load the cards due.
        </InlineAlert>
      ) : null}

      {classProgress.data && rows.length > 0 ? (
        <p role="status" className="px-4 pt-3 text-sm text-slate-600 sm:px-5">
          {isFiltered
            ? `Showing ${shown.length} of ${rows.length} students`
            : `Showing all ${rows.length} ${rows.length === 1 ? 'student' : 'students'}`}
        </p>
      ) : null}

      <div aria-busy={classProgress.isFetching}>{renderTable()}</div>
    </SectionCard>
  );
}

function ariaSortOf(sorting: ClassSorting, key: ClassSortKey): AriaSort {
  if (sorting.key !== key) return 'none';
  return sorting.order === 'asc' ? 'ascending' : 'descending';
}

function ClassTable({
  rows,
  sorting,
  onSort,
  onOpen,
}: {
  rows: readonly ClassRow[];
  sorting: ClassSorting;
  onSort: (key: ClassSortKey) => void;
  onOpen: (userId: number) => void;
}) {
  const now = new Date();
  const columns: readonly TableColumn[] = classColumns.map(({ key, label }) => {
    const isText = key === 'name' || key === 'lastActive' || key === 'stuck';
    const state = ariaSortOf(sorting, key);
    return {
      label: (
        <SortButton label={label} state={state} onSort={() => onSort(key)} alignEnd={!isText} />
      ),
      className: cn(key === 'name' ? 'px-4 py-3 sm:px-5' : 'px-2 py-3', !isText && 'text-right'),
      sort: state,
    };
  });
  return (
    <DataTable
      label="Class table"
      caption="Students"
      captionClassName="sr-only"
      minWidthClassName="min-w-[60rem]"
      columns={columns}
    >
      {rows.map((row) => (
        <ClassTableRow key={row.student.userId} row={row} now={now} onOpen={onOpen} />
      ))}
    </DataTable>
  );
}

function ClassTableRow({
  row,
  now,
  onOpen,
}: {
  row: ClassRow;
  now: Date;
  onOpen: (userId: number) => void;
}) {
  const { student } = row;
  return (
    <tr
      onClick={(event) => {
        // The name's link handles its own clicks (and a middle click opens a tab).
        if ((event.target as HTMLElement).closest('a')) return;
        onOpen(student.userId);
      }}
      className="cursor-pointer hover:bg-slate-50"
    >
      {/* A long name may break anywhere rather than push the last columns out of view. */}
      <th scope="row" className="px-4 py-3 text-left font-normal [overflow-wrap:anywhere] sm:px-5">
        <Link
          to={paths.adminStudent(student.userId)}
          className="rounded font-semibold text-slate-900 hover:text-primary-700 hover:underline"
        >
          {row.name}
        </Link>
        <span className="block text-xs text-slate-500">@{student.username}</span>
      </th>
      <td className={NUMERIC_CELL}>{student.lessonsCompleted}</td>
      <td className={NUMERIC_CELL}>{formatPercent(row.quizBest)}</td>
      <td className={NUMERIC_CELL}>{row.cardsDue ?? '—'}</td>
      <td className={NUMERIC_CELL}>{student.cardsMastered}</td>
      <td className={NUMERIC_CELL}>{student.streak}</td>
      <td className={NUMERIC_CELL}>{formatPoints(student.pointsThisWeek)}</td>
      <td className={cn(NUMERIC_CELL, 'font-semibold text-slate-900')}>
        {formatPoints(student.points)}
      </td>
      <td className="px-2 py-3 text-slate-700">
        <LastActive at={student.lastActiveAt} now={now} />
      </td>
      <td className={NUMERIC_CELL}>{student.plansCompleted}</td>
      <td className="px-2 py-3 text-right">
        <PortfolioReturn basisPoints={student.returnBasisPoints} />
      </td>
      <td className="w-36 py-3 pr-4 pl-2 sm:pr-5">
        <StuckBadges reasons={student.stuck} />
      </td>
    </tr>
  );
}

/** On a phone: one card per student, stuck first in view and every figure labelled. */
function ClassCards({ rows }: { rows: readonly ClassRow[] }) {
  const now = new Date();
  return (
    <ul aria-label="Students" className="divide-y divide-slate-100">
      {rows.map((row) => (
        <ClassCard key={row.student.userId} row={row} now={now} />
      ))}
    </ul>
  );
}

function ClassCard({ row, now }: { row: ClassRow; now: Date }) {
  const { student } = row;
  const nameId = useId();
  const figures: readonly { label: string; value: ReactNode }[] = [
    { label: 'Lessons', value: student.lessonsCompleted },
    { label: 'Quiz best', value: formatPercent(row.quizBest) },
    { label: 'Cards due', value: row.cardsDue ?? '—' },
    { label: 'Mastered', value: student.cardsMastered },
    { label: 'Streak', value: student.streak },
    { label: 'This week', value: formatPoints(student.pointsThisWeek) },
    { label: 'Points', value: formatPoints(student.points) },
    { label: 'Last active', value: <LastActive at={student.lastActiveAt} now={now} /> },
    { label: 'Plans', value: student.plansCompleted },
    { label: 'Return', value: <PortfolioReturn basisPoints={student.returnBasisPoints} /> },
  ];
  return (
    <li aria-labelledby={nameId} className="space-y-3 px-4 py-4">
      <div>
        <Link
          id={nameId}
          to={paths.adminStudent(student.userId)}
          className="rounded font-semibold text-slate-900 hover:text-primary-700 hover:underline"
        >
          {row.name}
        </Link>
        <span className="block text-xs text-slate-500">@{student.username}</span>
      </div>
      <StuckBadges reasons={student.stuck} />
      <dl className="grid grid-cols-3 gap-x-2 gap-y-3 text-sm">
        {figures.map(({ label, value }) => (
          <div key={label}>
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
