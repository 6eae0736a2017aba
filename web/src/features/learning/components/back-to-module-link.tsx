import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Back to the module a page belongs to, or to the modules when the address names none. */
export function BackToModuleLink({ moduleId }: { moduleId: number | null }) {
  return (
    <Link
      to={moduleId === null ? paths.lessons : paths.module(moduleId)}
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
    >
      <ArrowLeft aria-hidden="true" />
      {moduleId === null ? 'Back to Modules' : 'Back to Module'}
    </Link>
  );
}
