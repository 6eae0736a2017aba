import { Wallet } from 'lucide-react';

import { Skeleton } from '@/components/ui/skeleton';
import { useUserPortfolio } from '@/features/admin/api/get-user-portfolio';
import { useUsers } from '@/features/admin/api/get-users';
import { useSetCash } from '@/features/admin/api/set-cash';
import { MemberAmountForm } from '@/features/admin/components/member-amount-form';
import type { PickerProps } from '@/features/admin/components/user-picker';
import { CASH_MISSING_MESSAGE, cashAmountSchema } from '@/features/admin/utils/cash-amount';
import { getMemberName } from '@/features/admin/utils/users';
import { getErrorMessage } from '@/lib/api-client';
import { formatDollars } from '@/lib/money';
import { toast } from '@/lib/toast';

/**
 * 'Cash Balance': set a member's trading cash to an amount in dollars, which may be negative or
 * have cents (docs/product.md section 5). The member's current cash is shown once they are picked.
 */
export function CashBalanceTab({ selectedUserId, onSelectUser }: PickerProps) {
  const users = useUsers();
  const portfolio = useUserPortfolio(selectedUserId);

  const setCash = useSetCash({
    onSuccess: (portfolio, { userId }) => {
      toast({
        title: 'Cash balance updated',
        description: `${getMemberName(users.data, userId, 'The member')}'s cash balance is now ${formatDollars(portfolio.cashBalance)}.`,
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: 'Error updating cash balance',
        description: getErrorMessage(error, 'Failed to update cash balance'),
        variant: 'destructive',
      }),
  });

  return (
    <MemberAmountForm
      selectedUserId={selectedUserId}
      onSelectUser={onSelectUser}
      icon={Wallet}
      title="Cash Balance"
      description="Set a member's trading cash. The amount replaces their current cash; it may be negative or have cents."
      current={
        selectedUserId === null ? null : (id) => <CurrentCash id={id} userId={selectedUserId} />
      }
      field={{
        label: 'Amount ($)',
        inputMode: 'decimal',
        placeholder: 'e.g. 10000.00',
        hint: 'In dollars, e.g. 2500, 12.50 or -100.',
      }}
      amountSchema={cashAmountSchema}
      missingMessage={CASH_MISSING_MESSAGE}
      submitLabel="Update Cash Balance"
      confirm={{
        title: (name) => `Set ${name}'s cash balance?`,
        what: 'Cash balance',
        current: portfolio.data ? formatDollars(portfolio.data.cashBalance) : null,
        format: (dollars) => formatDollars(Math.round(dollars * 100)),
        actionLabel: 'Set cash balance',
      }}
      isPending={setCash.isPending}
      onSubmit={(userId, dollars) => setCash.mutateAsync({ userId, amount: dollars })}
    />
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
