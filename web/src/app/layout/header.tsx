import { UserRound } from 'lucide-react';

import { UserMenu } from '@/app/layout/user-menu';
import { ClubBrand } from '@/components/layout/club-brand';
import { MobileDrawer } from '@/components/layout/mobile-drawer';
import { mainNavItems } from '@/components/layout/nav-items';
import { NavLinkList } from '@/components/layout/nav-link-list';
import { PointsBadge } from '@/components/layout/points-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useExitGuestMode, useSession } from '@/lib/auth';

export function Header() {
  const { user, isGuest } = useSession();
  const exitGuestMode = useExitGuestMode();

  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1.5 px-3 sm:gap-4 sm:px-6 lg:gap-3 xl:gap-4">
        <MobileDrawer />
        <ClubBrand className="mr-auto lg:mr-1 xl:mr-4" />

        <nav aria-label="Main" className="hidden lg:block">
          <NavLinkList items={mainNavItems} orientation="horizontal" />
        </nav>

        <div className="flex shrink-0 items-center gap-1.5 sm:gap-3 lg:ml-auto">
          {user ? (
            <>
              <PointsBadge points={user.points} />
              <UserMenu user={user} />
            </>
          ) : isGuest ? (
            <>
              {/* Beside the eight links (lg and up) the club's name needs the room: the guest
                  banner under the header says guest mode there. */}
              <Badge variant="guest" size="md" icon={UserRound} className="lg:hidden">
                Guest Mode
              </Badge>
              {/* On small screens the guest banner and the drawer offer Sign In. */}
              <div className="hidden sm:block">
                <Button size="sm" onClick={exitGuestMode}>
                  Sign In
                </Button>
              </div>
            </>
          ) : null}
        </div>
      </div>
    </header>
  );
}
