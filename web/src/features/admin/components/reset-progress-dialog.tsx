import { RotateCcw } from 'lucide-react';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { MemberDialogProps } from '@/features/admin/components/member-parts';
import { useResetProgress } from '@/features/admin/api/reset-progress';
import { toast } from '@/lib/toast';
import { getFullName } from '@/lib/user-display';

/** What a reset takes back to a new account's state (docs/product.md). */
const RESET_ITEMS = [
  'Completed lessons, quiz results and mastered flashcards',
  'Points and streak',
  'Earned achievements and the features they unlocked',
  'The trading portfolio: holdings and history, back to the starting cash',
] as const;

/**
 * The confirmation before 'Reset Progress': it names the member and what is reset. On success
 * it closes with 'Progress reset'; on failure 'Error resetting progress' (docs/product.md section 8) and
 * it stays open.
 */
export function ResetProgressDialog({
  user,
  open,
  onOpenChange,
  returnFocusRef,
}: MemberDialogProps) {
  const reset = useResetProgress({
    onSuccess: () => {
      toast({
        title: 'Progress reset',
        description: `${user ? getFullName(user) : 'The member'}'s progress has been reset.`,
        variant: 'success',
      });
      onOpenChange(false);
    },
    onError: () =>
      toast({
        title: 'Error resetting progress',
        description: 'Failed to reset user progress',
        variant: 'destructive',
      }),
  });
  const name = user ? getFullName(user) : '';

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Reset progress for ${name}?`}
      description={`${user ? `@${user.username}` : ''} goes back to a new account's state. This cannot be undone.`}
      confirmLabel="Reset Progress"
      pendingLabel="Resetting…"
      confirmIcon={RotateCcw}
      variant="destructive"
      isPending={reset.isPending}
      canConfirm={user !== null}
      onConfirm={() => {
        if (user) reset.mutate(user.id);
      }}
      returnFocusRef={returnFocusRef}
    >
      <p className="font-semibold text-slate-900">What is reset</p>
      <ul className="list-disc space-y-1 pl-5">
        {RESET_ITEMS.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        <span className="font-semibold text-slate-900">What stays:</span> the account itself (name,
        email, password, role) and the budget plans.
      </p>
    </ConfirmDialog>
  );
}
