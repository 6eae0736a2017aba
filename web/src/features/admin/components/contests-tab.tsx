import type { Contest } from '@fc/contracts/contests';
import type { LeaderboardRank } from '@fc/contracts/market';
import { Flag, Plus, Trophy } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input, inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { QueryList } from '@/components/ui/query-list';
import { LoadingState } from '@/components/ui/state-card';
import { SectionCard } from '@/components/ui/section-card';
import {
  buildCreateContest,
  initialContestForm,
  type ContestFormValues,
} from '@/features/admin/utils/contest-form';
import { useContests, useCreateContest } from '@/features/contests/api/contests';
import { ContestStatusBadge } from '@/features/contests/components/contest-rules';
import { contestPaths } from '@/features/contests/utils/contest-paths';
import { contestDates, contestRulesLine, rankLabels } from '@/features/contests/utils/contest-text';
import { useStocks } from '@/features/trading/api/get-stocks';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';

/**
 * 'Contests' (docs/product.md "Contests"): create a class contest (its dates, starting cash,
 * stocks, commission, ranking, premium stocks and enrolment) and see the contests so far, each with
 * its leaderboard.
 */
export function ContestsTab() {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <NewContestForm />
      <ContestsList />
    </div>
  );
}

const rankOptions = Object.entries(rankLabels) as [LeaderboardRank, string][];

