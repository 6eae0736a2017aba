import { CircleCheck } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { InlineAlert } from '@/components/ui/inline-alert';
import { useCompleteBudgetPlan } from '@/features/budgeting/api/complete-plan';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/**
 * 'Mark Complete' (docs/product.md section 4), offered by the plan view only when every question has an
 * answer and the plan is not complete yet. docs/product.md section 8 has no toast for a failure; the
 * reason is shown in line so the student is not left guessing.
 */
export function MarkCompleteButton({ planId }: { planId: number }) {
  const complete = useCompleteBudgetPlan({
    onSuccess: () => {
      toast({
        title: 'Completed!',
        description: 'Budget plan marked as complete!',
        variant: 'success',
      });
    },
  });
  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:items-end">
      <Button
        variant="success"
        disabled={complete.isPending}
        onClick={() => complete.mutate(planId)}
      >
        <CircleCheck aria-hidden="true" />
        {complete.isPending ? 'Completing…' : 'Mark Complete'}
      </Button>
      {complete.isError ? (
        <InlineAlert className="sm:max-w-md">
          {getErrorMessage(complete.error, 'Failed to complete plan')}
        </InlineAlert>
      ) : null}
    </div>
  );
}
