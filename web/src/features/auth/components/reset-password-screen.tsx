import { passwordHint } from '@fc/contracts/auth-constants';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';

import { AuthLayout } from '@/components/layout/auth-layout';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { PasswordFormCard } from '@/features/auth/components/password-form-card';
import { getNewPasswordError } from '@/features/auth/utils/validation';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** Sets a new password with the token from the emailed link (/reset-password?token=...). */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const resetPassword = useResetPassword();
  const hasWarned = useRef(false);

  useEffect(() => {
    if (token || hasWarned.current) return;
    hasWarned.current = true;
    toast({
      title: 'Invalid reset link',
      description: 'This password reset link is invalid or has expired.',
      variant: 'destructive',
    });
  }, [token]);

  if (!token) return <Navigate to={paths.auth} replace />;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const passwordError = getNewPasswordError(password);
    if (passwordError) {
      toast({ title: 'Invalid password', description: passwordError, variant: 'destructive' });
      return;
    }
    if (password !== confirmPassword) {
      toast({
        title: "Passwords don't match",
        description: 'Please make sure your passwords match.',
        variant: 'destructive',
      });
      return;
    }
    resetPassword.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast({
            title: 'Password reset successful!',
            description: 'You can now sign in with your new password.',
            variant: 'success',
          });
        },
        onError: (error) => {
          toast({
            title: 'Reset failed',
            description: getErrorMessage(
              error,
              'The reset link may have expired. Please request a new one.',
            ),
            variant: 'destructive',
          });
        },
      },
    );
  };

  if (resetPassword.isSuccess) {
    return (
      <AuthLayout title="Password Reset Complete">
        <Card className="p-6 text-center sm:p-8">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
            <CircleCheck aria-hidden="true" className="size-7" />
          </span>
          <p className="mt-4 text-slate-700">
            Your password has been updated. Sign in with your new password to keep learning.
          </p>
          <Link
            to={paths.auth}
            className={buttonVariants({ size: 'lg', className: 'mt-6 w-full' })}
          >
            Continue to Sign In
          </Link>
        </Card>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Set a new password" description="Choose a new password for your account.">
      <PasswordFormCard
        label="Set a new password"
        onSubmit={handleSubmit}
        submitLabel="Update Password"
        busyLabel="Updating..."
        isBusy={resetPassword.isPending}
      >
        <FormField id="reset-password" label="New password" hint={passwordHint()}>
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="new-password"
              toggleLabel="new password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>
        <FormField id="reset-confirm-password" label="Confirm new password">
          {(control) => (
            <PasswordInput
              {...control}
              name="confirmPassword"
              autoComplete="new-password"
              toggleLabel="password confirmation"
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
            />
          )}
        </FormField>
      </PasswordFormCard>
    </AuthLayout>
  );
}
