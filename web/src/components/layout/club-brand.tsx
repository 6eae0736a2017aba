import { Link } from 'react-router-dom';

import { BrandLogo } from '@/components/layout/brand-logo';
import { DEFAULT_BRANDING } from '@/config/branding';
import { paths } from '@/config/paths';
import { useBranding } from '@/lib/branding';
import { cn } from '@/lib/cn';

/** The club logo and title, linking home. */
export function ClubBrand({ className }: { className?: string }) {
  const { clubName, clubLogoUrl } = useBranding();
  return (
    <Link
      to={paths.home}
      className={cn(
        // Never narrower than its longest word beside the desktop links: a word is never cut.
        'flex min-w-0 items-center gap-2 rounded-lg sm:gap-2.5 lg:min-w-min',
        className,
      )}
      aria-label={`${clubName} home`}
    >
      <BrandLogo
        src={clubLogoUrl}
        fallbackSrc={DEFAULT_BRANDING.clubLogoUrl}
        className="size-8 sm:size-9"
      />
      {/* A long name takes two lines rather than being cut short ("Finance…"). */}
      <span className="line-clamp-2 text-base leading-tight font-extrabold tracking-tight text-slate-900 sm:text-lg sm:leading-tight lg:text-base lg:leading-tight xl:text-lg xl:leading-tight">
        {clubName}
      </span>
    </Link>
  );
}
