import { changePasswordBodySchema, passwordHint } from '@fc/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { DialogBody, DialogClose, DialogFooter } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { firstFormError, FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useChangePassword } from '@/features/auth/api/change-password';
import { validationMessages } from '@/features/auth/utils/validation';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** The server's body and rule (changePasswordBodySchema), and the new password typed twice. */
const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: validationMessages.passwordsDoNotMatch,
  });

const fieldOrder = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * The Change password dialog's form, loaded when the dialog first opens (react-hook-form and zod
 * stay off the first screen). One thing to fix is shown at a time, beside its field.
 */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const problem = firstFormError(errors, fieldOrder);
  const errorOf = (field: (typeof fieldOrder)[number]) =>
    problem?.field === field ? problem.message : undefined;
  const change = useChangePassword({
    onSuccess: (answer) => {
      toast({ title: 'Password changed', description: answer.message, variant: 'success' });
      onChanged();
    },
    onError: (failure) =>
      setError('root.server', {
        message: getErrorMessage(failure, 'Could not change your password'),
      }),
  });

  return (
    <form
      noValidate
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={(event) =>
        void handleSubmit(({ currentPassword, newPassword }) => {
          if (!change.isPending) change.mutate({ currentPassword, newPassword });
        })(event)
      }
    >
      <DialogBody className="space-y-4">
        <FormField label="Current password" error={errorOf('currentPassword')}>
          {(control) => (
            <PasswordInput
              {...control}
              // The form arrives after the dialog has opened: the focus goes to its first field.
              autoFocus
              autoComplete="current-password"
              toggleLabel="current password"
              {...register('currentPassword')}
            />
          )}
        </FormField>
        <FormField label="New password" hint={passwordHint()} error={errorOf('newPassword')}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              toggleLabel="new password"
              {...register('newPassword')}
            />
          )}
        </FormField>
        <FormField label="Confirm new password" error={errorOf('confirmPassword')}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              toggleLabel="new password confirmation"
              {...register('confirmPassword')}
            />
          )}
        </FormField>
        <FieldError message={problem?.field === 'root' ? problem.message : undefined} />
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
  );
}
