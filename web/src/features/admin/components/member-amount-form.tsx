import type { LucideIcon } from 'lucide-react';
import { useId, type FormEvent, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SectionCard } from '@/components/ui/section-card';
import { UserPicker, type PickerProps } from '@/features/admin/components/user-picker';
import { toast } from '@/lib/toast';

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
  isPending: boolean;
  onSubmit: (userId: number, amount: number) => void;
}

/**
 * The admin tabs that set one number of one member (cash, points): pick the member, type the
 * amount, submit. A missing member or amount, or one that does not read, toasts and sends nothing.
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
  isPending,
  onSubmit,
}: MemberAmountFormProps) {
  const fieldId = useId();
  const hintId = useId();
  const currentId = useId();

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
    onSubmit(selectedUserId, amount);
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
    </SectionCard>
  );
}
