import { Suspense, type ReactNode } from 'react';

import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

/** Whether an account dialog is open, and what it tells when it opens or closes. */
export interface AccountDialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The account menu's dialogs (Change password, Two-factor): the title and description at once,
 * the body and buttons (`children`, a lazy component) with the first opening, so their forms'
 * react-hook-form and zod stay off the first screen. Closing unmounts the body: what was typed is
 * forgotten.
 */
export function AccountDialog({
  open,
  onOpenChange,
  title,
  description,
  loadingLabel,
  children,
}: AccountDialogState & {
  title: string;
  description: string;
  loadingLabel: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Suspense
          fallback={
            <DialogBody className="flex justify-center">
              <Spinner label={loadingLabel} />
            </DialogBody>
          }
        >
          {children}
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
