import type { PreviousModuleStanding } from '@fc/contracts/learning';
import { ArrowRight, Circle, CircleCheck, Lock } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/** What unlocks a module, when the server did not say where the student stands (e.g. it failed). */
export const UNLOCK_RULE_MESSAGE =
  'Complete all lessons of the previous module and pass its quiz to unlock it';

function Tick({ done }: { done: boolean }) {
  return done ? (
    <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-green-700" />
  ) : (
    <Circle aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
  );
}

/**
 * What unlocks a module: the previous module's lessons (done/total) and its quiz, each ticked
 * when done, with 'Take quiz' when that quiz is still to pass and the student may take it.
 */
export function UnlockChecklist({
  previous,
  className,
}: {
  previous: PreviousModuleStanding;
  className?: string;
}) {
  const leadId = useId();
  const lessonsDone =
    previous.totalLessons > 0 && previous.lessonsCompleted >= previous.totalLessons;
  const lessonsCompleted = Math.min(previous.lessonsCompleted, previous.totalLessons);
  return (
    <div className={cn('space-y-2 text-sm text-slate-700', className)}>
      <p id={leadId} className="flex items-start gap-2">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span>
          To unlock, finish <span className="font-semibold">{previous.title}</span>:
        </span>
      </p>
      <ul aria-labelledby={leadId} className="space-y-1.5 pl-6">
        <li className="flex items-center gap-2">
          <Tick done={lessonsDone} />
          <span>{`Lessons ${lessonsCompleted}/${previous.totalLessons}`}</span>
        </li>
        {previous.hasQuiz ? (
          <li className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Tick done={previous.quizPassed} />
            <span>{previous.quizPassed ? 'Quiz passed' : 'Quiz not passed'}</span>
            {!previous.quizPassed && previous.isOpen ? (
              <Link
                to={paths.quiz(previous.moduleId)}
                className="inline-flex items-center gap-1 rounded-sm font-semibold text-primary-700 underline-offset-2 hover:text-primary-800 hover:underline"
              >
                Take quiz
                <ArrowRight aria-hidden="true" className="size-3.5" />
              </Link>
            ) : null}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
