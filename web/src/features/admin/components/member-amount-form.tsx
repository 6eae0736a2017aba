import type { LucideIcon } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
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
    value: string;
    onChange: (value: string) => void;
  };
  /** The number typed, or null when it is not one this form accepts. */
  parse: (text: string) => number | null;
  /** The toasts' descriptions when the member or the amount is missing, or the amount unreadable. */
  messages: { missing: string; invalidTitle: string; invalid: string };
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
  onSubmit: (userId: number, amount: number) => void;
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
  parse,
  messages,
  submitLabel,
  confirm,
  isPending,
  onSubmit,
}: MemberAmountFormProps) {
  const fieldId = useId();
  const hintId = useId();
  const currentId = useId();
  const users = useUsers();
  const [toConfirm, setToConfirm] = useState<{ userId: number; amount: number } | null>(null);
  const member = findUser(users.data, toConfirm?.userId ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    if (selectedUserId === null || !field.value.trim()) {
      toast({
        title: 'Missing information',
        description: messages.missing,
        variant: 'destructive',
      });
      return;
    }
    const amount = parse(field.value);
    if (amount === null) {
      toast({
        title: messages.invalidTitle,
        description: messages.invalid,
        variant: 'destructive',
      });
      return;
    }
    setToConfirm({ userId: selectedUserId, amount });
  };

  return (
    <SectionCard icon={icon} title={title} description={description} className="max-w-2xl">
      <form noValidate onSubmit={submit} className="space-y-5 p-4 sm:p-5">
        <div className="space-y-2">
          <UserPicker
            value={selectedUserId}
            onChange={onSelectUser}
            describedBy={current ? currentId : undefined}
          />
          {current ? current(currentId) : null}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={fieldId}>{field.label}</Label>
          <Input
            id={fieldId}
            inputMode={field.inputMode}
            autoComplete="off"
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            placeholder={field.placeholder}
            aria-describedby={field.hint ? hintId : undefined}
          />
          {field.hint ? (
            <p id={hintId} className="text-xs text-slate-500">
              {field.hint}
            </p>
          ) : null}
        </div>
        <Button type="submit" icon={icon} disabled={isPending} isBusy={isPending}>
          {submitLabel}
        </Button>
      </form>
      <Dialog open={toConfirm !== null} onOpenChange={(isOpen) => !isOpen && setToConfirm(null)}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>{confirm.title(member ? getFullName(member) : 'the member')}</DialogTitle>
            <DialogDescription>The new value replaces the current one.</DialogDescription>
          </DialogHeader>
          <DialogBody>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-slate-600">Member</dt>
              <dd className="font-semibold text-slate-900">
                {member ? describeMember(member) : '—'}
              </dd>
              <dt className="text-slate-600">{`${confirm.what} now`}</dt>
              <dd className="text-slate-900 tabular-nums">{confirm.current ?? 'not available'}</dd>
              <dt className="text-slate-600">{`New ${confirm.what.toLowerCase()}`}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">
                {toConfirm ? confirm.format(toConfirm.amount) : ''}
              </dd>
            </dl>
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              icon={icon}
              onClick={() => {
                if (toConfirm) onSubmit(toConfirm.userId, toConfirm.amount);
                setToConfirm(null);
              }}
            >
              {confirm.actionLabel}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </SectionCard>
  );
}
