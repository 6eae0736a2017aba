import { lazy } from 'react';

import { AccountDialog, type AccountDialogState } from '@/features/auth/components/account-dialog';

const TwoFactorPanel = lazy(() =>
  import('@/features/auth/components/two-factor-panel').then((module) => ({
    default: module.TwoFactorPanel,
  })),
);

/**
 * 'Two-factor authentication' (account menu, and the admin panel when it is required): turn it on
 * with an authenticator app (QR code or the key typed in, then its first code), see the recovery
 * codes once, or turn it off with the password and a code.
 */
export function TwoFactorDialog({ open, onOpenChange }: AccountDialogState) {
  return (
    <AccountDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Two-factor authentication"
      description="Signing in then also asks for a code from an app on your phone, so a stolen password is not enough."
      loadingLabel="Loading your two-factor settings"
    >
      <TwoFactorPanel onDone={() => onOpenChange(false)} />
    </AccountDialog>
  );
}
