import type { BudgetPlanDetail } from '@fc/contracts/budget';
import { MAX_MONTHLY_DEPOSIT_CENTS } from '@fc/contracts/deposits';
import { CircleAlert, PiggyBank, TrendingUp } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ChartBoundary } from '@/components/ui/chart-boundary';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSetRecurringDeposit } from '@/features/budgeting/api/set-recurring-deposit';
import { LazyDepositProjectionChart } from '@/features/budgeting/components/lazy-charts';
import {
  PROJECTION_YEARS,
  projectDeposits,
  type ProjectionYears,
} from '@/features/budgeting/utils/deposit-projection';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { formatDollars, formatWholeDollars } from '@/lib/money';
import { toast } from '@/lib/toast';

/** A monthly amount as a person says it: "$600", or "$612.50" when it has cents. */
const amountText = (cents: number) =>
  cents % 100 === 0 ? formatWholeDollars(cents) : formatDollars(cents);

const isProjectionYears = (value: string): value is `${ProjectionYears}` =>
  PROJECTION_YEARS.some((years) => String(years) === value);

/**
 * "Invest what your plan saves" (docs/product.md "Budget Planner"), on a completed plan's summary:
 * what the plan's monthly savings come to over 10, 20 or 40 years invested (a low to high range of
 * returns) beside a savings account, in a chart and in words, and the switch that pays the amount
 * into the practice portfolio every month. A plan short each year (its take-home pay does not cover
 * its costs and savings) has nothing to invest: it says so and offers neither, as the server
 * refuses it; so does a saving above the most a deposit pays.
 */
export function InvestSavingsCard({ plan }: { plan: BudgetPlanDetail }) {
  const headingId = useId();
  const [years, setYears] = useState<ProjectionYears>(20);
  const deposit = plan.deposit;
  // While a deposit is on, it pays what the plan saved when it was turned on.
  const monthlyCents = deposit?.monthlyCents ?? plan.summary.monthly.savings;
  const shortfall = Math.max(0, -plan.summary.netCashFlow);
  const isTooLarge = monthlyCents > MAX_MONTHLY_DEPOSIT_CENTS;
  const change = useSetRecurringDeposit({
    onSuccess: (updated) => {
      toast(
        updated.deposit
          ? {
              title: 'Monthly deposit on',
              description: `${amountText(updated.deposit.monthlyCents)} goes into your practice portfolio every month, starting today.`,
              variant: 'success',
            }
          : {
              title: 'Monthly deposit stopped',
              description: 'Nothing more goes into your practice portfolio from this plan.',
            },
      );
    },
  });

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-bold text-slate-900">
        Invest what your plan saves
      </h2>
      <Card className="space-y-4 p-4 sm:p-5">
        {shortfall > 0 && !deposit ? (
          <p className="flex items-start gap-2 text-sm text-slate-700 sm:text-base">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
            <span>
              This plan is <strong>{amountText(shortfall)} short each year</strong>: its take-home
              pay does not cover its costs and savings, so there is nothing to invest yet. Change
              the plan until it is not short (start with the largest costs in Where the Money Goes),
              then invest what it saves.
            </span>
          </p>
        ) : monthlyCents > 0 ? (
          <>
            <p className="flex items-start gap-2 text-sm text-slate-700 sm:text-base">
              <PiggyBank aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-600" />
              <span>
                This plan saves <strong>{amountText(monthlyCents)} a month</strong>. Here is what
                that could grow to if you keep saving it, invested or in a savings account.
              </span>
            </p>
            <Tabs
              value={String(years)}
              onValueChange={(value) =>
                isProjectionYears(value) && setYears(Number(value) as ProjectionYears)
              }
            >
              <TabsList aria-label="Years of saving">
                {PROJECTION_YEARS.map((option) => (
                  <TabsTrigger key={option} value={String(option)}>
                    {option} years
                  </TabsTrigger>
                ))}
              </TabsList>
              {PROJECTION_YEARS.map((option) => (
                <TabsContent key={option} value={String(option)} className="mt-4 space-y-3">
                  <Projection monthlyCents={monthlyCents} years={option} />
                </TabsContent>
              ))}
            </Tabs>
            <p className="text-xs text-slate-600">
              Low, typical and high are 4 %, 7 % and 10 % a year, compounded monthly: a
              historical-style range for a diversified US stock portfolio (the S&amp;P 500 averaged
              about 10 % a year from 1926 to 2024, before inflation). Past returns are not a
              promise: real returns change from year to year and some years lose money. The savings
              account earns 2 % a year.
            </p>
          </>
        ) : (
          <p className="text-sm text-slate-700">
            This plan saves nothing each month yet, so there is nothing to invest. Add retirement or
            emergency fund saving to the plan to see what it could grow to.
          </p>
        )}

        {deposit || (shortfall === 0 && monthlyCents > 0) ? (
          <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
            {deposit ? (
              <>
                <div className="space-y-1 text-sm text-slate-700">
                  <p className="flex items-start gap-2">
                    <TrendingUp
                      aria-hidden="true"
                      className="mt-0.5 size-5 shrink-0 text-green-700"
                    />
                    <span>
                      {amountText(deposit.monthlyCents)} goes into your practice portfolio every
                      month, since {formatDate(deposit.startedAt)}.
                    </span>
                  </p>
                  {shortfall > 0 ? (
                    <p>
                      This plan is now {amountText(shortfall)} short each year: stop the deposit
                      until its take-home pay covers it again.
                    </p>
                  ) : null}
                </div>
                <Button
                  variant="outline"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ planId: plan.id, enabled: false })}
                >
                  {change.isPending ? 'Stopping…' : 'Stop the monthly deposit'}
                </Button>
              </>
            ) : isTooLarge ? (
              <p className="text-sm text-slate-600">
                A monthly deposit into the practice portfolio can be at most{' '}
                {amountText(MAX_MONTHLY_DEPOSIT_CENTS)}: lower the saving in the plan to invest it.
              </p>
            ) : (
              <>
                <p className="text-sm text-slate-600">
                  Try it: the first month goes into your practice portfolio today, then one each
                  month. Only one plan can invest at a time.
                </p>
                <Button
                  variant="success"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ planId: plan.id, enabled: true })}
                >
                  {change.isPending
                    ? 'Starting…'
                    : `Invest ${amountText(monthlyCents)} a month in my practice portfolio`}
                </Button>
              </>
            )}
          </div>
        ) : null}
        {change.isError ? (
          <InlineAlert>
            {getErrorMessage(change.error, 'Could not change the monthly deposit')}
          </InlineAlert>
        ) : null}
      </Card>
    </section>
  );
}

/** The chart over `years` and the same figures in words. */
function Projection({ monthlyCents, years }: { monthlyCents: number; years: number }) {
  const points = projectDeposits(monthlyCents, years);
  const last = points[points.length - 1];
  if (!last) return null;
  return (
    <>
      <ChartBoundary>
        <LazyDepositProjectionChart points={points} />
      </ChartBoundary>
      <p className="text-sm text-slate-800 sm:text-base">
        After {years} years: {formatWholeDollars(last.savings)} in savings; invested, between{' '}
        {formatWholeDollars(last.low)} and {formatWholeDollars(last.high)} (typical{' '}
        {formatWholeDollars(last.typical)}). You would have put in{' '}
        {formatWholeDollars(last.deposited)}.
      </p>
    </>
  );
}
