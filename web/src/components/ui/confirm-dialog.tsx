import type { LucideIcon } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';

import { Button, type ButtonVariant } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** What the action does, in the dialog's body; left out, the dialog is header and buttons. */
  children?: ReactNode;
  confirmLabel: ReactNode;
  /** The confirm button's words while the action runs (e.g. 'Deleting…'); else confirmLabel. */
  pendingLabel?: ReactNode;
  confirmIcon?: LucideIcon;
  /** 'destructive' for what cannot be undone (deletes, resets). */
  variant?: Extract<ButtonVariant, 'primary' | 'destructive'>;
  /** The action is running: the dialog cannot be closed and neither button answers. */
  isPending?: boolean;
  /** False while the action has nothing to act on yet (e.g. the member is still loading). */
  canConfirm?: boolean;
  onConfirm: () => void;
  /**
   * Where the focus goes when the dialog closes, for a dialog opened without a Radix trigger (a
   * row's menu, a table button that re-renders): Radix would otherwise drop it on the body.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Width of the card; max-w-lg by default. */
  className?: string;
}

/**
 * The one "Are you sure?" dialog: a title that names what is acted on, a description, an
 * optional body, then Cancel and the action. The caller runs the action in onConfirm and closes
 * the dialog (onOpenChange(false)) when it has succeeded; on failure the dialog stays open, and
 * while it runs it cannot be dismissed.
 *
 * @example
 * <ConfirmDialog
 *   open={target !== null}
 *   onOpenChange={(isOpen) => !isOpen && setTarget(null)}
 *   title={`Delete "${target?.title}"?`}
 *   description="Students no longer see it. This cannot be undone."
 *   confirmLabel="Delete"
 *   confirmIcon={Trash2}
 *   variant="destructive"
 *   isPending={remove.isPending}
 *   onConfirm={() => target && remove.mutate(target.id)}
 * />
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  confirmIcon,
  variant = 'primary',
  isPending = false,
  canConfirm = true,
  onConfirm,
  returnFocusRef,
  className,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        // An action in flight finishes with the dialog on screen, so its outcome is seen.
        if (!isPending) onOpenChange(isOpen);
      }}
    >
      <DialogContent
        className={cn('max-w-lg', className)}
        onCloseAutoFocus={(event) => {
          const target = returnFocusRef?.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children ? (
          <DialogBody className="space-y-3 text-sm text-slate-700">{children}</DialogBody>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant={variant}
            icon={confirmIcon}
            isBusy={isPending}
            disabled={!canConfirm || isPending}
            onClick={onConfirm}
          >
            {isPending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
