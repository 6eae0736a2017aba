import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import { ProgressBar } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import { type ModuleStanding, trackLabels } from '@/features/dashboard/utils/dashboard-stats';
import { cn } from '@/lib/cn';
import { getModuleColorClasses, getModuleIcon } from '@/lib/module-style';

/**
 * A module to pick up next, with its icon, title and progress. The title is
 * the link (named after the module) and stretches over the whole card.
 */
export function FeaturedModuleCard({ standing }: { standing: ModuleStanding }) {
  const { module, completed, percentage } = standing;
  const progressId = useId();
  const colors = getModuleColorClasses(module.color);
  const Icon = getModuleIcon(module.icon);

  return (
    <div
      className={cn(
        'group relative flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition sm:p-5',
        'hover:-translate-y-0.5 hover:border-primary-300 hover:shadow-md',
        'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary-600',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'flex size-11 shrink-0 items-center justify-center rounded-xl',
            colors.icon,
          )}
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-medium text-slate-500">{trackLabels[module.track]}</p>
          <h3 className="font-bold text-slate-900">
            <Link
              to={paths.module(module.id)}
              aria-describedby={progressId}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl"
            >
              {module.title}
            </Link>
          </h3>
        </div>
      </div>
      <div className="mt-auto space-y-2">
        <div className="flex items-center justify-between gap-2 text-sm">
          <span id={progressId} className="font-medium text-slate-700">
            {completed}/{module.totalLessons} lessons
          </span>
          <span
            aria-hidden="true"
            className="inline-flex items-center gap-1 font-semibold text-primary-700"
          >
            {completed > 0 ? 'Continue' : 'Start'}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
        <ProgressBar
          value={completed}
          max={module.totalLessons}
          label={`${module.title} progress`}
          valueText={`${completed} of ${module.totalLessons} lessons completed (${percentage}%)`}
          indicatorClassName={colors.fill}
        />
      </div>
    </div>
  );
}
