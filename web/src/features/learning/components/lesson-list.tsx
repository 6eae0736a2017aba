import type { LessonSummary } from '@fc/contracts/learning';
import { ChevronRight, CircleCheck, Clock, Lock, Star } from 'lucide-react';

import { DEFAULT_LESSON_POINTS } from '@/features/learning/utils/lesson-completion';
import { cn } from '@/lib/cn';
import type { LessonState } from '@/lib/learning-progress';

export interface LessonListProps {
  /** The id of the heading that names the list. */
  labelledBy?: string;
  lessons: readonly LessonSummary[];
  states: readonly LessonState[];
  onOpen: (lesson: LessonSummary) => void;
}

const stateText: Record<LessonState, string> = {
  completed: 'Completed',
  available: 'Available',
  locked: 'Locked',
};

function LessonMarker({ state, number }: { state: LessonState; number: number }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold',
        state === 'completed' && 'bg-success-soft text-green-700',
        state === 'available' && 'bg-primary-50 text-primary-700 ring-1 ring-primary-200',
        state === 'locked' && 'bg-slate-100 text-slate-500',
      )}
    >
      {state === 'completed' ? (
        <CircleCheck className="size-5" />
      ) : state === 'locked' ? (
        <Lock className="size-4" />
      ) : (
        number
      )}
    </span>
  );
}

function LessonFacts({ lesson }: { lesson: LessonSummary }) {
  return (
    <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-3.5" />
        {lesson.estimatedMinutes} min
      </span>
      <span className="inline-flex items-center gap-1">
        <Star aria-hidden="true" className="size-3.5 text-amber-600" />+
        {lesson.points > 0 ? lesson.points : DEFAULT_LESSON_POINTS} points
      </span>
    </span>
  );
}

/** The module's lessons in order: completed, open to read, or locked until the one before is done. */
export function LessonList({ labelledBy, lessons, states, onOpen }: LessonListProps) {
  return (
    <ol aria-labelledby={labelledBy} className="space-y-3">
      {lessons.map((lesson, index) => {
        const state = states[index] ?? 'locked';
        const number = index + 1;
        const title = (
          <span className="block font-semibold text-slate-900">
            <span className="sr-only">Lesson {number}: </span>
            {lesson.title}
          </span>
        );
        if (state === 'locked') {
          return (
            <li
              key={lesson.id}
              className="flex items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-4"
            >
              <LessonMarker state={state} number={number} />
              <span className="min-w-0 flex-1 text-slate-700">
                {title}
                <LessonFacts lesson={lesson} />
              </span>
              <span className="shrink-0 text-right text-xs font-medium text-slate-600">
                Locked
                <span className="sr-only">: complete the previous lesson to unlock</span>
              </span>
            </li>
          );
        }
        return (
          <li key={lesson.id}>
            <button
              type="button"
              onClick={() => onOpen(lesson)}
              className={cn(
                'group flex w-full items-center gap-4 rounded-2xl border bg-white p-4 text-left shadow-sm transition',
                'hover:border-primary-300 hover:shadow-md',
                state === 'completed' ? 'border-green-200' : 'border-slate-200',
              )}
            >
              <LessonMarker state={state} number={number} />
              <span className="min-w-0 flex-1">
                {title}
                <LessonFacts lesson={lesson} />
              </span>
              <span
                className={cn(
                  'hidden shrink-0 text-xs font-semibold min-[420px]:inline',
                  state === 'completed' ? 'text-green-700' : 'text-primary-700',
                )}
              >
                {state === 'completed' ? stateText.completed : 'Read lesson'}
              </span>
              <span className="sr-only min-[420px]:hidden">
                {state === 'completed' ? stateText.completed : stateText.available}
              </span>
              <ChevronRight
                aria-hidden="true"
                className="size-5 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5"
              />
            </button>
          </li>
        );
      })}
    </ol>
  );
}
