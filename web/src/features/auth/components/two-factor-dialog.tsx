import { lazy, Suspense } from 'react';

import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

// The panel comes with the dialog's first opening: the account menu is on every page's first load.
const TwoFactorPanel = lazy(() =>
  import('@/features/auth/components/two-factor-panel').then((module) => ({
    default: module.TwoFactorPanel,
  })),
);

/**
 * 'Two-factor authentication' (account menu, and the admin panel when it is required): turn it on
 * with an authenticator app (QR code or the key typed in, then its first code), see the recovery
 * codes once, or turn it off with the password and a code. Closing the dialog forgets the codes
 * shown.
 */
export function TwoFactorDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Two-factor authentication</DialogTitle>
          <DialogDescription>
            Signing in then also asks for a code from an app on your phone, so a stolen password is
            not enough.
          </DialogDescription>
        </DialogHeader>
        <Suspense
          fallback={
            <DialogBody className="flex justify-center">
              <Spinner label="Loading your two-factor settings" />
            </DialogBody>
          }
        >
          <TwoFactorPanel onDone={() => onOpenChange(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
