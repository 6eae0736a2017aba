import { BookOpen, CircleCheck, Lock } from 'lucide-react';

import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { FeaturedModuleCard } from '@/features/dashboard/components/featured-module-card';
import { SectionHeading } from '@/features/dashboard/components/section-heading';
import type { ModuleStanding } from '@/features/dashboard/utils/dashboard-stats';
import { InlineAlert } from '@/components/ui/inline-alert';

export interface FeaturedModulesProps {
  featured: readonly ModuleStanding[];
  /** Why nothing is featured: every module done, the next one locked, or no modules yet. */
  emptyReason: 'complete' | 'locked' | 'none';
  /** The module access is still loading. */
  isLoading: boolean;
  /** The module access call failed; `onRetry` asks again. */
  isError: boolean;
  onRetry: () => void;
}

/** "Continue learning": up to 4 unfinished modules the user can open. */
export function FeaturedModules({
  featured,
  emptyReason,
  isLoading,
  isError,
  onRetry,
}: FeaturedModulesProps) {
  return (
    <section aria-labelledby="featured-modules">
      <SectionHeading
        id="featured-modules"
        title="Continue learning"
        link={{ label: 'All modules', to: paths.lessons }}
      />
      {isLoading ? (
        <div role="status" className="grid gap-3 sm:grid-cols-2 sm:gap-4">
          <span className="sr-only">Loading your modules</span>
          {[0, 1].map((index) => (
            <Skeleton key={index} className="h-36 rounded-2xl" />
          ))}
        </div>
      ) : isError ? (
        <InlineAlert onRetry={onRetry}>
          We could not check which modules are unlocked. Please try again.
        </InlineAlert>
      ) : featured.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4">
          {featured.map((standing) => (
            <li key={standing.module.id}>
              <FeaturedModuleCard standing={standing} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-sm">
          {emptyReason === 'complete' ? (
            <>
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
              You have completed every module. Great work! Review any of them from the lessons page.
            </>
          ) : emptyReason === 'locked' ? (
            <>
              <Lock aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
              Pass the quiz of the module you just finished to unlock the next one.
            </>
          ) : (
            <>
              <BookOpen aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
              Learning modules will appear here once they are published.
            </>
          )}
        </p>
      )}
    </section>
  );
}
