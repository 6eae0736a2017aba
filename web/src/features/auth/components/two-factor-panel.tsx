import {
  disableTwoFactorBodySchema,
  enableTwoFactorBodySchema,
  type TwoFactorSetup,
} from '@fc/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { DialogBody, DialogClose, DialogFooter } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { firstFormError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useTwoFactorActions, useTwoFactorStatus } from '@/features/auth/api/two-factor';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** The app's first code, spaces allowed, as the server's enable body. */
const enableFormSchema = z
  .object({
    code: z
      .string()
      .transform((code) => code.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code the app shows')),
  })
  .pipe(enableTwoFactorBodySchema);

/**
 * The Two-factor dialog's body and buttons, loaded with its first opening (react-hook-form and
 * zod stay off the first screen): turn it on, see the recovery codes once, or turn it off.
 */
export function TwoFactorPanel({ onDone }: { onDone: () => void }) {
  const status = useTwoFactorStatus();
  const { refreshAll } = useTwoFactorActions();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  // The codes are shown before anything refetches: the status turning "on" must not replace them.
  const showRecoveryCodes = (codes: string[]) => {
    setRecoveryCodes(codes);
    void refreshAll();
  };

  let body: ReactNode;
  if (recoveryCodes) body = <RecoveryCodes codes={recoveryCodes} />;
  else if (status.isPending) body = <p className="text-sm text-slate-600">Loading…</p>;
  else if (status.isError) body = <p role="alert">Could not load your two-factor settings.</p>;
  else if (status.data.enabled)
    body = (
      <TurnOff
        required={status.data.required}
        recoveryCodesLeft={status.data.recoveryCodesLeft}
        onDone={onDone}
      />
    );
  else body = <TurnOn onEnabled={showRecoveryCodes} />;

  return (
    <>
      <DialogBody className="space-y-4">{body}</DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{recoveryCodes ? 'I saved them' : 'Close'}</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}

function TurnOn({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { setup, enable } = useTwoFactorActions();
  const [secret, setSecret] = useState<TwoFactorSetup | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(enableFormSchema), defaultValues: { code: '' } });

  if (!secret) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">
          You need an authenticator app, such as Google Authenticator, Microsoft Authenticator or
          2FAS.
        </p>
        <FieldError
          message={
            setup.isError ? getErrorMessage(setup.error, 'Could not start the set-up') : null
          }
        />
        <Button
          disabled={setup.isPending}
          onClick={() => setup.mutate(undefined, { onSuccess: setSecret })}
        >
          {setup.isPending ? 'Starting…' : 'Set up two-factor'}
        </Button>
      </div>
    );
  }
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) =>
        void handleSubmit((body) =>
          enable.mutate(body, {
            onSuccess: (answer) => onEnabled(answer.recoveryCodes),
            onError: (failure) =>
              setError('code', { message: getErrorMessage(failure, 'That code did not work') }),
          }),
        )(event)
      }
    >
      <p className="text-sm text-slate-700">1. Scan this code with the app:</p>
      <img
        src={secret.qrCodeDataUrl}
        alt="QR code to add Finance Club to an authenticator app"
        className="mx-auto size-48 rounded-lg border border-slate-200"
      />
      <p className="text-sm text-slate-700">
        Or type this key into the app:{' '}
        <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm break-all">
          {secret.secret}
        </code>
      </p>
      <FormField label="2. Enter the 6-digit code it shows" error={errors.code?.message}>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="one-time-code"
            {...register('code')}
          />
        )}
      </FormField>
      <Button type="submit" disabled={enable.isPending}>
        {enable.isPending ? 'Checking…' : 'Turn on'}
      </Button>
    </form>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="space-y-3">
      <p className="text-sm font-semibold text-slate-900">
        Two-factor is on. Save these recovery codes now: they are shown only this once.
      </p>
      <p className="text-sm text-slate-700">
        Each one signs you in once if you lose your phone. Keep them somewhere safe, away from this
        computer.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        onClick={() =>
          void navigator.clipboard
            ?.writeText(codes.join('\n'))
            .then(() => toast({ title: 'Copied', description: 'The recovery codes are copied.' }))
        }
      >
        Copy the codes
      </Button>
    </div>
  );
}

function TurnOff({
  required,
  recoveryCodesLeft,
  onDone,
}: {
  required: boolean;
  recoveryCodesLeft: number;
  onDone: () => void;
}) {
  const { disable } = useTwoFactorActions();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(disableTwoFactorBodySchema),
    defaultValues: { password: '', code: '' },
  });
  const problem = firstFormError(errors, ['password', 'code']);
  const summary = (
    <p className="text-sm text-slate-700">
      Two-factor is <strong>on</strong>. Recovery codes left: {recoveryCodesLeft}.
    </p>
  );
  if (required) {
    return (
      <>
        {summary}
        <p className="text-sm text-slate-600">Admins of this club must keep it on.</p>
      </>
    );
  }
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) =>
        void handleSubmit((body) =>
          disable.mutate(body, {
            onSuccess: () => {
              toast({ title: 'Two-factor is off', variant: 'success' });
              onDone();
            },
            onError: (failure) =>
              setError('root.server', {
                message: getErrorMessage(failure, 'Could not turn it off'),
              }),
          }),
        )(event)
      }
    >
      {summary}
      <p className="text-sm text-slate-600">To turn it off, enter your password and a code.</p>
      <FormField
        label="Password"
        error={problem?.field === 'password' ? problem.message : undefined}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...register('password')} />
        )}
      </FormField>
      <FormField
        label="Code from the app, or a recovery code"
        error={problem?.field === 'code' ? problem.message : undefined}
      >
        {(control) => <Input {...control} autoComplete="one-time-code" {...register('code')} />}
      </FormField>
      <FieldError message={problem?.field === 'root' ? problem.message : undefined} />
      <Button type="submit" variant="destructive" disabled={disable.isPending}>
        {disable.isPending ? 'Turning off…' : 'Turn off two-factor'}
      </Button>
    </form>
  );
}
