import type { Module, PreviousModuleStanding } from '@fc/contracts/learning';
import { ArrowRight, CircleCheck, Clock, Lock } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import { ModuleIcon } from '@/features/learning/components/module-icon';
import {
  UNLOCK_RULE_MESSAGE,
  UnlockChecklist,
} from '@/features/learning/components/unlock-checklist';
import { cn } from '@/lib/cn';
import { toPercentage } from '@/lib/learning-progress';
import { getModuleColorClasses } from '@/lib/module-style';

export interface ModuleCardProps {
  module: Module;
  /** Lessons of this module the user has completed (0 for guests). */
  completed: number;
  isLocked: boolean;
  /** For a locked module: where the user stands with the previous one (unknown when access failed). */
  previousModule?: PreviousModuleStanding | null | undefined;
}

/**
 * One module of the list: open → a link to the module; locked → dimmed, with what is left of the
 * previous module (its lessons and quiz) and a way to it.
 */
export function ModuleCard({ module, completed, isLocked, previousModule }: ModuleCardProps) {
  const titleId = useId();
  const progressId = useId();
  const total = module.totalLessons;
  const done = Math.min(completed, total);
  const percentage = toPercentage(done, total);
  const isComplete = total > 0 && percentage === 100;
  const colors = getModuleColorClasses(module.color);
  // Which module comes before is the course's order (the server says it); without an answer
  // from the access call there is no link to guess.
  const previousModuleId = previousModule?.moduleId;

  const body = (
    <>
      <div
        aria-hidden="true"
        className={cn('h-1.5 w-full', colors.fill, isLocked && 'opacity-40')}
      />
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-3">
          <ModuleIcon
            icon={module.icon}
            color={module.color}
            className={cn(isLocked && 'opacity-50 grayscale')}
          />
          {isLocked ? (
            <Badge variant="neutral" icon={Lock}>
              Locked
            </Badge>
          ) : isComplete ? (
            <Badge variant="success" icon={CircleCheck}>
              Completed
            </Badge>
          ) : null}
        </div>
        <div className="min-w-0">
          <h3
            id={titleId}
            className={cn('text-lg font-bold', isLocked ? 'text-slate-600' : 'text-slate-900')}
          >
            {module.title}
          </h3>
          <p
            className={cn(
              'mt-1 line-clamp-3 text-sm',
              isLocked ? 'text-slate-500' : 'text-slate-600',
            )}
          >
            {module.description}
          </p>
        </div>
        <div className="mt-auto space-y-2">
          <div className="flex items-center justify-between gap-2 text-sm">
            <span id={progressId} className="font-medium text-slate-700">
              {done}/{total} lessons
            </span>
            <span className="inline-flex items-center gap-1 text-slate-500">
              <Clock aria-hidden="true" className="size-3.5" />
              {module.estimatedMinutes} min
            </span>
          </div>
          <ProgressBar
            value={done}
            max={total}
            label={`${module.title} progress`}
            valueText={`${done} of ${total} lessons completed`}
            indicatorClassName={colors.fill}
            className={cn(isLocked && 'opacity-50')}
          />
        </div>
      </div>
    </>
  );

  const frame =
    'flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm';

  if (!isLocked) {
    return (
      <Link
        to={paths.module(module.id)}
        aria-describedby={progressId}
        className={cn(
          frame,
          'group transition hover:-translate-y-0.5 hover:border-primary-300 hover:shadow-md',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        )}
      >
        {body}
        <span className="flex items-center justify-end gap-1 border-t border-slate-100 px-5 py-3 text-sm font-semibold text-primary-700">
          {done > 0 && !isComplete ? 'Continue' : isComplete ? 'Review' : 'Start'}
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5"
          />
        </span>
      </Link>
    );
  }

  return (
    <div className={cn(frame, 'bg-slate-50')} aria-labelledby={titleId} role="group">
      <div className="flex flex-1 flex-col">{body}</div>
      <div className="space-y-3 border-t border-slate-200 px-5 py-4">
        {previousModule ? (
          <UnlockChecklist previous={previousModule} />
        ) : (
          <p className="flex items-start gap-2 text-sm text-slate-700">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            {UNLOCK_RULE_MESSAGE}
          </p>
        )}
        {previousModuleId !== undefined ? (
          <Link
            to={paths.module(previousModuleId)}
            className={buttonVariants({ variant: 'outline', size: 'sm', className: 'w-full' })}
          >
            Go to Previous Module
          </Link>
        ) : null}
      </div>
    </div>
  );
}
