import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/**
 * Where a feature unlocked by an achievement would be: names the feature (docs/product.md section 3
 * "UnlockFeature values") and what it adds, with a way to the achievements.
 */
export function FeatureLockHint({
  feature,
  children,
  className,
}: {
  /** The feature's label, e.g. 'Advanced Chart Tools'. */
  feature: string;
  /** What the feature adds, e.g. 'a moving-average line on the chart'. */
  children: string;
  className?: string;
}) {
  return (
    <p
      className={cn(
        'flex flex-wrap items-start gap-x-2 gap-y-1 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-600',
        className,
      )}
    >
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
      <span className="min-w-0 flex-1">
        <span className="font-semibold text-slate-800">{feature}</span> is locked: earn the
        achievement that unlocks it to get {children}.
      </span>
      <Link
        to={paths.achievements}
        className="font-semibold text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        See achievements
      </Link>
    </p>
  );
}
