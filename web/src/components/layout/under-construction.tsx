import { Check, Hammer, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

export interface UnderConstructionProps {
  /** What this part of the club will be, e.g. "The trading simulator". */
  feature: string;
  /** What people will be able to do here once it is built. */
  plans?: readonly string[];
  icon?: LucideIcon;
  /** Hide the link back to the dashboard (on the dashboard itself). */
  showHomeLink?: boolean;
}

/** A placeholder for a page that is not built yet: honest, with no made-up data. */
export function UnderConstruction({
  feature,
  plans = [],
  icon: Icon = Hammer,
  showHomeLink = true,
}: UnderConstructionProps) {
  return (
    <Card className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-1.5 bg-[repeating-linear-gradient(135deg,var(--color-warning)_0_14px,var(--color-slate-800)_14px_28px)]"
      />
      <div className="flex flex-col items-center gap-6 px-6 py-10 text-center sm:px-10 sm:py-14">
        <span className="flex size-16 items-center justify-center rounded-2xl bg-primary-50 text-primary-600 ring-8 ring-primary-50/50">
          <Icon aria-hidden="true" className="size-8" />
        </span>
        <div className="max-w-xl">
          <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">
            This part of the club is being built
          </h2>
          <p className="mt-2 text-slate-600">
            {feature} is on its way. Check back soon: nothing here is ready to use yet.
          </p>
        </div>
        {plans.length > 0 ? (
          <div className="w-full max-w-md rounded-xl bg-slate-50 p-5 text-left ring-1 ring-slate-200">
            <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
              What you'll be able to do
            </h3>
            <ul className="mt-3 space-y-2">
              {plans.map((plan) => (
                <li key={plan} className="flex items-start gap-2 text-sm text-slate-700">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                  {plan}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {showHomeLink ? (
          <Link to={paths.home} className={buttonVariants({ variant: 'outline' })}>
            Back to Dashboard
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
