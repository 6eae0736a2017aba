import type { BudgetSummary } from '@fc/contracts/budget';
import { ArrowRight } from 'lucide-react';

import { Card } from '@/components/ui/card';
import { TableScroller } from '@/components/ui/table-scroller';
import { SourceLinks } from '@/features/budgeting/components/source-links';
import { formatDollars } from '@/lib/money';

/**
 * Gross salary → federal income tax → Social Security and Medicare → state income tax →
 * take-home pay, per year and per month, what the estimate assumes, the state chosen (or a button
 * to choose one) and the sources.
 */
export function TakeHome({
  takeHome,
  stateQuestionIndex,
  onAnswerQuestion,
}: {
  takeHome: BudgetSummary['takeHome'];
  /** Where the state income tax question is in the list; -1 when it is not there. */
  stateQuestionIndex: number;
  onAnswerQuestion: (index: number) => void;
}) {
  const rows: { key: keyof BudgetSummary['takeHome']['annual']; label: string }[] = [
    { key: 'federalIncomeTax', label: 'Federal income tax' },
    { key: 'socialSecurityAndMedicare', label: 'Social Security and Medicare' },
    { key: 'stateIncomeTax', label: 'State income tax' },
  ];
  const cell = 'px-1.5 py-2 text-right whitespace-nowrap tabular-nums sm:px-3';
  const lastCell = 'py-2 pl-1.5 text-right whitespace-nowrap tabular-nums sm:pl-3';
  return (
    <Card className="min-w-0 p-3 sm:p-5">
      <TableScroller label="Take-home pay">
        <table className="w-full text-xs sm:text-sm">
          <caption className="mb-3 text-left font-semibold text-slate-800">
            Estimated take-home pay, {takeHome.taxYear}
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-600 uppercase">
              <th scope="col" className="py-2 pr-1.5 font-semibold sm:pr-3">
                <span className="sr-only">Line</span>
              </th>
              <th scope="col" className="px-1.5 py-2 text-right font-semibold sm:px-3">
                Per year
              </th>
              <th scope="col" className="py-2 pl-1.5 text-right font-semibold sm:pl-3">
                Per month
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-slate-100 text-slate-800">
              <th scope="row" className="py-2 pr-1.5 text-left font-medium sm:pr-3">
                Gross salary
              </th>
              <td className={cell}>{formatDollars(takeHome.annual.grossSalary)}</td>
              <td className={lastCell}>{formatDollars(takeHome.monthly.grossSalary)}</td>
            </tr>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100 text-slate-700">
                <th scope="row" className="py-2 pr-1.5 text-left font-medium sm:pr-3">
                  {row.label}
                </th>
                <td className={cell}>{formatDeduction(takeHome.annual[row.key])}</td>
                <td className={lastCell}>{formatDeduction(takeHome.monthly[row.key])}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-slate-300 font-bold text-slate-900">
              <th scope="row" className="py-2 pr-1.5 text-left sm:pr-3">
                Take-home pay
              </th>
              <td className={cell}>{formatDollars(takeHome.annual.takeHomePay)}</td>
              <td className={lastCell}>{formatDollars(takeHome.monthly.takeHomePay)}</td>
            </tr>
          </tfoot>
        </table>
      </TableScroller>
      <div className="mt-3 space-y-2 text-xs text-slate-600 sm:text-sm">
        <p>
          An estimate for a single filer with one job and the {takeHome.taxYear} standard deduction;
          credits, local income taxes and pre-tax benefits are left out.
        </p>
        {takeHome.stateChoice === null ? (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span>No state chosen yet, so state income tax counts as $0.</span>
            {stateQuestionIndex >= 0 ? (
              <button
                type="button"
                onClick={() => onAnswerQuestion(stateQuestionIndex)}
                className="inline-flex items-center gap-1 rounded-md font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
              >
                Choose your state income tax
                <ArrowRight aria-hidden="true" className="size-3.5 shrink-0" />
              </button>
            ) : null}
          </p>
        ) : (
          <p>State income tax: {takeHome.stateChoice}.</p>
        )}
        {takeHome.sources.length > 0 ? (
          <div>
            <p className="font-semibold text-slate-700">Sources</p>
            <SourceLinks sources={takeHome.sources} />
          </div>
        ) : null}
      </div>
    </Card>
  );
}

/** A tax taken off the salary: "-$4,060.00", or "$0.00" when there is none. */
function formatDeduction(cents: number): string {
  return cents === 0 ? formatDollars(0) : formatDollars(-cents);
}
