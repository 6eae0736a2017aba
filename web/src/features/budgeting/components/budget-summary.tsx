import type { BudgetQuestion, BudgetSummary } from '@fc/contracts/budget';
import { ArrowRight, CircleAlert, Lightbulb, TriangleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { Card } from '@/components/ui/card';
import { ChartBoundary } from '@/components/ui/chart-boundary';
import { LazyBreakdownChart } from '@/features/budgeting/components/lazy-charts';
import { SourceLinks } from '@/features/budgeting/components/source-links';
import {
  breakdownColor,
  getBreakdownSums,
  getShare,
  type BreakdownItem,
  type BreakdownSum,
} from '@/features/budgeting/utils/breakdown';
import { cashFlowTextClass, formatShare } from '@/features/budgeting/utils/number-format';
import {
  getMissingQuestions,
  STATE_INCOME_TAX_QUESTION_ID,
} from '@/features/budgeting/utils/questions';
import { cn } from '@/lib/cn';
import { formatDollars, formatSignedDollars } from '@/lib/money';

/**
 * 'Budget Summary' (docs/product.md section 9): the yearly figures, gross salary to take-home pay
 * (taxes counted), the monthly view, where the money goes (chart and table), the tips, and which
 * answers the figures still lack.
 */
export function BudgetSummaryView({
  summary,
  questions,
  onAnswerQuestion,
}: {
  summary: BudgetSummary;
  questions: readonly BudgetQuestion[];
  /** Opens the question at this position on the questions tab. */
  onAnswerQuestion: (index: number) => void;
}) {
  const missing = getMissingQuestions(questions, summary.missingInputs);
  const { monthly } = summary;

  return (
    <div className="space-y-6">
      {missing.length > 0 ? (
        <div
          role="note"
          aria-label="Missing answers"
          className="rounded-2xl border border-amber-200 bg-warning-soft p-4 sm:p-5"
        >
          <p className="flex items-start gap-2 font-semibold text-amber-900">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            Answer these questions to complete your summary:
          </p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {missing.map(({ question, index }) => (
              <li key={question.id}>
                <button
                  type="button"
                  onClick={() => onAnswerQuestion(index)}
                  className="inline-flex items-center gap-1 rounded-full border border-amber-300 bg-white px-3 py-1.5 text-left text-sm font-medium text-amber-900 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
                >
                  {question.title}
                  <ArrowRight aria-hidden="true" className="size-3.5 shrink-0" />
                </button>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-amber-900">Until then, they count as $0 below.</p>
        </div>
      ) : null}

      {summary.warnings.length > 0 ? (
        <AnswersToCheck
          warnings={summary.warnings}
          questions={questions}
          onAnswerQuestion={onAnswerQuestion}
        />
      ) : null}

      <SummarySection title="Your Year at a Glance">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
          <Figure label="Starting Salary" value={formatDollars(summary.startingSalary)} />
          <Figure
            label="Take-Home Pay"
            value={formatDollars(summary.takeHome.annual.takeHomePay)}
          />
          <Figure label="Annual Expenses" value={formatDollars(summary.annualExpenses)} />
          <Figure label="Annual Savings" value={formatDollars(summary.savings)} />
          <Figure
            label="Net Cash Flow"
            value={<NetCashFlow cents={summary.netCashFlow} />}
            detail={summary.netCashFlow < 0 ? 'short each year' : 'left over each year'}
          />
        </dl>
        <p className="mt-3 text-xs text-slate-600">
          Net cash flow is your take-home pay (your salary after estimated taxes) minus annual
          expenses and savings: you can only spend what reaches your bank account.
        </p>
      </SummarySection>

      <SummarySection title="From Salary to Take-Home Pay">
        <TakeHome
          takeHome={summary.takeHome}
          stateQuestionIndex={questions.findIndex(
            (question) => question.id === STATE_INCOME_TAX_QUESTION_ID,
          )}
          onAnswerQuestion={onAnswerQuestion}
        />
      </SummarySection>

      <SummarySection title="Per Month">
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <Figure label="Monthly Take-Home Pay" value={formatDollars(monthly.income)} />
          <Figure label="Monthly Expenses" value={formatDollars(monthly.expenses)} />
          <Figure label="Monthly Savings" value={formatDollars(monthly.savings)} />
          <Figure
            label="Monthly Net Cash Flow"
            value={<NetCashFlow cents={monthly.netCashFlow} />}
          />
        </dl>
      </SummarySection>

      <SummarySection title="Where the Money Goes">
        <Breakdown items={summary.breakdown} />
      </SummarySection>

      {summary.tips.length > 0 ? (
        <SummarySection title="Tips">
          <Card className="p-4 sm:p-5">
            <ul className="space-y-3">
              {summary.tips.map((tip) => (
                <li
                  key={tip}
                  className="flex items-start gap-3 text-sm text-slate-700 sm:text-base"
                >
                  <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-500" />
                  <span>{tip}</span>
                </li>
              ))}
            </ul>
          </Card>
        </SummarySection>
      ) : null}
    </div>
  );
}

/**
 * The answers the server finds unusual, each with its reason and a button to its question: the
 * figures below count them as given, so a typo (a yearly cost as a monthly one) shows here first.
 */
function AnswersToCheck({
  warnings,
  questions,
  onAnswerQuestion,
}: {
  warnings: BudgetSummary['warnings'];
  questions: readonly BudgetQuestion[];
  onAnswerQuestion: (index: number) => void;
}) {
  return (
    <div
      role="note"
      aria-label="Answers to check"
      className="rounded-2xl border border-amber-200 bg-warning-soft p-4 sm:p-5"
    >
      <p className="flex items-start gap-2 font-semibold text-amber-900">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        Please check these answers: the figures below count them as you gave them.
      </p>
      <ul className="mt-3 space-y-3">
        {warnings.map(({ questionId, message }) => {
          const index = questions.findIndex((question) => question.id === questionId);
          const question = questions[index];
          return (
            <li key={questionId} className="space-y-1.5">
              {question ? (
                <button
                  type="button"
                  onClick={() => onAnswerQuestion(index)}
                  className="inline-flex items-center gap-1 rounded-full border border-amber-300 bg-white px-3 py-1.5 text-left text-sm font-medium text-amber-900 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
                >
                  {question.title}
                  <ArrowRight aria-hidden="true" className="size-3.5 shrink-0" />
                </button>
              ) : null}
              <p className="text-sm text-amber-900">{message}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function SummarySection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Gross salary → federal income tax → Social Security and Medicare → state income tax →
 * take-home pay, per year and per month, what the estimate assumes, the state chosen (or a button
 * to choose one) and the sources.
 */
function TakeHome({
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
      <div
        role="region"
        aria-label="Take-home pay"
        tabIndex={0}
        className="overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600"
      >
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
      </div>
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

/** Money left over in green, or short in red, with its sign. */
function NetCashFlow({ cents }: { cents: number }) {
  return <span className={cashFlowTextClass(cents)}>{formatSignedDollars(cents)}</span>;
}

/** One figure: a `dt`/`dd` pair inside its section's `dl`. */
function Figure({ label, value, detail }: { label: string; value: ReactNode; detail?: string }) {
  return (
    <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <dt className="text-xs text-slate-600 sm:text-sm">{label}</dt>
      <dd className="mt-1 text-lg font-bold [overflow-wrap:anywhere] text-slate-900 tabular-nums sm:text-xl">
        {value}
        {detail ? (
          <span className="block text-xs font-normal text-slate-600 sm:text-sm">{detail}</span>
        ) : null}
      </dd>
    </div>
  );
}

/** The chart (with a text alternative for screen readers) and the table of the same figures. */
function Breakdown({ items }: { items: readonly BreakdownItem[] }) {
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
        <div
          role="region"
          aria-label="Budget breakdown"
          tabIndex={0}
          className="overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600"
        >
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
        </div>
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
