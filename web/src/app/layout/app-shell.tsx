import type { ReactNode } from 'react';
import { ScrollRestoration } from 'react-router-dom';

import { Header } from '@/app/layout/header';
import { AchievementWatcher } from '@/components/layout/achievement-watcher';
import { BottomBar } from '@/components/layout/bottom-bar';
import { Footer } from '@/components/layout/footer';
import { GuestBanner } from '@/components/layout/guest-banner';
import { LiveUpdates } from '@/components/layout/live-updates';
import { LeagueResultWatcher } from '@/features/leagues/components/league-result-watcher';
import { useSession } from '@/lib/auth';

/** The chrome around every page of a signed-in user or a guest. */
export function AppShell({ children }: { children: ReactNode }) {
  const { isGuest } = useSession();
  return (
    <div className="flex min-h-dvh flex-col pb-16 lg:pb-0 print:block print:min-h-0 print:pb-0">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-primary-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {/*
        A page opened by a link starts at its top; Back and Forward return to where the reader
        was on that page (docs/product.md "Global chrome").
      */}
      <ScrollRestoration />
      <Header />
      {isGuest ? <GuestBanner /> : null}
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
      <BottomBar />
      {isGuest ? null : <LiveUpdates />}
      {isGuest ? null : <AchievementWatcher />}
      {isGuest ? null : <LeagueResultWatcher />}
    </div>
  );
}
