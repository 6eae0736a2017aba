import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress';

export interface OverallProgressCardProps {
  completedLessons: number;
  totalLessons: number;
  percentage: number;
  moduleCount: number;
}

/** Lessons done out of every lesson of the catalogue. */
export function OverallProgressCard({
  completedLessons,
  totalLessons,
  percentage,
  moduleCount,
}: OverallProgressCardProps) {
  return (
    <Card role="region" aria-labelledby="overall-progress" className="p-4 sm:p-5">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id="overall-progress" className="text-base font-bold text-slate-900 sm:text-lg">
          Overall progress
        </h2>
        <span className="text-2xl font-extrabold text-primary-700 tabular-nums">{percentage}%</span>
      </div>
      <ProgressBar
        value={completedLessons}
        max={totalLessons}
        label="Overall progress"
        valueText={`${completedLessons} of ${totalLessons} lessons completed`}
        className="h-3"
      />
      <p className="mt-2 text-sm text-slate-600">
        {completedLessons} of {totalLessons} lessons completed across {moduleCount}{' '}
        {moduleCount === 1 ? 'module' : 'modules'}
      </p>
    </Card>
  );
}
