import { Loader2, Wallet } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useUsers } from '@/features/admin/api/get-users';
import { useUserPortfolio } from '@/features/admin/api/get-user-portfolio';
import { useSetCash } from '@/features/admin/api/set-cash';
import { SectionCard } from '@/features/admin/components/section-card';
import { UserPicker, type PickerProps } from '@/features/admin/components/user-picker';
import { formatDollars, parseDollarAmount } from '@/features/admin/utils/money';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { getFullName } from '@/lib/user-display';

/**
 * 'Cash Balance': set a member's trading cash to an amount in dollars, which may be negative or
 * have cents (SPEC.md section 5). The member's current cash is shown once they are picked.
 */
export function CashBalanceTab({ selectedUserId, onSelectUser }: PickerProps) {
  const [amount, setAmount] = useState('');
  const amountId = useId();
  const hintId = useId();
  const balanceId = useId();
  const users = useUsers();
  const nameOf = (userId: number) => {
    const user = users.data?.find((candidate) => candidate.id === userId);
    return user ? getFullName(user) : 'The member';
  };

  const setCash = useSetCash({
    onSuccess: (portfolio, { userId }) => {
      toast({
        title: 'Cash balance updated',
        description: `${nameOf(userId)}'s cash balance is now ${formatDollars(portfolio.cashBalance)}.`,
        variant: 'success',
      });
      setAmount('');
    },
    onError: (error) =>
      toast({
        title: 'Error updating cash balance',
        description: getErrorMessage(error, 'Failed to update cash balance'),
        variant: 'destructive',
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (setCash.isPending) return;
    if (selectedUserId === null || !amount.trim()) {
      toast({
        title: 'Missing information',
        description: 'Please select a user and enter a cash amount.',
        variant: 'destructive',
      });
      return;
    }
    const dollars = parseDollarAmount(amount);
    if (dollars === null) {
      toast({
        title: 'Invalid amount',
        description: 'Please enter a valid number for the cash amount.',
        variant: 'destructive',
      });
      return;
    }
    setCash.mutate({ userId: selectedUserId, amount: dollars });
  };

  return (
    <SectionCard
      icon={Wallet}
      title="Cash Balance"
      description="Set a member's trading cash. The amount replaces their current cash; it may be negative or have cents."
      className="max-w-2xl"
    >
      <form noValidate onSubmit={submit} className="space-y-5 p-4 sm:p-5">
        <div className="space-y-2">
          <UserPicker
            value={selectedUserId}
            onChange={onSelectUser}
            describedBy={selectedUserId === null ? undefined : balanceId}
          />
          {selectedUserId === null ? null : <CurrentCash id={balanceId} userId={selectedUserId} />}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={amountId}>Amount ($)</Label>
          <Input
            id={amountId}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            placeholder="e.g. 10000.00"
            aria-describedby={hintId}
          />
          <p id={hintId} className="text-xs text-slate-500">
            In dollars, e.g. 2500, 12.50 or -100.
          </p>
        </div>
        <Button type="submit" disabled={setCash.isPending} aria-busy={setCash.isPending}>
          {setCash.isPending ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <Wallet aria-hidden="true" />
          )}
          Update Cash Balance
        </Button>
      </form>
    </SectionCard>
  );
}

/** "Current cash balance: $8,123.45" for the picked member. */
function CurrentCash({ id, userId }: { id: string; userId: number }) {
  const portfolio = useUserPortfolio(userId);
  return (
    <div id={id} className="flex items-center gap-1.5 text-sm text-slate-600">
      Current cash balance:{' '}
      {portfolio.isPending ? (
        <Skeleton className="inline-block h-4 w-20" />
      ) : portfolio.isError ? (
        <span>not available</span>
      ) : (
        <span className="font-semibold text-slate-900 tabular-nums">
          {formatDollars(portfolio.data.cashBalance)}
        </span>
      )}
    </div>
  );
}
