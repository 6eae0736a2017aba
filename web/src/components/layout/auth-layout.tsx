import { useEffect, useRef, type ReactNode } from 'react';
import { ScrollRestoration } from 'react-router-dom';

import { BrandLogo } from '@/components/layout/brand-logo';
import { Footer } from '@/components/layout/footer';
import { DEFAULT_BRANDING } from '@/config/branding';
import { useBranding } from '@/lib/branding';

export interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in, forgot-password and reset-password screens. */
export function AuthLayout({ title, description, children }: AuthLayoutProps) {
  const { clubName, clubLogoUrl } = useBranding();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);

  // When the screen moves on (form -> confirmation), bring keyboard and screen-reader focus along.
  useEffect(() => {
    if (shownTitle.current === title) return;
    shownTitle.current = title;
    headingRef.current?.focus();
  }, [title]);

  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top,var(--color-primary-100),transparent_60%),linear-gradient(to_bottom,var(--color-slate-50),var(--color-slate-100))]">
      {/* As in the app's chrome (app-shell.tsx): a new screen starts at its top. */}
      <ScrollRestoration />
      <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:py-12">
        <div className="w-full max-w-md">
          <div className="mb-6 flex flex-col items-center text-center">
            <BrandLogo
              src={clubLogoUrl}
              fallbackSrc={DEFAULT_BRANDING.clubLogoUrl}
              className="size-14 drop-shadow-sm"
            />
            <p className="mt-3 text-sm font-semibold tracking-wide text-primary-700 uppercase">
              {clubName}
            </p>
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900 outline-none sm:text-3xl"
            >
              {title}
            </h1>
            {description ? <p className="mt-2 text-slate-600">{description}</p> : null}
          </div>
          {children}
        </div>
      </main>
      <Footer />
    </div>
  );
}
