import type { Module } from '@fc/contracts/learning';
import { BookOpen, Clock, GalleryVerticalEnd, Star, Timer, Trophy } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import { ModuleIcon } from '@/features/learning/components/module-icon';
import { cn } from '@/lib/cn';
import { toPercentage } from '@/lib/learning-progress';
import { categoryLabels, getModuleColorClasses } from '@/lib/module-style';

export interface ModuleHeaderProps {
  module: Module;
  completed: number;
  totalLessons: number;
  quizPassed?: boolean;
  /** Flashcards and quiz links (hidden while the module is locked). */
  showActions: boolean;
}

/** The module's title card: what it is, how far along the user is, and its practice links. */
export function ModuleHeader({
  module,
  completed,
  totalLessons,
  quizPassed = false,
  showActions,
}: ModuleHeaderProps) {
  const colors = getModuleColorClasses(module.color);
  const done = Math.min(completed, totalLessons);
  const percentage = toPercentage(done, totalLessons);
  return (
    <header className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div aria-hidden="true" className={cn('h-2', colors.fill)} />
      <div className="space-y-5 p-5 sm:p-7">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <ModuleIcon
            icon={module.icon}
            color={module.color}
            className="size-14 sm:size-16"
            iconClassName="size-7 sm:size-8"
          />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="primary">{categoryLabels[module.category] ?? module.category}</Badge>
              {quizPassed ? (
                <Badge variant="success" icon={Trophy}>
                  Quiz passed
                </Badge>
              ) : null}
            </div>
            <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
              {module.title}
            </h1>
            <p className="mt-1.5 text-slate-600">{module.description}</p>
          </div>
        </div>

        <dl className="grid grid-cols-3 gap-2 text-center sm:max-w-lg sm:gap-4">
          {[
            { icon: BookOpen, label: 'Lessons', value: `${done}/${totalLessons}` },
            { icon: Clock, label: 'Minutes', value: module.estimatedMinutes },
            { icon: Star, label: 'Points', value: module.totalPoints },
          ].map(({ icon: Icon, label, value }) => (
            <div key={label} className="rounded-xl bg-slate-50 px-2 py-3 ring-1 ring-slate-200">
              <dt className="flex items-center justify-center gap-1 text-xs font-medium text-slate-600 sm:text-sm">
                <Icon aria-hidden="true" className="size-3.5" />
                {label}
              </dt>
              <dd className="mt-0.5 text-lg font-bold text-slate-900 tabular-nums sm:text-xl">
                {value}
              </dd>
            </div>
          ))}
        </dl>

        <div className="space-y-1.5">
          <div className="flex justify-between text-sm">
            <span className="font-medium text-slate-700">
              {done} of {totalLessons} lessons completed
            </span>
            <span className="font-semibold text-slate-900 tabular-nums">{percentage}%</span>
          </div>
          <ProgressBar
            value={done}
            max={totalLessons}
            label="Module progress"
            valueText={`${done} of ${totalLessons} lessons completed`}
            indicatorClassName={colors.fill}
            className="h-2.5"
          />
        </div>

        {showActions ? (
          <div className="flex flex-col gap-2 min-[420px]:flex-row">
            <Link
              to={paths.flashcards(module.id)}
              className={buttonVariants({ variant: 'outline' })}
            >
              <GalleryVerticalEnd aria-hidden="true" />
              Flashcards
            </Link>
            <Link to={paths.quiz(module.id)} className={buttonVariants()}>
              <Timer aria-hidden="true" />
              Take Quiz
            </Link>
          </div>
        ) : null}
      </div>
    </header>
  );
}
