import { lazy } from 'react';

import { AccountDialog, type AccountDialogState } from '@/features/auth/components/account-dialog';

const ChangePasswordForm = lazy(() =>
  import('@/features/auth/components/change-password-form').then((module) => ({
    default: module.ChangePasswordForm,
  })),
);

/**
 * 'Change password' (from the account menu): the current password, then the new one twice. The
 * new one follows the same rule as registering; the server also refuses the most common
 * passwords. On success every other device is signed out, and this one stays signed in.
 */
export function ChangePasswordDialog({ open, onOpenChange }: AccountDialogState) {
  return (
    <AccountDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change password"
      description="You stay signed in here; every other device is signed out."
      loadingLabel="Loading the form"
    >
      <ChangePasswordForm onChanged={() => onOpenChange(false)} />
    </AccountDialog>
  );
}
