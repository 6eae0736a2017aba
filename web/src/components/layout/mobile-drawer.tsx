import * as Dialog from '@radix-ui/react-dialog';
import { LogIn, LogOut, Menu, UserRound, X } from 'lucide-react';
import { useState } from 'react';

import { ClubBrand } from '@/components/layout/club-brand';
import { mainNavItems } from '@/components/layout/nav-items';
import { NavLinkList } from '@/components/layout/nav-link-list';
import { PointsBadge } from '@/components/layout/points-badge';
import { Button } from '@/components/ui/button';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { useExitGuestMode, useLogout, useSession } from '@/lib/auth';
import { useBranding } from '@/lib/branding';
import { getFullName } from '@/lib/user-display';

/** The small-screen side drawer: the main links, who is signed in, and Logout or Sign In. */
export function MobileDrawer() {
  const [isOpen, setIsOpen] = useState(false);
  const { user } = useSession();
  const { clubName } = useBranding();
  const logout = useLogout();
  const exitGuestMode = useExitGuestMode();
  const close = () => setIsOpen(false);

  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu" className="-ml-1 lg:hidden">
          <Menu aria-hidden="true" className="size-6!" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 data-[state=open]:animate-fade-in lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-xs flex-col bg-white shadow-xl outline-none data-[state=open]:animate-drawer-in lg:hidden"
        >
          <div className="flex h-16 items-center justify-between gap-2 border-b border-slate-200 px-4">
            <Dialog.Title className="sr-only">{clubName} menu</Dialog.Title>
            <ClubBrand />
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X aria-hidden="true" className="size-5!" />
              </Button>
            </Dialog.Close>
          </div>

          <div className="border-b border-slate-200 p-4">
            {user ? (
              <div className="flex items-center gap-3">
                <MemberAvatar member={user} className="size-11 text-base" />
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900">{getFullName(user)}</p>
                  <PointsBadge points={user.points} size="sm" className="mt-1" />
                </div>
              </div>
            ) : (
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-11 shrink-0 items-center justify-center rounded-full bg-orange-100 text-orange-700"
                >
                  <UserRound className="size-6" />
                </span>
                <div>
                  <p className="font-semibold text-slate-900">Guest User</p>
                  <p className="text-sm text-orange-700">Progress not saved</p>
                </div>
              </div>
            )}
          </div>

          <nav aria-label="Main" className="flex-1 overflow-y-auto p-3">
            <NavLinkList items={mainNavItems} orientation="vertical" onNavigate={close} />
          </nav>

          <div className="border-t border-slate-200 p-4">
            {user ? (
              <Button
                variant="outline"
                className="w-full"
                disabled={logout.isPending}
                onClick={() => {
                  close();
                  logout.mutate();
                }}
              >
                <LogOut aria-hidden="true" />
                Logout
              </Button>
            ) : (
              <Button
                className="w-full"
                onClick={() => {
                  close();
                  exitGuestMode();
                }}
              >
                <LogIn aria-hidden="true" />
                Sign In
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
