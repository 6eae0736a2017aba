import { Link } from 'react-router-dom';

import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { SortButton, type AriaSort } from '@/components/ui/sort-button';
import { paths } from '@/config/paths';
import { StuckBadges } from '@/features/teacher/components/stuck-badges';
import { LastActive, PortfolioReturn } from '@/features/teacher/components/student-figures';
import {
  classColumns,
  formatPercent,
  type ClassRow,
  type ClassSortKey,
  type ClassSorting,
} from '@/features/teacher/utils/class-rows';
import { cn } from '@/lib/cn';
import { formatPoints } from '@/lib/user-display';

const NUMERIC_CELL = 'px-2 py-3 text-right tabular-nums';

function ariaSortOf(sorting: ClassSorting, key: ClassSortKey): AriaSort {
  if (sorting.key !== key) return 'none';
  return sorting.order === 'asc' ? 'ascending' : 'descending';
}

/** From a tablet up: one row per student, sortable by each column; a row opens the student. */
export function ClassTable({
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
