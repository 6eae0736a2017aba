import type { FormEvent, ReactNode } from 'react';

import { Button } from '@/components/ui/button';
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

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The fields (FormField), in the dialog's body. */
  children: ReactNode;
  /** The form's submit, e.g. react-hook-form's `(event) => void handleSubmit(onValid)(event)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: ReactNode;
  /** The submit button's words while the request runs (e.g. 'Creating…'). */
  pendingLabel: ReactNode;
  isPending: boolean;
  /** False while the form cannot be sent yet (e.g. a required name is blank). */
  canSubmit?: boolean;
  /** Width of the card; max-w-md by default. */
  className?: string;
}

/**
 * A dialog that is one form: title and description, the fields, then Cancel and the submit button
 * (Enter in a field submits too). The caller closes it when the request has succeeded.
 *
 * @example
 * <FormDialog open={open} onOpenChange={setOpen} title="New Budget Plan" description="…"
 *   onSubmit={(event) => void handleSubmit(({ planName }) => create.mutate(planName))(event)}
 *   submitLabel="Create" pendingLabel="Creating…" isPending={create.isPending}>
 *   <FormField label="Plan name" error={errors.planName?.message}>
 *     {(control) => <Input {...control} {...register('planName')} />}
 *   </FormField>
 * </FormDialog>
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  onSubmit,
  submitLabel,
  pendingLabel,
  isPending,
  canSubmit = true,
  className,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={cn('max-w-md', className)}>
        <form noValidate className="flex min-h-0 flex-1 flex-col" onSubmit={onSubmit}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">{children}</DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={!canSubmit || isPending}>
              {isPending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
