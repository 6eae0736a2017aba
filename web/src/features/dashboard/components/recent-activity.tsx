import type { LessonSummary, Module } from '@fc/contracts/learning';
import { BookOpen, CircleCheck, Info } from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { type Completion, formatRelativeTime } from '@/features/dashboard/utils/activity';

export interface RecentActivityProps {
  /** Null for guests: their activity is not saved. */
  completions: readonly Completion[] | null;
  modulesById: ReadonlyMap<number, Module>;
  /** The lessons of the modules in `completions`, as far as they have loaded. */
  lessonsById: ReadonlyMap<number, LessonSummary>;
  now: Date;
}

/** The user's latest completed lessons, newest first. */
export function RecentActivity({
  completions,
  modulesById,
  lessonsById,
  now,
}: RecentActivityProps) {
  return (
    <Card role="region" aria-labelledby="recent-activity" className="p-4 sm:p-5">
      <h2 id="recent-activity" className="text-lg font-bold text-slate-900">
        Recent activity
      </h2>
      {completions === null ? (
        <p className="mt-3 flex items-start gap-2 text-sm text-slate-600">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-orange-600" />
          Guest activity isn't saved. Sign in to keep a record of the lessons you complete.
        </p>
      ) : completions.length === 0 ? (
        <div className="mt-3 flex flex-col items-start gap-3">
          <p className="text-sm text-slate-600">No activity yet: start your first lesson!</p>
          <Link to={paths.lessons} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            <BookOpen aria-hidden="true" />
            Browse lessons
          </Link>
        </div>
      ) : (
        <ol className="mt-3 space-y-3">
          {completions.map(({ record, completedAt }) => {
            const module = modulesById.get(record.lesson.moduleId);
            const lesson = lessonsById.get(record.lessonId);
            const title = lesson?.title ?? `Lesson in ${module?.title ?? 'a module'}`;
            return (
              <li key={record.lessonId} className="flex items-start gap-3">
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-success-soft text-green-700">
                  <CircleCheck aria-hidden="true" className="size-4" />
                </span>
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-slate-900">{title}</p>
                  <p className="text-slate-600">
                    {lesson && module ? `${module.title} · ` : null}
                    {record.pointsEarned > 0 ? `+${record.pointsEarned} pts · ` : null}
                    <time dateTime={completedAt.toISOString()} title={completedAt.toLocaleString()}>
                      {formatRelativeTime(completedAt, now)}
                    </time>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
