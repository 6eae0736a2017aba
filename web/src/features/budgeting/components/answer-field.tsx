import type { BudgetQuestion } from '@fc/contracts/budget';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';

import { FieldError } from '@/components/ui/field-error';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

export interface FieldIds {
  description: string;
  answer: string;
  hint: string;
  error: string;
  warning: string;
}

/** The answer field by question type: number, select (radio group), or free text. */
export function AnswerField({
  question,
  value,
  onChange,
  ids,
  error,
  warning,
  isLast,
}: {
  question: BudgetQuestion;
  value: string;
  onChange: (value: string) => void;
  ids: FieldIds;
  /** Why the form refused the answer, shown under the field. */
  error: string | null;
  /** Why the saved answer looks wrong, shown under the field. */
  warning: string | null;
  isLast: boolean;
}) {
  const name = useId();
  if (question.type === 'select' && question.options && question.options.length > 0) {
    return (
      <fieldset aria-describedby={ids.description} className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">Your answer</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {question.options.map((option) => (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl border-2 p-3 text-slate-800 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
                value === option
                  ? 'border-primary-600 bg-primary-50'
                  : 'border-slate-200 hover:border-slate-300',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={value === option}
                onChange={() => onChange(option)}
                className="size-4 accent-primary-600"
              />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  const describedBy = [
    ids.description,
    ids.hint,
    ...(error ? [ids.error] : []),
    ...(warning ? [ids.warning] : []),
  ].join(' ');
  return (
    <div className="space-y-1.5">
      <Label htmlFor={ids.answer}>Your answer</Label>
      {question.type === 'number' ? (
        <Input
          id={ids.answer}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={question.placeholder}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="sm:max-w-xs"
        />
      ) : (
        <Textarea
          id={ids.answer}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          rows={4}
          maxLength={5000}
          placeholder={question.placeholder}
          aria-describedby={describedBy}
          className="min-h-28 resize-y"
        />
      )}
      <p id={ids.hint} className="text-xs text-slate-500">
        {question.type === 'number'
          ? 'A whole number of dollars, no cents; a $ sign and commas are fine, as in $1,500.'
          : question.type === 'research'
            ? 'Write down what you found and where.'
            : 'Write as much as you like.'}
      </p>
      <FieldError id={ids.error} message={error} />
      {warning ? (
        <div
          id={ids.warning}
          role="status"
          className="rounded-xl border border-amber-300 bg-warning-soft p-3 text-sm text-amber-900"
        >
          <p className="flex items-center gap-2 font-semibold">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            Please check this answer
          </p>
          <p className="mt-1">{warning}</p>
          <p className="mt-1">
            It is saved as it is: change it and save again
            {isLast ? ', or keep it.' : ', or press Save and Next to keep it and go on.'}
          </p>
        </div>
      ) : null}
    </div>
  );
}
