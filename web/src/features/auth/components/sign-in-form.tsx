import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { FormErrors } from '@/components/ui/form-errors';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { SIGN_IN_REDIRECT_DELAY_MS } from '@/config/auth';
import { paths } from '@/config/paths';
import { useLogin, useLoginWithCode } from '@/features/auth/api/login';
import { validateSignIn } from '@/features/auth/utils/validation';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export function SignInForm() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [needsCode, setNeedsCode] = useState(false);
  const welcome = () => {
    toast({
      title: 'Welcome back!',
      description: 'You have successfully logged in.',
      variant: 'success',
    });
    setTimeout(() => void navigate(paths.home), SIGN_IN_REDIRECT_DELAY_MS);
  };
  const login = useLogin({ onSuccess: welcome, onCodeNeeded: () => setNeedsCode(true) });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const failures = validateSignIn({ username, password });
    setErrors(failures);
    if (failures.length > 0) return;
    login.mutate(
      { username: username.trim(), password },
      {
        onError: (error) => {
          toast({
            title: 'Login failed',
            description: getErrorMessage(error, 'Invalid credentials'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const isBusy = login.isPending || (login.isSuccess && !needsCode);
  const hasErrors = errors.length > 0;

  if (needsCode) {
    return (
      <SecondFactorStep
        onSignedIn={welcome}
        onCancel={() => {
          setNeedsCode(false);
          setPassword('');
          login.reset();
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4" aria-label="Sign in">
      <FormField
        id="sign-in-username"
        label="Username"
        isInvalid={hasErrors && username.trim() === ''}
        describedBy={hasErrors ? 'sign-in-errors' : undefined}
      >
        {(control) => (
          <Input
            {...control}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="sign-in-password"
        label="Password"
        isInvalid={hasErrors && password === ''}
        describedBy={hasErrors ? 'sign-in-errors' : undefined}
      >
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      <FormErrors id="sign-in-errors" errors={errors} />
      <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      {/* After the button, so that Tab goes username, password, Sign In (docs/product.md). */}
      <p className="text-center">
        <Link
          to={paths.forgotPassword}
          className="rounded text-sm font-medium text-primary-700 hover:text-primary-800 hover:underline"
        >
          Forgot password?
        </Link>
      </p>
    </form>
  );
}

/**
 * The second step of a two-factor sign-in: the 6-digit code from the authenticator app, or a
 * recovery code. A wrong code says so and may be tried again (it counts like a wrong password).
 */
function SecondFactorStep({
  onSignedIn,
  onCancel,
}: {
  onSignedIn: () => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = useLoginWithCode({ onSuccess: onSignedIn });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError('Please enter the code');
      return;
    }
    setError(null);
    signIn.mutate(
      { code: code.trim() },
      { onError: (failure) => setError(getErrorMessage(failure, 'That code did not work')) },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4" aria-label="Two-factor code">
      <p className="text-sm text-slate-600">
        Enter the 6-digit code from your authenticator app, or one of your recovery codes.
      </p>
      <FormField id="sign-in-code" label="Code" error={error}>
        {(control) => (
          <Input
            {...control}
            name="code"
            autoComplete="one-time-code"
            inputMode="text"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </FormField>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={signIn.isPending || signIn.isSuccess}
      >
        {signIn.isPending ? 'Checking...' : 'Verify and sign in'}
      </Button>
      <Button type="button" variant="outline" className="w-full" onClick={onCancel}>
        Back to sign in
      </Button>
    </form>
  );
}
