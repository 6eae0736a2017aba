import { Download, Printer, Search, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Select } from '@/components/ui/input';
import { SearchInput } from '@/components/ui/search-input';
import { SectionCard } from '@/components/ui/section-card';
import { LoadFailedState, LoadingState, StateCard } from '@/components/ui/state-card';
import { paths } from '@/config/paths';
import { useClassAssignments } from '@/features/teacher/api/get-assignments';
import { useClassProgress } from '@/features/teacher/api/get-class-progress';
import { useReviewDue } from '@/features/teacher/api/get-review-due';
import { ClassCards } from '@/features/teacher/components/class-cards';
import { ClassTable } from '@/features/teacher/components/class-table';
import {
  classSortChoices,
  DEFAULT_CLASS_SORTING,
  filterClassRows,
  nextSorting,
  sortClassRows,
  toClassRows,
  type ClassSorting,
} from '@/features/teacher/utils/class-rows';
import { buildClassCsv } from '@/features/teacher/utils/csv';
import { downloadCsv, todayStamp } from '@/features/teacher/utils/download';
import { useMediaQuery } from '@/lib/use-media-query';

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
        <FormField label="Filter by name" className="min-w-0 flex-1">
          {(control) => (
            <SearchInput
              {...control}
              value={query}
              onValueChange={setQuery}
              placeholder="Name or username"
              maxLength={100}
            />
          )}
        </FormField>
        {assignments.data && assignments.data.length > 0 ? (
          <FormField label="Assignment" className="lg:w-64">
            {(control) => (
              <Select
                {...control}
                value={assignmentFilter}
                onChange={(event) => setAssignmentFilter(event.target.value)}
              >
                <option value="">All students</option>
                {assignments.data.map((assignment) => (
                  <option key={assignment.id} value={String(assignment.id)}>
                    Not done: {assignment.title}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        ) : null}
        {isTable ? null : (
          <FormField label="Sort by">
            {(control) => (
              <Select
                {...control}
                value={sortChoiceValue(sorting)}
                onChange={(event) => {
                  const choice = classSortChoices.find(
                    (item) => sortChoiceValue(item.sorting) === event.target.value,
                  );
                  if (choice) setSorting(choice.sorting);
                }}
              >
                {classSortChoices.map((choice) => (
                  <option
                    key={sortChoiceValue(choice.sorting)}
                    value={sortChoiceValue(choice.sorting)}
                  >
                    {choice.label}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
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
