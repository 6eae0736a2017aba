import type { LeaderboardRank } from '@fc/contracts/market';
import { zodResolver } from '@hookform/resolvers/zod';
import { Flag, Plus } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';

import { useCreateContest } from '@/api/contests';
import { useStocks } from '@/api/get-stocks';
import { Button } from '@/components/ui/button';
import { CheckboxList } from '@/components/ui/checkbox-list';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FieldError } from '@/components/ui/field-error';
import { firstFormError, FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { SectionCard } from '@/components/ui/section-card';
import {
  contestFieldOrder,
  contestFormSchema,
  initialContestForm,
} from '@/features/admin/utils/contest-form';
import { getErrorMessage } from '@/lib/api-client';
import { contestDates, rankLabels } from '@/lib/contest-text';
import { toast } from '@/lib/toast';

const rankOptions = Object.entries(rankLabels) as [LeaderboardRank, string][];

/**
 * 'New contest': its name, dates, starting cash, stocks, commission, ranking, premium stocks and
 * enrolment. One thing to fix is said at a time under the form, the field it is about marked.
 */
export function NewContestForm() {
  const errorId = useId();
  const {
    control,
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(contestFormSchema),
    defaultValues: initialContestForm(),
  });
  const stocksKind = watch('stocksKind');
  const commissionKind = watch('commissionKind');
  const problem = firstFormError(errors, contestFieldOrder);
  // The field the message is about is marked invalid and described by it.
  const about = (field: string) =>
    problem?.field === field ? { isInvalid: true, describedBy: errorId } : {};

  const stocks = useStocks();
  const sectors = useMemo(
    () => [...new Set((stocks.data ?? []).map((stock) => stock.sector))].sort(),
    [stocks.data],
  );

  const create = useCreateContest({
    onSuccess: (contest) => {
      toast({
        title: 'Contest created',
        description: `${contest.name} runs ${contestDates(contest)}.`,
        variant: 'success',
      });
      reset(initialContestForm());
    },
    onError: (failure) =>
      setError('root.server', {
        message: getErrorMessage(failure, 'Could not create the contest.'),
      }),
  });

  return (
    <SectionCard
      icon={Plus}
      title="New contest"
      description="Students trade in a portfolio of the contest's own, under its rules; its results are frozen when it ends."
    >
      <form
        noValidate
        onSubmit={(event) =>
          void handleSubmit((body) => {
            if (!create.isPending) create.mutate(body);
          })(event)
        }
        aria-describedby={problem ? errorId : undefined}
        className="space-y-5 p-4 sm:p-5"
      >
        <FormField label="Contest name" {...about('name')}>
          {(field) => (
            <Input
              {...field}
              maxLength={80}
              autoComplete="off"
              placeholder="e.g. Spring Stock Cup"
              {...register('name')}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Starts" {...about('startsAt')}>
            {(field) => <Input {...field} type="datetime-local" {...register('startsAt')} />}
          </FormField>
          <FormField label="Ends" {...about('endsAt')}>
            {(field) => <Input {...field} type="datetime-local" {...register('endsAt')} />}
          </FormField>
        </div>
        <FormField label="Starting cash ($)" {...about('startingCash')}>
          {(field) => (
            <Input
              {...field}
              inputMode="decimal"
              autoComplete="off"
              {...register('startingCash')}
            />
          )}
        </FormField>

        <ChoiceGroup
          legend="Stocks allowed"
          options={[
            ['all', 'All'],
            ['symbols', 'Symbols'],
            ['sectors', 'Sectors'],
          ]}
          inputProps={register('stocksKind')}
        >
          {stocksKind === 'symbols' ? (
            <FormField label="Symbols (comma-separated)" {...about('symbols')}>
              {(field) => (
                <Input
                  {...field}
                  autoComplete="off"
                  placeholder="e.g. AAPL, MSFT, KO"
                  {...register('symbols')}
                />
              )}
            </FormField>
          ) : null}
          {stocksKind === 'sectors' ? (
            <fieldset
              className="space-y-1"
              aria-describedby={problem?.field === 'sectors' ? errorId : undefined}
            >
              <legend className="text-sm font-medium text-slate-700">Sectors</legend>
              {stocks.isPending ? (
                <p className="text-sm text-slate-500">Loading the sectors…</p>
              ) : (
                <Controller
                  control={control}
                  name="sectors"
                  render={({ field }) => (
                    <CheckboxList
                      options={sectors.map((sector) => ({ value: sector, label: sector }))}
                      value={field.value}
                      onChange={field.onChange}
                    />
                  )}
                />
              )}
            </fieldset>
          ) : null}
        </ChoiceGroup>

        <ChoiceGroup
          legend="Commission"
          options={[
            ['none', 'None'],
            ['flat', 'Flat ($)'],
            ['percent', 'Percent (%)'],
          ]}
          inputProps={register('commissionKind')}
        >
          {commissionKind !== 'none' ? (
            <FormField
              label={
                commissionKind === 'flat' ? 'Commission per trade ($)' : 'Commission per trade (%)'
              }
              {...about('commissionAmount')}
            >
              {(field) => (
                <Input
                  {...field}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={commissionKind === 'flat' ? 'e.g. 1.00' : 'e.g. 0.25'}
                  {...register('commissionAmount')}
                />
              )}
            </FormField>
          ) : null}
        </ChoiceGroup>

        <FormField label="Ranked by">
          {(field) => (
            <Select {...field} {...register('rankBy')}>
              {rankOptions.map(([rank, label]) => (
                <option key={rank} value={rank}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </FormField>

        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-primary-600"
            {...register('premiumAllowed')}
          />
          Premium stocks allowed
        </label>

        <ChoiceGroup
          legend="Enrolment"
          options={[
            ['open', 'Open (students join)'],
            ['everyone', 'Everyone (all enrolled)'],
          ]}
          inputProps={register('enrolment')}
        />

        <FieldError id={errorId} message={problem?.message} />
        <Button type="submit" icon={Flag} disabled={create.isPending} isBusy={create.isPending}>
          Create Contest
        </Button>
      </form>
    </SectionCard>
  );
}
