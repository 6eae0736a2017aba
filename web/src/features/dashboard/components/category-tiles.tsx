import { Briefcase, GraduationCap, TrendingUp, Wallet, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { SectionHeading } from '@/features/dashboard/components/section-heading';
import {
  type ModuleTrack,
  trackLabels,
  trackOrder,
} from '@/features/dashboard/utils/dashboard-stats';
import { cn } from '@/lib/cn';

const trackStyles: Record<ModuleTrack, { icon: LucideIcon; tone: string }> = {
  'personal-finance': { icon: Wallet, tone: 'bg-success-soft text-green-700' },
  investments: { icon: TrendingUp, tone: 'bg-primary-50 text-primary-600' },
  'business-finance': { icon: Briefcase, tone: 'bg-secondary-50 text-secondary-700' },
  advanced: { icon: GraduationCap, tone: 'bg-purple-soft text-violet-700' },
};

/** The four tracks with how many modules each holds, each a link to the modules list. */
export function CategoryTiles({ counts }: { counts: Record<ModuleTrack, number> }) {
  return (
    <section aria-labelledby="module-categories">
      <SectionHeading id="module-categories" title="Browse by topic" />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
        {trackOrder.map((track) => {
          const { icon: Icon, tone } = trackStyles[track];
          const count = counts[track];
          return (
            <li key={track}>
              <Link
                to={paths.lessons}
                className={cn(
                  'flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition',
                  'hover:-translate-y-0.5 hover:border-primary-300 hover:shadow-md',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                )}
              >
                <span className={cn('flex size-10 items-center justify-center rounded-xl', tone)}>
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="font-semibold leading-tight text-slate-900">
                  {trackLabels[track]}
                </span>
                <span className="mt-auto text-sm text-slate-600">
                  {count} {count === 1 ? 'module' : 'modules'}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
