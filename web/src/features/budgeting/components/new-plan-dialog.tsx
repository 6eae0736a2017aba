import { createPlanSchema, type BudgetPlan } from '@fc/contracts/budget';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useCreateBudgetPlan } from '@/features/budgeting/api/create-plan';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** The contract's longest plan name (createPlanSchema). */
const PLAN_NAME_MAX_LENGTH = 100;

/**
 * 'New Plan': a name (required, trimmed; docs/product.md section 5), then Create. On success the plan is
 * opened; on failure the toast of docs/product.md section 8 says why and the dialog stays open.
 */
export function NewPlanDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (plan: BudgetPlan) => void;
}) {
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(createPlanSchema), defaultValues: { planName: '' } });
  const isBlank = watch('planName').trim() === '';
  const create = useCreateBudgetPlan({
    onSuccess: (plan) => {
      toast({
        title: 'Success',
        description: 'Budget plan created successfully!',
        variant: 'success',
      });
      reset();
      onCreated(plan);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: getErrorMessage(error, 'Failed to create budget plan'),
        variant: 'destructive',
      });
    },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New Budget Plan"
      description="Name the future you are planning, for example a career or a city."
      onSubmit={(event) =>
        void handleSubmit(({ planName }) => {
          if (!create.isPending) create.mutate(planName);
        })(event)
      }
      submitLabel="Create"
      pendingLabel="Creating…"
      isPending={create.isPending}
      canSubmit={!isBlank}
    >
      <FormField
        label="Plan name"
        hint={`Up to ${PLAN_NAME_MAX_LENGTH} characters.`}
        error={errors.planName?.message}
      >
        {(control) => (
          <Input
            {...control}
            maxLength={PLAN_NAME_MAX_LENGTH}
            placeholder="e.g. Nurse in Chicago"
            autoComplete="off"
            {...register('planName')}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
