import { useRef, useState } from 'react';

import { AuditLogSection } from '@/features/admin/components/audit-log-section';
import { MembersSection } from '@/features/admin/components/members-section';
import { ResetProgressDialog } from '@/features/admin/components/reset-progress-dialog';
import type { User } from '@/types/api';

/** 'User Management': the members with 'Reset Progress', then the latest admin actions. */
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

  return (
    <div className="space-y-8">
      <MembersSection onReset={openReset} />

      <AuditLogSection />

      <ResetProgressDialog
        user={resetTarget}
        open={isResetOpen}
        onOpenChange={setIsResetOpen}
        returnFocusRef={resetButtonRef}
      />
    </div>
  );
}
