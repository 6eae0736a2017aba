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

// The form comes with its first opening: the account menu is on every page's first load.
const ChangePasswordForm = lazy(() =>
  import('@/features/auth/components/change-password-form').then((module) => ({
    default: module.ChangePasswordForm,
  })),
);

/**
 * 'Change password' (from the account menu): the current password, then the new one twice. The
 * new one follows the same rule as registering; the server also refuses the most common
 * passwords. On success every other device is signed out, and this one stays signed in. Closing
 * the dialog forgets what was typed.
 */
export function ChangePasswordDialog({
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
          <DialogTitle>Change password</DialogTitle>
          <DialogDescription>
            You stay signed in here; every other device is signed out.
          </DialogDescription>
        </DialogHeader>
        <Suspense
          fallback={
            <DialogBody className="flex justify-center">
              <Spinner label="Loading the form" />
            </DialogBody>
          }
        >
          <ChangePasswordForm onChanged={() => onOpenChange(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
