import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { GraduationCap, KeyRound, LockKeyhole, LogOut, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { MemberAvatar } from '@/components/ui/member-avatar';
import { paths } from '@/config/paths';
import { ChangePasswordDialog } from '@/features/auth/components/change-password-dialog';
import { TwoFactorDialog } from '@/features/auth/components/two-factor-dialog';
import { useLogout } from '@/lib/auth';
import { getFullName, getInitials } from '@/lib/user-display';
import type { User } from '@/types/api';

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

/** The signed-in user's menu in the header. */
export function UserMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const fullName = getFullName(user);
  const [isChangingPassword, setIsChangingPassword] = useState(false);
  const [isEditingTwoFactor, setIsEditingTwoFactor] = useState(false);
  // Staff reach their panel from here: the same page, named for the role.
  const panel =
    user.role === 'admin'
      ? { label: 'Admin Panel', icon: ShieldCheck }
      : user.role === 'teacher'
        ? { label: 'Teacher Panel', icon: GraduationCap }
        : null;

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          // The visible initials start the name, so speech input ("click AM") finds the button too.
          aria-label={`${getInitials(user)}: Account menu for ${fullName}`}
          className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          <MemberAvatar member={user} className="size-9 text-sm" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg data-[state=open]:animate-fade-in"
          >
            <DropdownMenu.Label className="flex items-center gap-3 px-2.5 py-2">
              <MemberAvatar member={user} className="size-10 text-base" />
              <span className="min-w-0">
                <span className="block truncate text-sm font-semibold text-slate-900">
                  {fullName}
                </span>
                <span className="block truncate text-xs text-slate-500">@{user.username}</span>
                <span className="block truncate text-xs text-slate-500">{user.email}</span>
              </span>
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            {panel ? (
              <DropdownMenu.Item
                className={itemClasses}
                onSelect={() => void navigate(paths.admin)}
              >
                <panel.icon aria-hidden="true" className="size-4" />
                {panel.label}
              </DropdownMenu.Item>
            ) : null}
            <DropdownMenu.Item className={itemClasses} onSelect={() => setIsChangingPassword(true)}>
              <KeyRound aria-hidden="true" className="size-4" />
              Change password
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClasses} onSelect={() => setIsEditingTwoFactor(true)}>
              <LockKeyhole aria-hidden="true" className="size-4" />
              Two-factor authentication
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={itemClasses}
              disabled={logout.isPending}
              onSelect={() => logout.mutate()}
            >
              <LogOut aria-hidden="true" className="size-4" />
              Sign Out
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ChangePasswordDialog open={isChangingPassword} onOpenChange={setIsChangingPassword} />
      <TwoFactorDialog open={isEditingTwoFactor} onOpenChange={setIsEditingTwoFactor} />
    </>
  );
}
