import type { PreviousModuleStanding } from '@fc/contracts/learning';
import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import {
  UNLOCK_RULE_MESSAGE,
  UnlockChecklist,
} from '@/features/learning/components/unlock-checklist';

export interface LockedNoticeProps {
  /** Where the user stands with the previous module, when the server said. */
  previousModule?: PreviousModuleStanding | null | undefined;
  /** The access check failed (the module is treated as locked). */
  accessFailed?: boolean;
}

/**
 * A locked module's (or its quiz's) place: why it is locked, the previous module's checklist
 * (lessons done, quiz passed, 'Take quiz') and a way to that module.
 */
function LockedNotice({
  title,
  lead,
  previousModule,
  accessFailed = false,
}: LockedNoticeProps & { title: string; lead: string }) {
  // Which module comes before is the course's order (the server says it); without an answer
  // from the access call there is no link to guess.
  const previousModuleId = previousModule?.moduleId;
  const showChecklist = previousModule && !accessFailed;
  return (
    <Card className="mx-auto w-full max-w-lg px-6 py-10 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-warning-soft text-amber-700">
        <Lock aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-slate-900 sm:text-2xl">{title}</h2>
      <p className="mt-2 text-sm text-slate-600 sm:text-base">
        {accessFailed
          ? `We could not check your access. ${UNLOCK_RULE_MESSAGE}.`
          : showChecklist
            ? lead
            : `${UNLOCK_RULE_MESSAGE}.`}
      </p>
      {showChecklist ? (
        <UnlockChecklist
          previous={previousModule}
          className="mx-auto mt-4 w-fit rounded-xl bg-slate-50 p-4 text-left ring-1 ring-slate-200"
        />
      ) : null}
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        {previousModuleId !== undefined ? (
          <Link to={paths.module(previousModuleId)} className={buttonVariants()}>
            Go to Previous Module
          </Link>
        ) : (
          <Link to={paths.lessons} className={buttonVariants({ variant: 'outline' })}>
            Back to Modules
          </Link>
        )}
      </div>
    </Card>
  );
}

/** In place of a locked module's lessons. */
export function LockedModuleNotice(props: LockedNoticeProps) {
  return (
    <LockedNotice
      {...props}
      title="This module is locked"
      lead="It opens once you have completed every lesson of the previous module and passed its quiz."
    />
  );
}

/** In place of a locked module's quiz: its intro and Start button would only meet a refusal. */
export function LockedQuizNotice(props: LockedNoticeProps) {
  return (
    <LockedNotice
      {...props}
      title="This quiz is locked"
      lead="Its module opens once you have completed every lesson of the previous module and passed its quiz."
    />
  );
}

/** In place of a locked module's deck: every 'Got It!' would only meet a refusal. */
export function LockedFlashcardsNotice(props: LockedNoticeProps) {
  return (
    <LockedNotice
      {...props}
      title="These flashcards are locked"
      lead="Its module opens once you have completed every lesson of the previous module and passed its quiz."
    />
  );
}
