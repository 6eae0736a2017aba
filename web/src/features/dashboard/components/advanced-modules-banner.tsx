import type { Module } from '@fc/contracts/learning';
import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button';
import { HeroBanner } from '@/components/ui/hero-banner';
import { paths } from '@/config/paths';

export interface AdvancedModulesBannerProps {
  /** The modules of the 'advanced' track; the banner is not shown without any. */
  modules: readonly Module[];
}

/** The banner for the advanced modules, with their number and titles from the catalogue. */
export function AdvancedModulesBanner({ modules }: AdvancedModulesBannerProps) {
  if (modules.length === 0) return null;
  const count = modules.length;
  return (
    <HeroBanner
      labelledBy="advanced-modules"
      icon={Sparkles}
      className="bg-linear-to-r from-primary-700 to-violet-700 shadow-sm"
      aside={
        <Link
          to={paths.lessons}
          className={buttonVariants({
            variant: 'outline',
            className: 'shrink-0 self-start border-white text-primary-800 sm:self-center',
          })}
        >
          Explore
          <ArrowRight aria-hidden="true" />
        </Link>
      }
    >
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-primary-100 uppercase">
          Advanced topics
        </p>
        <h2 id="advanced-modules" className="mt-1 text-lg font-bold sm:text-xl">
          {count} advanced {count === 1 ? 'module' : 'modules'} to take you further
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Advanced modules">
          {modules.map((module) => (
            <li
              key={module.id}
              className="rounded-full bg-white/15 px-3 py-1 text-sm font-medium ring-1 ring-white/25"
            >
              {module.title}
            </li>
          ))}
        </ul>
      </div>
    </HeroBanner>
  );
}
