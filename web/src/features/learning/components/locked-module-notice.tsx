import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { LOCKED_MODULE_MESSAGE } from '@/features/learning/components/module-card';
import { StateCard } from '@/components/ui/state-card';

/** In place of a locked module's lessons. */
export function LockedModuleNotice({
  moduleId,
  accessFailed = false,
}: {
  moduleId: number;
  /** The access check failed (the module is treated as locked). */
  accessFailed?: boolean;
}) {
  const previousModuleId = moduleId - 1;
  return (
    <StateCard
      icon={Lock}
      tone="warning"
      title="This module is locked"
      message={
        accessFailed
          ? `We could not check your access to this module. ${LOCKED_MODULE_MESSAGE}.`
          : `${LOCKED_MODULE_MESSAGE}. You also need to pass that module's quiz.`
      }
      actions={
        previousModuleId >= 1 ? (
          <Link to={paths.module(previousModuleId)} className={buttonVariants()}>
            Go to Previous Module
          </Link>
        ) : (
          <Link to={paths.lessons} className={buttonVariants({ variant: 'outline' })}>
            Back to Modules
          </Link>
        )
      }
    />
  );
}
