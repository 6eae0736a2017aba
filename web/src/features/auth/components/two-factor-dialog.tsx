import type { TwoFactorSetup } from '@fc/contracts/auth';
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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { useTwoFactorActions, useTwoFactorStatus } from '@/features/auth/api/two-factor';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * 'Two-factor authentication' (account menu, and the admin panel when it is required): turn it on
 * with an authenticator app (QR code or the key typed in, then its first code), see the recovery
 * codes once, or turn it off with the password and a code.
 */
export function TwoFactorDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const status = useTwoFactorStatus({ enabled: open });
  const { refreshAll } = useTwoFactorActions();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  // The codes are shown before anything refetches: the status turning "on" must not replace them.
  const showRecoveryCodes = (codes: string[]) => {
    setRecoveryCodes(codes);
    void refreshAll();
  };
  const close = (isOpen: boolean) => {
    if (!isOpen) setRecoveryCodes(null);
    onOpenChange(isOpen);
  };

  let body: React.ReactNode;
  if (recoveryCodes) body = <RecoveryCodes codes={recoveryCodes} />;
  else if (status.isPending) body = <p className="text-sm text-slate-600">Loading…</p>;
  else if (status.isError) body = <p role="alert">Could not load your two-factor settings.</p>;
  else if (status.data.enabled)
    body = (
      <TurnOff
        required={status.data.required}
        recoveryCodesLeft={status.data.recoveryCodesLeft}
        onDone={() => close(false)}
      />
    );
  else body = <TurnOn onEnabled={showRecoveryCodes} />;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Two-factor authentication</DialogTitle>
          <DialogDescription>
            Signing in then also asks for a code from an app on your phone, so a stolen password is
            not enough.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-4">{body}</DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{recoveryCodes ? 'I saved them' : 'Close'}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function TurnOn({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { setup, enable } = useTwoFactorActions();
  const [secret, setSecret] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const codeId = useId();

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
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
          setError('Enter the 6-digit code the app shows');
          return;
        }
        setError(null);
        enable.mutate(
          { code: code.replace(/\s/g, '') },
          {
            onSuccess: (answer) => onEnabled(answer.recoveryCodes),
            onError: (failure) => setError(getErrorMessage(failure, 'That code did not work')),
          },
        );
      }}
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
      <div className="space-y-1.5">
        <Label htmlFor={codeId}>2. Enter the 6-digit code it shows</Label>
        <Input
          id={codeId}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <FieldError message={error} />
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
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { password: useId(), code: useId() };
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
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (password === '' || code.trim() === '') {
          setError('Enter your password and a code');
          return;
        }
        setError(null);
        disable.mutate(
          { password, code: code.trim() },
          {
            onSuccess: () => {
              toast({ title: 'Two-factor is off', variant: 'success' });
              onDone();
            },
            onError: (failure) => setError(getErrorMessage(failure, 'Could not turn it off')),
          },
        );
      }}
    >
      {summary}
      <p className="text-sm text-slate-600">To turn it off, enter your password and a code.</p>
      <div className="space-y-1.5">
        <Label htmlFor={ids.password}>Password</Label>
        <PasswordInput
          id={ids.password}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.code}>Code from the app, or a recovery code</Label>
        <Input
          id={ids.code}
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </div>
      <FieldError message={error} />
      <Button type="submit" variant="destructive" disabled={disable.isPending}>
        {disable.isPending ? 'Turning off…' : 'Turn off two-factor'}
      </Button>
    </form>
  );
}
