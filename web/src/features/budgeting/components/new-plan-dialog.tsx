import type { BudgetPlan } from '@fc/contracts/budget';
import { useId, useState } from 'react';

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
import { useCreateBudgetPlan } from '@/features/budgeting/api/create-plan';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** The contract's longest plan name. */
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
  const [planName, setPlanName] = useState('');
  const inputId = useId();
  const hintId = useId();
  const create = useCreateBudgetPlan({
    onSuccess: (plan) => {
      toast({
        title: 'Success',
        description: 'Budget plan created successfully!',
        variant: 'success',
      });
      setPlanName('');
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
  const trimmed = planName.trim();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <form
          className="flex min-h-0 flex-1 flex-col"
          onSubmit={(event) => {
            event.preventDefault();
            if (trimmed && !create.isPending) create.mutate(trimmed);
          }}
        >
          <DialogHeader>
            <DialogTitle>New Budget Plan</DialogTitle>
            <DialogDescription>
              Name the future you are planning, for example a career or a city.
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-1.5">
            <Label htmlFor={inputId}>Plan name</Label>
            <Input
              id={inputId}
              value={planName}
              onChange={(event) => setPlanName(event.target.value)}
              maxLength={PLAN_NAME_MAX_LENGTH}
              placeholder="e.g. Nurse in Chicago"
              autoComplete="off"
              aria-describedby={hintId}
            />
            <p id={hintId} className="text-xs text-slate-500">
              Up to {PLAN_NAME_MAX_LENGTH} characters.
            </p>
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={!trimmed || create.isPending}>
              {create.isPending ? 'Creating…' : 'Create'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
