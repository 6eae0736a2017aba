import type { LessonCheck } from '@fc/contracts/learning';
import { CircleCheck, CircleX } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * A lesson's checks for understanding: ungraded questions after the text. Checking an answer
 * shows right or wrong and the explanation at once, in the page only: no points, no request.
 */
export function LessonChecks({ checks }: { checks: LessonCheck[] }) {
  const headingId = useId();
  if (checks.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 space-y-4 rounded-xl border border-primary-200 bg-primary-50/60 p-4"
    >
      <div>
        <h3 id={headingId} className="text-lg font-bold text-slate-900">
          Check your understanding
        </h3>
        <p className="text-sm text-slate-600">Not graded: no points, just a quick check.</p>
      </div>
      {checks.map((check, index) => (
        <CheckQuestion key={index} check={check} />
      ))}
    </section>
  );
}

function CheckQuestion({ check }: { check: LessonCheck }) {
  const name = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const [checked, setChecked] = useState<number | null>(null);
  const [askedToPick, setAskedToPick] = useState(false);
  const isRight = checked !== null && checked === check.correctIndex;

  const onCheck = () => {
    setAskedToPick(chosen === null);
    setChecked(chosen);
  };

  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <fieldset>
        <legend className="font-semibold text-slate-900">{check.question}</legend>
        <div className="mt-3 space-y-2">
          {check.options.map((option, index) => (
            <label
              key={index}
              className={cn(
                'flex cursor-pointer items-start gap-2.5 rounded-md border p-2.5 text-sm',
                checked !== null && index === check.correctIndex
                  ? 'border-green-600 bg-success-soft'
                  : checked === index
                    ? 'border-red-600 bg-danger-soft'
                    : 'border-slate-200 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name={name}
                value={index}
                checked={chosen === index}
                onChange={() => {
                  setChosen(index);
                  setChecked(null);
                  setAskedToPick(false);
                }}
                className="mt-0.5 accent-primary-600"
              />
              <span className="text-slate-800">{option}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-3 flex flex-wrap items-start gap-3">
        <Button size="sm" variant="outline" onClick={onCheck}>
          Check
        </Button>
        <div role="status" className="min-w-0 flex-1 text-sm">
          {askedToPick ? <p className="text-slate-700">Pick an answer first.</p> : null}
          {checked !== null ? (
            <div
              className={cn(
                'flex items-start gap-2 rounded-md p-2.5',
                isRight ? 'bg-success-soft text-green-900' : 'bg-danger-soft text-red-900',
              )}
            >
              {isRight ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              ) : (
                <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              )}
              <p>
                <strong className="font-semibold">
                  {isRight
                    ? 'Correct!'
                    : `Not quite. The right answer: ${check.options[check.correctIndex] ?? ''}`}
                </strong>{' '}
                {check.explanation}
              </p>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
