import { RotateCcw } from 'lucide-react';
import { useRouteError } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { logger } from '@/lib/logger';

/** Shown instead of a page that crashed while rendering. */
export function RouteErrorRoute() {
  const error = useRouteError();
  logger.error(error);
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <Card className="w-full max-w-md p-8 text-center" role="alert">
        <h1 className="text-2xl font-extrabold text-slate-900">Something went wrong</h1>
        <p className="mt-2 text-sm text-slate-600">
          This page hit an unexpected problem. Reloading usually fixes it.
        </p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          <RotateCcw aria-hidden="true" />
          Reload the page
        </Button>
      </Card>
    </div>
  );
}