function NewContestForm() {
  const [values, setValues] = useState<ContestFormValues>(() => initialContestForm());
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const ids = {
    name: useId(),
    startsAt: useId(),
    endsAt: useId(),
    cash: useId(),
    symbols: useId(),
    commission: useId(),
    rankBy: useId(),
  };
  const set = <K extends keyof ContestFormValues>(key: K, value: ContestFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

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
      setValues(initialContestForm());
      setError(null);
    },
    onError: (failure) => setError(getErrorMessage(failure, 'Could not create the contest.')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const built = buildCreateContest(values);
    if (built.error !== undefined) {
      setError(built.error);
      return;
    }
    setError(null);
    create.mutate(built.body);
  };

  return (
    <SectionCard
      icon={Plus}
      title="New contest"
      description="Students trade in a portfolio of the contest's own, under its rules; its results are frozen when it ends."
    >
      <form
        noValidate
        onSubmit={submit}
        aria-describedby={error ? errorId : undefined}
        className="space-y-5 p-4 sm:p-5"
      >
        <Field id={ids.name} label="Contest name">
          <Input
            id={ids.name}
            value={values.name}
            maxLength={80}
            autoComplete="off"
            placeholder="e.g. Spring Stock Cup"
            onChange={(event) => set('name', event.target.value)}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={ids.startsAt} label="Starts">
            <Input
              id={ids.startsAt}
              type="datetime-local"
              value={values.startsAt}
              onChange={(event) => set('startsAt', event.target.value)}
            />
          </Field>
          <Field id={ids.endsAt} label="Ends">
            <Input
              id={ids.endsAt}
              type="datetime-local"
              value={values.endsAt}
              onChange={(event) => set('endsAt', event.target.value)}
            />
          </Field>
        </div>
        <Field id={ids.cash} label="Starting cash ($)">
          <Input
            id={ids.cash}
            inputMode="decimal"
            autoComplete="off"
            value={values.startingCash}
            onChange={(event) => set('startingCash', event.target.value)}
          />
        </Field>

        <Choice
          legend="Stocks allowed"
          name="stocks"
          value={values.stocksKind}
          options={[
            ['all', 'All'],
            ['symbols', 'Symbols'],
            ['sectors', 'Sectors'],
          ]}
          onChange={(kind) => set('stocksKind', kind)}
        >
          {values.stocksKind === 'symbols' ? (
            <Field id={ids.symbols} label="Symbols (comma-separated)">
              <Input
                id={ids.symbols}
                autoComplete="off"
                placeholder="e.g. AAPL, MSFT, KO"
                value={values.symbols}
                onChange={(event) => set('symbols', event.target.value)}
              />
            </Field>
          ) : null}
          {values.stocksKind === 'sectors' ? (
            <fieldset className="space-y-1">
              <legend className="text-sm font-medium text-slate-700">Sectors</legend>
              {stocks.isPending ? (
                <p className="text-sm text-slate-500">Loading the sectors…</p>
              ) : (
                <div className="grid gap-1 sm:grid-cols-2">
                  {sectors.map((sector) => (
                    <label key={sector} className="flex items-center gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        checked={values.sectors.includes(sector)}
                        onChange={(event) =>
                          set(
                            'sectors',
                            event.target.checked
                              ? [...values.sectors, sector]
                              : values.sectors.filter((picked) => picked !== sector),
                          )
                        }
                        className="size-4 accent-primary-600"
                      />
                      {sector}
                    </label>
                  ))}
                </div>
              )}
            </fieldset>
          ) : null}
        </Choice>

        <Choice
          legend="Commission"
          name="commission"
          value={values.commissionKind}
          options={[
            ['none', 'None'],
            ['flat', 'Flat ($)'],
            ['percent', 'Percent (%)'],
          ]}
          onChange={(kind) => set('commissionKind', kind)}
        >
          {values.commissionKind !== 'none' ? (
            <Field
              id={ids.commission}
              label={
                values.commissionKind === 'flat'
                  ? 'Commission per trade ($)'
                  : 'Commission per trade (%)'
              }
            >
              <Input
                id={ids.commission}
                inputMode="decimal"
                autoComplete="off"
                placeholder={values.commissionKind === 'flat' ? 'e.g. 1.00' : 'e.g. 0.25'}
                value={values.commissionAmount}
                onChange={(event) => set('commissionAmount', event.target.value)}
              />
            </Field>
          ) : null}
        </Choice>

        <Field id={ids.rankBy} label="Ranked by">
          <select
            id={ids.rankBy}
            value={values.rankBy}
            onChange={(event) => set('rankBy', event.target.value as LeaderboardRank)}
            className={cn(inputClasses, 'pr-8')}
          >
            {rankOptions.map(([rank, label]) => (
              <option key={rank} value={rank}>
                {label}
              </option>
            ))}
          </select>
        </Field>

        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={values.premiumAllowed}
            onChange={(event) => set('premiumAllowed', event.target.checked)}
            className="size-4 accent-primary-600"
          />
          Premium stocks allowed
        </label>

        <Choice
          legend="Enrolment"
          name="enrolment"
          value={values.enrolment}
          options={[
            ['open', 'Open (students join)'],
            ['everyone', 'Everyone (all enrolled)'],
          ]}
          onChange={(enrolment) => set('enrolment', enrolment)}
        />

        <FieldError id={errorId} message={error} />
        <Button type="submit" icon={Flag} disabled={create.isPending} isBusy={create.isPending}>
          Create Contest
        </Button>
      </form>
    </SectionCard>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** A labelled group of radio buttons, with what the choice needs next under it. */
function Choice<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  children,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
  children?: ReactNode;
}) {
  const groupName = `${useId()}-${name}`;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {options.map(([option, label]) => (
          <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={groupName}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-4 accent-primary-600"
            />
            {label}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}

function ContestsList() {
  const contests = useContests();
  return (
    <SectionCard
      icon={Trophy}
      title="Contests"
      description="Newest first. Each one's leaderboard is live while it runs and frozen once it ends."
    >
      <QueryList
        query={contests}
        isInCard
        skeleton={LoadingState}
        loadingLabel="Loading the contests"
        failed="Could not load the contests"
        empty={{
          icon: Flag,
          title: 'No contests yet',
          message: 'Create one with the form: it appears here and on the students’ Contests page.',
        }}
      >
        {(list) => (
          <ul aria-label="Contests" className="divide-y divide-slate-100">
            {list.map((contest) => (
              <ContestRow key={contest.id} contest={contest} />
            ))}
          </ul>
        )}
      </QueryList>
    </SectionCard>
  );
}

function ContestRow({ contest }: { contest: Contest }) {
  return (
    <li className="space-y-1 px-4 py-3 sm:px-5">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{contest.name}</span>
        <ContestStatusBadge status={contest.status} />
      </div>
      <p className="text-sm text-slate-600">{contestDates(contest)}</p>
      <p className="text-sm text-slate-600">
        {contest.participants === 1 ? '1 participant' : `${contest.participants} participants`} ·{' '}
        {contest.enrolment === 'open' ? 'Open enrolment' : 'Everyone enrolled'}
      </p>
      <p className="text-xs text-slate-500">{contestRulesLine(contest)}</p>
      <Link
        to={contestPaths.contest(contest.id)}
        className="inline-block text-sm font-semibold text-primary-700 underline"
        aria-label={`Leaderboard of ${contest.name}`}
      >
        Leaderboard
      </Link>
    </li>
  );
}
