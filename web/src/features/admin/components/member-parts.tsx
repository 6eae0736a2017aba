import { GraduationCap, RotateCcw, ShieldCheck, UserRound } from 'lucide-react';
import type { RefObject } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { cn } from '@/lib/cn';
import { getFullName } from '@/lib/user-display';
import type { User } from '@/types/api';

/** 'Reset Progress' pressed for a member: opens the confirmation, the focus returned to `button`. */
export type OnReset = (user: User, button: HTMLElement) => void;
/** 'Make teacher' or 'Make student' (docs/product.md "For teachers"): opens the confirmation. */
export type OnChangeRole = (user: User, button: HTMLElement) => void;

/** A confirmation about one member, opened without a Radix trigger (from a row's button). */
export interface MemberDialogProps {
  user: User | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes when the dialog closes: the button that opened it. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

export interface MemberActions {
  onReset: OnReset;
  onChangeRole: OnChangeRole;
}

/** A member's avatar, name, role badge and @username, the name with the id its buttons cite. */
export function MemberName({ user, nameId }: { user: User; nameId: string }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <MemberAvatar member={user} className="size-9 text-xs" />
      <span className="min-w-0">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span id={nameId} className="font-semibold text-slate-900">
            {getFullName(user)}
          </span>
          {user.role === 'admin' ? (
            <Badge variant="warning" icon={ShieldCheck}>
              Admin
            </Badge>
          ) : user.role === 'teacher' ? (
            <Badge variant="primary" icon={GraduationCap}>
              Teacher
            </Badge>
          ) : null}
        </span>
        <span className="block text-xs text-slate-500">@{user.username}</span>
      </span>
    </span>
  );
}

export function ResetButton({
  user,
  nameId,
  onReset,
  className,
}: {
  user: User;
  nameId: string;
  onReset: OnReset;
  className?: string;
}) {
  return (
    <Button
      size="sm"
      variant="outline"
      aria-describedby={nameId}
      onClick={(event) => onReset(user, event.currentTarget)}
      className={cn('text-red-700 hover:bg-red-50', className)}
    >
      <RotateCcw aria-hidden="true" />
      Reset Progress
    </Button>
  );
}

/** 'Make teacher' for a student, 'Make student' for a teacher; nothing for the admin account. */
export function RoleButton({
  user,
  nameId,
  onChangeRole,
  className,
}: {
  user: User;
  nameId: string;
  onChangeRole: OnChangeRole;
  className?: string;
}) {
  if (user.role === 'admin') return null;
  const isTeacher = user.role === 'teacher';
  return (
    <Button
      size="sm"
      variant="outline"
      icon={isTeacher ? UserRound : GraduationCap}
      aria-describedby={nameId}
      onClick={(event) => onChangeRole(user, event.currentTarget)}
      className={className}
    >
      {isTeacher ? 'Make student' : 'Make teacher'}
    </Button>
  );
}
