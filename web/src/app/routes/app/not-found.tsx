import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** Said to a student, not a developer (the spec's own text was a developer's note). */
export const NOT_FOUND_MESSAGE =
  "We couldn't find that page. The link may be old or the address mistyped: pick up where you left off below.";

export function NotFoundRoute() {
  return (
    <div className="mx-auto flex w-full max-w-7xl justify-center px-4 py-12 sm:py-20">
      <Card className="w-full max-w-md p-8 text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
          <CircleAlert aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-4 text-2xl font-extrabold text-slate-900">404 Page Not Found</h1>
        <p className="mt-2 text-sm text-slate-600">{NOT_FOUND_MESSAGE}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={paths.home} className={buttonVariants()}>
            Back to Dashboard
          </Link>
          <Link to={paths.lessons} className={buttonVariants({ variant: 'outline' })}>
            Browse Lessons
          </Link>
        </div>
      </Card>
    </div>
  );
}
