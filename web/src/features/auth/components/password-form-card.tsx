import { ArrowLeft } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/**
 * The card of the forgot- and reset-password pages: a form named `label` with its fields and one
 * full-width button (its words change while the request runs), then the way back to Sign In.
 */
export function PasswordFormCard({
  label,
  onSubmit,
  submitLabel,
  busyLabel,
  isBusy,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  busyLabel: string;
  isBusy: boolean;
  children: ReactNode;
}) {
  return (
    <Card className="p-6 sm:p-8">
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={label}>
        {children}
        <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
          {isBusy ? busyLabel : submitLabel}
        </Button>
      </form>
      <div className="mt-6 text-center">
        <Link
          to={paths.auth}
          className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-primary-700 hover:text-primary-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Sign In
        </Link>
      </div>
    </Card>
  );
}
