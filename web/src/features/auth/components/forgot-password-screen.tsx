import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { AuthLayout } from '@/components/layout/auth-layout';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useRequestPasswordReset } from '@/features/auth/api/forgot-password';
import { PasswordFormCard } from '@/features/auth/components/password-form-card';
import { toast } from '@/lib/toast';

/**
 * Asks for a reset link. The confirmation shows whatever the server answers,
 * so the page never reveals whether an account exists.
 */
export function ForgotPasswordScreen() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const requestReset = useRequestPasswordReset();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      toast({
        title: 'Email required',
        description: 'Please enter your email address.',
        variant: 'destructive',
      });
      return;
    }
    requestReset.mutate(
      { email: address },
      {
        onSuccess: () => {
          toast({
            title: 'Reset link sent!',
            description: 'Check your inbox for a link to reset your password.',
            variant: 'success',
          });
        },
        onError: () => {
          toast({
            title: 'Reset failed',
            description: "If an account with this email exists, you'll receive reset instructions.",
            variant: 'destructive',
          });
        },
        onSettled: () => setSentTo(address),
      },
    );
  };

  if (sentTo !== null) {
    return (
      <AuthLayout title="Check Your Email">
        <Card className="p-6 text-center sm:p-8">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
            <MailCheck aria-hidden="true" className="size-7" />
          </span>
          <p className="mt-4 text-slate-700">
            If an account exists for this address, we've sent it a link to reset your password:
          </p>
          <p className="mt-2 rounded-lg bg-slate-100 px-3 py-2 font-semibold [overflow-wrap:anywhere] text-slate-900">
            {sentTo}
          </p>
          <p className="mt-4 text-sm text-slate-600">Didn't get it? Check your spam folder, or</p>
          <button
            type="button"
            onClick={() => {
              requestReset.reset();
              setSentTo(null);
            }}
            className="mt-1 rounded text-sm font-medium text-primary-700 underline hover:text-primary-800"
          >
            try again with a different email address
          </button>
          <Link
            to={paths.auth}
            className={buttonVariants({ variant: 'outline', className: 'mt-6 w-full' })}
          >
            <ArrowLeft aria-hidden="true" />
            Back to Sign In
          </Link>
        </Card>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email address of your account and we'll send you a link to set a new one."
    >
      <PasswordFormCard
        label="Request a reset link"
        onSubmit={handleSubmit}
        submitLabel="Send Reset Link"
        busyLabel="Sending..."
        isBusy={requestReset.isPending}
      >
        <FormField id="forgot-email" label="Email">
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
      </PasswordFormCard>
    </AuthLayout>
  );
}
