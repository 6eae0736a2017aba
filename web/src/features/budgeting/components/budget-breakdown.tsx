import { useId } from 'react';

import { Card } from '@/components/ui/card';
import { ChartBoundary } from '@/components/ui/chart-boundary';
import { TableScroller } from '@/components/ui/table-scroller';
import { LazyBreakdownChart } from '@/features/budgeting/components/lazy-charts';
import {
  breakdownColor,
  getBreakdownSums,
  getShare,
  type BreakdownItem,
  type BreakdownSum,
} from '@/features/budgeting/utils/breakdown';
import { formatShare } from '@/features/budgeting/utils/number-format';
import { cn } from '@/lib/cn';
import { formatDollars } from '@/lib/money';

/** The chart (with a text alternative for screen readers) and the table of the same figures. */
export function Breakdown({ items }: { items: readonly BreakdownItem[] }) {
  const sums = getBreakdownSums(items);
  const total = sums.total.annual;
  const chartTitleId = useId();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="min-w-0 p-4 sm:p-5">
        <figure aria-labelledby={chartTitleId}>
          <figcaption id={chartTitleId} className="mb-3 text-sm font-semibold text-slate-800">
            Yearly outgoings by category
          </figcaption>
          {total > 0 ? (
            <>
              <ChartBoundary>
                <LazyBreakdownChart items={items} />
              </ChartBoundary>
              <table className="sr-only">
                <caption>Yearly outgoings by category, largest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Category</th>
                    <th scope="col">Per year</th>
                    <th scope="col">Share</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => (
                    <tr key={item.key}>
                      <th scope="row">{item.label}</th>
                      <td>{formatDollars(item.annual)}</td>
                      <td>{formatShare(getShare(item, total))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : (
            <p className="flex min-h-40 items-center justify-center rounded-lg bg-slate-50 p-6 text-center text-sm text-slate-600">
              Answer the cost questions to see where your money goes.
            </p>
          )}
        </figure>
      </Card>

      <Card className="min-w-0 p-3 sm:p-5">
        <TableScroller label="Budget breakdown">
          <table className="w-full text-xs sm:text-sm">
            <caption className="mb-3 text-left font-semibold text-slate-800">
              Budget breakdown
            </caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs text-slate-600 uppercase">
                <th scope="col" className="py-2 pr-1.5 sm:pr-3 font-semibold">
                  Category
                </th>
                <th scope="col" className="px-1.5 py-2 sm:px-3 text-right font-semibold">
                  Per month
                </th>
                <th scope="col" className="px-1.5 py-2 sm:px-3 text-right font-semibold">
                  Per year
                </th>
                <th scope="col" className="py-2 pl-1.5 sm:pl-3 text-right font-semibold">
                  Share
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.key} className="border-b border-slate-100">
                  <th
                    scope="row"
                    className="py-2 pr-1.5 sm:pr-3 text-left font-medium text-slate-800"
                  >
                    <span className="flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className="size-3 shrink-0 rounded-sm"
                        style={{ backgroundColor: breakdownColor(item.key) }}
                      />
                      {item.label}
                    </span>
                  </th>
                  <td className="px-1.5 py-2 sm:px-3 text-right whitespace-nowrap text-slate-700 tabular-nums">
                    {formatDollars(item.monthly)}
                  </td>
                  <td className="px-1.5 py-2 sm:px-3 text-right whitespace-nowrap text-slate-700 tabular-nums">
                    {formatDollars(item.annual)}
                  </td>
                  <td className="py-2 pl-1.5 sm:pl-3 text-right text-slate-700 tabular-nums">
                    {formatShare(getShare(item, total))}
                  </td>
                </tr>
              ))}
            </tbody>
            {/*
              Expenses and savings apart, as in the figures above ("Monthly Expenses", "Monthly
              Savings"), then the two together: the rows above include retirement saving.
            */}
            <tfoot>
              <SumRow label="Expenses" sum={sums.expenses} total={total} />
              <SumRow label="Savings" sum={sums.savings} total={total} />
              <SumRow label="Expenses + savings" sum={sums.total} total={total} isTotal />
            </tfoot>
          </table>
        </TableScroller>
      </Card>
    </div>
  );
}

/** A footer row of the breakdown table: a sum per month, per year and as a share of the total. */
function SumRow({
  label,
  sum,
  total,
  isTotal = false,
}: {
  label: string;
  sum: BreakdownSum;
  total: number;
  isTotal?: boolean;
}) {
  return (
    <tr
      className={cn(
        'text-slate-900',
        isTotal ? 'border-t-2 border-slate-300 font-bold' : 'font-semibold',
      )}
    >
      <th scope="row" className="py-2 pr-1.5 sm:pr-3 text-left">
        {label}
      </th>
      <td className="px-1.5 py-2 sm:px-3 text-right whitespace-nowrap tabular-nums">
        {formatDollars(sum.monthly)}
      </td>
      <td className="px-1.5 py-2 sm:px-3 text-right whitespace-nowrap tabular-nums">
        {formatDollars(sum.annual)}
      </td>
      <td className="py-2 pl-1.5 sm:pl-3 text-right tabular-nums">
        {formatShare(total > 0 ? sum.annual / total : 0)}
      </td>
    </tr>
  );
}
