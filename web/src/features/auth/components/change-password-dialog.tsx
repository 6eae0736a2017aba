import { passwordHint } from '@fc/contracts/auth-constants';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
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
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { useChangePassword } from '@/features/auth/api/change-password';
import { getNewPasswordError, validationMessages } from '@/features/auth/utils/validation';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const empty = { current: '', next: '', confirm: '' };

/**
 * 'Change password' (from the account menu): the current password, then the new one twice. The
 * new one follows the same rule as registering; the server also refuses the most common
 * passwords. On success every other device is signed out, and this one stays signed in.
 */
export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const ids = { current: useId(), next: useId(), confirm: useId(), hint: useId(), error: useId() };
  const change = useChangePassword({
    onSuccess: (answer) => {
      toast({ title: 'Password changed', description: answer.message, variant: 'success' });
      setValues(empty);
      setError(null);
      onOpenChange(false);
    },
    onError: (failure) => setError(getErrorMessage(failure, 'Could not change your password')),
  });
  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = () => {
    const problem =
      values.current === '' || values.next === ''
        ? validationMessages.fillInAllFields
        : (getNewPasswordError(values.next) ??
          (values.next === values.confirm ? null : validationMessages.passwordsDoNotMatch));
    setError(problem);
    if (!problem && !change.isPending) {
      change.mutate({ currentPassword: values.current, newPassword: values.next });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) {
          setValues(empty);
          setError(null);
        }
        onOpenChange(isOpen);
      }}
    >
      <DialogContent className="max-w-md">
        <form
          className="flex min-h-0 flex-1 flex-col"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogHeader>
            <DialogTitle>Change password</DialogTitle>
            <DialogDescription>
              You stay signed in here; every other device is signed out.
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor={ids.current}>Current password</Label>
              <PasswordInput
                id={ids.current}
                name="currentPassword"
                autoComplete="current-password"
                toggleLabel="current password"
                value={values.current}
                onChange={set('current')}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={ids.next}>New password</Label>
              <PasswordInput
                id={ids.next}
                name="newPassword"
                autoComplete="new-password"
                toggleLabel="new password"
                aria-describedby={ids.hint}
                value={values.next}
                onChange={set('next')}
              />
              <p id={ids.hint} className="text-sm text-slate-600">
                {passwordHint()}
              </p>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={ids.confirm}>Confirm new password</Label>
              <PasswordInput
                id={ids.confirm}
                name="confirmPassword"
                autoComplete="new-password"
                toggleLabel="new password confirmation"
                value={values.confirm}
                onChange={set('confirm')}
              />
            </div>
            <FieldError id={ids.error} message={error} />
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Changing…' : 'Change password'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
