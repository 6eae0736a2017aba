import { Card } from '@/components/ui/card';
import type { LearningSummary } from '@/features/dashboard/utils/dashboard-stats';

export interface StudyStatsCardProps {
  summary: LearningSummary;
  moduleCount: number;
}

/** Modules completed, average progress across modules and the number of flashcards. */
export function StudyStatsCard({ summary, moduleCount }: StudyStatsCardProps) {
  const stats = [
    {
      label: 'Modules completed',
      value: `${summary.completedModules}/${moduleCount}`,
    },
    { label: 'Average progress', value: `${summary.averageProgress}%` },
    { label: 'Flashcards', value: summary.totalFlashcards.toLocaleString() },
  ];
  return (
    <Card role="region" aria-labelledby="study-statistics" className="p-4 sm:p-5">
      <h2 id="study-statistics" className="text-lg font-bold text-slate-900 sm:text-xl">
        Study statistics
      </h2>
      <dl className="mt-4 grid grid-cols-3 gap-2 divide-x divide-slate-100 text-center">
        {stats.map(({ label, value }) => (
          <div key={label} className="flex flex-col-reverse gap-1 px-1">
            <dt className="text-xs leading-tight text-slate-600 sm:text-sm">{label}</dt>
            <dd className="text-xl font-bold text-slate-900 tabular-nums sm:text-2xl">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
