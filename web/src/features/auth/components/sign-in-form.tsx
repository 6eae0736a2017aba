import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { FormErrors } from '@/components/ui/form-errors';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { SIGN_IN_REDIRECT_DELAY_MS } from '@/config/auth';
import { paths } from '@/config/paths';
import { useLogin } from '@/features/auth/api/login';
import { validateSignIn } from '@/features/auth/utils/validation';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export function SignInForm() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const login = useLogin({
    onSuccess: () => {
      toast({
        title: 'Welcome back!',
        description: 'You have successfully logged in.',
        variant: 'success',
      });
      setTimeout(() => void navigate(paths.home), SIGN_IN_REDIRECT_DELAY_MS);
    },
  });

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

  const isBusy = login.isPending || login.isSuccess;
  const hasErrors = errors.length > 0;

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4" aria-label="Sign in">
      <div className="space-y-1.5">
        <Label htmlFor="sign-in-username">Username</Label>
        <Input
          id="sign-in-username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          aria-invalid={hasErrors && username.trim() === '' ? true : undefined}
          aria-describedby={hasErrors ? 'sign-in-errors' : undefined}
        />
      </div>
      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor="sign-in-password">Password</Label>
          <Link
            to={paths.forgotPassword}
            className="rounded text-sm font-medium text-primary-700 hover:text-primary-800 hover:underline"
          >
            Forgot password?
          </Link>
        </div>
        <PasswordInput
          id="sign-in-password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={hasErrors && password === '' ? true : undefined}
          aria-describedby={hasErrors ? 'sign-in-errors' : undefined}
        />
      </div>
      <FormErrors id="sign-in-errors" errors={errors} />
      <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
