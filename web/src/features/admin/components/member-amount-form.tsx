import { zodResolver } from '@hookform/resolvers/zod';
import type { LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SectionCard } from '@/components/ui/section-card';
import { useUsers } from '@/features/admin/api/get-users';
import { UserPicker, type PickerProps } from '@/features/admin/components/user-picker';
import { describeMember, findUser } from '@/features/admin/utils/users';
import { toast } from '@/lib/toast';
import { getFullName } from '@/lib/user-display';

export interface MemberAmountFormProps extends PickerProps {
  icon: LucideIcon;
  title: string;
  description: string;
  /** What the picked member has now, shown under the picker with the id that describes it. */
  current: ((id: string) => ReactNode) | null;
  field: {
    label: string;
    inputMode: 'decimal' | 'numeric';
    placeholder: string;
    hint?: string;
  };
  /**
   * The amount as typed to the number sent, its refusals worded "Title - Description" as the
   * toast shows them (docs/product.md section 5): a blank amount is the missing message.
   */
  amountSchema: z.ZodType<number, string>;
  /** "Missing information - …": no member picked (or no amount). */
  missingMessage: string;
  submitLabel: string;
  /**
   * The confirmation before the change: its title for the member's name, what is set, the value
   * the member has now (null while unknown), the amount as it will read, and the button's words.
   */
  confirm: {
    title: (name: string) => string;
    what: string;
    current: string | null;
    format: (amount: number) => string;
    actionLabel: string;
  };
  isPending: boolean;
  /** Sends the change; the field is emptied once it has succeeded (a failure toasts elsewhere). */
  onSubmit: (userId: number, amount: number) => Promise<unknown>;
}

/** A "Title - Description" refusal as a toast. */
function toastRefusal(message: string) {
  const at = message.indexOf(' - ');
  toast({
    title: at < 0 ? message : message.slice(0, at),
    description: at < 0 ? undefined : message.slice(at + 3),
    variant: 'destructive',
  });
}

/**
 * The admin tabs that set one number of one member (cash, points): pick the member, type the
 * amount, submit, and confirm the member, the old and the new value. A missing member or amount,
 * or one that does not read, toasts and sends nothing.
 */
export function MemberAmountForm({
  selectedUserId,
  onSelectUser,
  icon,
  title,
  description,
  current,
  field,
  amountSchema,
  missingMessage,
  submitLabel,
  confirm,
  isPending,
  onSubmit,
}: MemberAmountFormProps) {
  const currentId = useId();
  const users = useUsers();
  const { register, handleSubmit, reset } = useForm({
    resolver: zodResolver(z.object({ amount: amountSchema })),
    defaultValues: { amount: '' },
    // Refusals are toasts, not messages beside the field: nothing to update while typing.
    reValidateMode: 'onSubmit',
  });
  const [toConfirm, setToConfirm] = useState<{ userId: number; amount: number } | null>(null);
  const member = findUser(users.data, toConfirm?.userId ?? null);

  const submit = handleSubmit(
    ({ amount }) => {
      if (selectedUserId === null) toastRefusal(missingMessage);
      else setToConfirm({ userId: selectedUserId, amount });
    },
    (errors) =>
      toastRefusal(
        selectedUserId === null ? missingMessage : (errors.amount?.message ?? missingMessage),
      ),
  );

  return (
    <SectionCard icon={icon} title={title} description={description} className="max-w-2xl">
      <form
        noValidate
        onSubmit={(event) => {
          if (isPending) event.preventDefault();
          else void submit(event);
        }}
        className="space-y-5 p-4 sm:p-5"
      >
        <div className="space-y-2">
          <UserPicker
            value={selectedUserId}
            onChange={onSelectUser}
            describedBy={current ? currentId : undefined}
          />
          {current ? current(currentId) : null}
        </div>
        <FormField label={field.label} hint={field.hint}>
          {(control) => (
            <Input
              {...control}
              inputMode={field.inputMode}
              autoComplete="off"
              placeholder={field.placeholder}
              {...register('amount')}
            />
          )}
        </FormField>
        <Button type="submit" icon={icon} disabled={isPending} isBusy={isPending}>
          {submitLabel}
        </Button>
      </form>
      <ConfirmDialog
        open={toConfirm !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setToConfirm(null);
        }}
        className="max-w-md"
        title={confirm.title(member ? getFullName(member) : 'the member')}
        description="The new value replaces the current one."
        confirmLabel={confirm.actionLabel}
        confirmIcon={icon}
        onConfirm={() => {
          if (toConfirm) {
            // A failure is toasted by the caller's mutation; the amount stays to be corrected.
            onSubmit(toConfirm.userId, toConfirm.amount).then(
              () => reset(),
              () => undefined,
            );
          }
          setToConfirm(null);
        }}
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-slate-600">Member</dt>
          <dd className="font-semibold text-slate-900">{member ? describeMember(member) : '—'}</dd>
          <dt className="text-slate-600">{`${confirm.what} now`}</dt>
          <dd className="text-slate-900 tabular-nums">{confirm.current ?? 'not available'}</dd>
          <dt className="text-slate-600">{`New ${confirm.what.toLowerCase()}`}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {toConfirm ? confirm.format(toConfirm.amount) : ''}
          </dd>
        </dl>
      </ConfirmDialog>
    </SectionCard>
  );
}
