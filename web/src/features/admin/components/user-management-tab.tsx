import { useRef, useState } from 'react';

import { AuditLogSection } from '@/features/admin/components/audit-log-section';
import { ChangeRoleDialog } from '@/features/admin/components/change-role-dialog';
import { MembersSection } from '@/features/admin/components/members-section';
import { ResetProgressDialog } from '@/features/admin/components/reset-progress-dialog';
import type { User } from '@/types/api';

/**
 * 'User Management': the members with 'Make teacher' / 'Make student' (docs/product.md "For
 * teachers") and 'Reset Progress', then the latest admin actions.
 */
export function UserManagementTab() {
  const [resetTarget, setResetTarget] = useState<User | null>(null);
  const [isResetOpen, setIsResetOpen] = useState(false);
  // The dialog opens from a member's button, which gets the focus back when it closes.
  const resetButtonRef = useRef<HTMLElement | null>(null);

  const openReset = (user: User, button: HTMLElement) => {
    resetButtonRef.current = button;
    setResetTarget(user);
    setIsResetOpen(true);
  };
  const [roleTarget, setRoleTarget] = useState<User | null>(null);
  const [isRoleOpen, setIsRoleOpen] = useState(false);
  const roleButtonRef = useRef<HTMLElement | null>(null);
  const openRole = (user: User, button: HTMLElement) => {
    roleButtonRef.current = button;
    setRoleTarget(user);
    setIsRoleOpen(true);
  };

  return (
    <div className="space-y-8">
      <MembersSection onReset={openReset} onChangeRole={openRole} />

      <AuditLogSection />

      <ResetProgressDialog
        user={resetTarget}
        open={isResetOpen}
        onOpenChange={setIsResetOpen}
        returnFocusRef={resetButtonRef}
      />
      <ChangeRoleDialog
        user={roleTarget}
        open={isRoleOpen}
        onOpenChange={setIsRoleOpen}
        returnFocusRef={roleButtonRef}
      />
    </div>
  );
}
