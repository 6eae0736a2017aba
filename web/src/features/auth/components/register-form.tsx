import { passwordHint } from '@fc/contracts/auth-constants';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { FormErrors } from '@/components/ui/form-errors';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { SIGN_IN_REDIRECT_DELAY_MS } from '@/config/auth';
import { paths } from '@/config/paths';
import { useRegister } from '@/features/auth/api/register';
import {
  getInvalidRegistrationFields,
  validateRegistration,
  type RegistrationValues,
} from '@/features/auth/utils/validation';
import { getErrorMessage } from '@/lib/api-client';
import { useBranding } from '@/lib/branding';
import { toast } from '@/lib/toast';

const emptyValues: RegistrationValues = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
};

export function RegisterForm() {
  const navigate = useNavigate();
  const { clubName } = useBranding();
  const [values, setValues] = useState<RegistrationValues>(emptyValues);
  const [errors, setErrors] = useState<string[]>([]);
  const [invalidFields, setInvalidFields] = useState<(keyof RegistrationValues)[]>([]);
  const registration = useRegister({
    onSuccess: () => {
      toast({
        title: 'Account created!',
        description: `Welcome to ${clubName}! Start your learning journey.`,
        variant: 'success',
      });
      setTimeout(() => void navigate(paths.home), SIGN_IN_REDIRECT_DELAY_MS);
    },
  });

  const bind = (field: keyof RegistrationValues) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    'aria-invalid': invalidFields.includes(field) ? true : undefined,
    'aria-describedby': errors.length > 0 ? 'register-errors' : undefined,
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const failures = validateRegistration(values);
    setErrors(failures);
    setInvalidFields(failures.length > 0 ? getInvalidRegistrationFields(values) : []);
    if (failures.length > 0) return;
    registration.mutate(
      {
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
      },
      {
        onError: (error) => {
          toast({
            title: 'Registration failed',
            description: getErrorMessage(error, 'Failed to create account'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const isBusy = registration.isPending || registration.isSuccess;

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4" aria-label="Create account">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="register-first-name">First name</Label>
          <Input
            id="register-first-name"
            name="firstName"
            autoComplete="given-name"
            {...bind('firstName')}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="register-last-name">Last name</Label>
          <Input
            id="register-last-name"
            name="lastName"
            autoComplete="family-name"
            {...bind('lastName')}
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="register-username">Username</Label>
        <Input
          id="register-username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...bind('username')}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="register-email">Email</Label>
        <Input
          id="register-email"
          name="email"
          type="email"
          autoComplete="email"
          {...bind('email')}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="register-password">Password</Label>
        <PasswordInput
          id="register-password"
          name="password"
          autoComplete="new-password"
          toggleLabel="password"
          {...bind('password')}
          aria-describedby={
            errors.length > 0 ? 'register-password-hint register-errors' : 'register-password-hint'
          }
        />
        <p id="register-password-hint" className="text-sm text-slate-600">
          {passwordHint()}
        </p>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="register-confirm-password">Confirm password</Label>
        <PasswordInput
          id="register-confirm-password"
          name="confirmPassword"
          autoComplete="new-password"
          toggleLabel="password confirmation"
          {...bind('confirmPassword')}
        />
      </div>
      <FormErrors id="register-errors" errors={errors} />
      <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
        {registration.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
