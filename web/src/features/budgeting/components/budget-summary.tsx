import { Lightbulb } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { Card } from '@/components/ui/card';
import { Breakdown } from '@/features/budgeting/components/budget-breakdown';
import {
  AnswersToCheck,
  MissingAnswers,
  type SummaryAnswersProps,
} from '@/features/budgeting/components/summary-notes';
import { TakeHome } from '@/features/budgeting/components/take-home-table';
import { cashFlowTextClass } from '@/features/budgeting/utils/number-format';
import { STATE_INCOME_TAX_QUESTION_ID } from '@/features/budgeting/utils/questions';
import { formatDollars, formatSignedDollars } from '@/lib/money';

/**
 * 'Budget Summary' (docs/product.md section 9): the yearly figures, gross salary to take-home pay
 * (taxes counted), the monthly view, where the money goes (chart and table), the tips, and which
 * answers the figures still lack.
 */
export function BudgetSummaryView({ summary, questions, onAnswerQuestion }: SummaryAnswersProps) {
  const { monthly } = summary;

  return (
    <div className="space-y-6">
      <MissingAnswers summary={summary} questions={questions} onAnswerQuestion={onAnswerQuestion} />
      <AnswersToCheck
        warnings={summary.warnings}
        questions={questions}
        onAnswerQuestion={onAnswerQuestion}
      />

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
