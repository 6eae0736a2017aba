import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { StuckBadges } from '@/features/teacher/components/stuck-badges';
import { LastActive, PortfolioReturn } from '@/features/teacher/components/student-figures';
import { formatPercent, type ClassRow } from '@/features/teacher/utils/class-rows';
import { formatPoints } from '@/lib/user-display';

/** On a phone: one card per student, stuck first in view and every figure labelled. */
export function ClassCards({ rows }: { rows: readonly ClassRow[] }) {
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
