import { GraduationCap, UserRound } from 'lucide-react';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { MemberDialogProps } from '@/features/admin/components/member-parts';
import { useSetRole } from '@/features/admin/api/set-role';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { getFullName } from '@/lib/user-display';
import type { User } from '@/types/api';

/** The role a member is given by the dialog: a student becomes a teacher, a teacher a student. */
export const nextRole = (user: User): 'student' | 'teacher' =>
  user.role === 'teacher' ? 'student' : 'teacher';

/**
 * The confirmation before 'Make teacher' or 'Make student' (docs/product.md "For teachers"): it
 * names the member, what the new role may do, and that they will be signed out. On failure the
 * server's message shows in a toast and the dialog stays open.
 */
export function ChangeRoleDialog({ user, open, onOpenChange, returnFocusRef }: MemberDialogProps) {
  const name = user ? getFullName(user) : '';
  const role = user ? nextRole(user) : 'teacher';
  const change = useSetRole({
    onSuccess: (updated) => {
      toast({
        title: 'Role changed',
        description: `${getFullName(updated)} is now a ${updated.role}.`,
        variant: 'success',
      });
      onOpenChange(false);
    },
    onError: (failure) =>
      toast({
        title: 'Could not change the role',
        description: getErrorMessage(failure, 'Please try again.'),
        variant: 'destructive',
      }),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={role === 'teacher' ? `Make ${name} a teacher?` : `Make ${name} a student?`}
      description={`${user ? `@${user.username}` : ''} will be signed out on every device, and has the new role from their next sign-in.`}
      confirmLabel={role === 'teacher' ? 'Make teacher' : 'Make student'}
      confirmIcon={role === 'teacher' ? GraduationCap : UserRound}
      isPending={change.isPending}
      canConfirm={user !== null}
      onConfirm={() => {
        if (user) change.mutate({ userId: user.id, role });
      }}
      returnFocusRef={returnFocusRef}
    >
      {role === 'teacher' ? (
        <p>
          A teacher sees the class&apos;s progress, sets assignments and posts announcements in the
          Teacher Panel. They cannot reset accounts, change cash or points, or award achievements.
          Teachers are not listed among the students.
        </p>
      ) : (
        <p>
          As a student they no longer see the Teacher Panel, and they are listed in the class again.
        </p>
      )}
    </ConfirmDialog>
  );
}
