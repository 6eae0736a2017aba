import { passwordHint } from '@fc/contracts/auth-constants';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { FormErrors } from '@/components/ui/form-errors';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
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
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });
  // Each field is marked when a listed message is about it, and points at the list.
  const marks = (field: keyof RegistrationValues) => ({
    isInvalid: invalidFields.includes(field),
    describedBy: errors.length > 0 ? 'register-errors' : undefined,
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
        <FormField id="register-first-name" label="First name" {...marks('firstName')}>
          {(control) => <Input {...control} autoComplete="given-name" {...bind('firstName')} />}
        </FormField>
        <FormField id="register-last-name" label="Last name" {...marks('lastName')}>
          {(control) => <Input {...control} autoComplete="family-name" {...bind('lastName')} />}
        </FormField>
      </div>
      <FormField id="register-username" label="Username" {...marks('username')}>
        {(control) => (
          <Input
            {...control}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...bind('username')}
          />
        )}
      </FormField>
      <FormField id="register-email" label="Email" {...marks('email')}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...bind('email')} />}
      </FormField>
      <FormField
        id="register-password"
        label="Password"
        hint={passwordHint()}
        {...marks('password')}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            toggleLabel="password"
            {...bind('password')}
          />
        )}
      </FormField>
      <FormField
        id="register-confirm-password"
        label="Confirm password"
        {...marks('confirmPassword')}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            toggleLabel="password confirmation"
            {...bind('confirmPassword')}
          />
        )}
      </FormField>
      <FormErrors id="register-errors" errors={errors} />
      <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
        {registration.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
