import { BrandLogo } from '@/components/layout/brand-logo';
import { DEFAULT_BRANDING } from '@/config/branding';
import { useBranding } from '@/lib/branding';

export function Footer() {
  const { schoolName, schoolLogoUrl, creditLine } = useBranding();
  return (
    <footer className="border-t border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-3 px-4 py-6 text-center sm:flex-row sm:justify-between sm:px-6 sm:text-left">
        <p className="text-sm text-slate-600">{creditLine}</p>
        <div className="flex items-center gap-2.5">
          <BrandLogo
            src={schoolLogoUrl}
            fallbackSrc={DEFAULT_BRANDING.schoolLogoUrl}
            className="size-8"
          />
          <span className="text-sm font-semibold text-slate-800">{schoolName}</span>
        </div>
      </div>
    </footer>
  );
}
