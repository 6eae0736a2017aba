import type { QuizQuestion as Question } from '@fc/contracts/learning';
import { CircleAlert } from 'lucide-react';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { numericExample, unitWords } from '@/features/learning/utils/quiz-answers';

/**
 * A numeric question's field, labelled with its unit and showing it beside the number; a typed
 * answer that is not a number is said under it (`error`) before anything is sent.
 */
export function NumericAnswerField({
  question,
  value,
  error,
  ids,
  onType,
  onCheck,
}: {
  question: Question;
  value: string;
  error: string | null;
  ids: { field: string; hint: string; error: string };
  /** The text typed; `onCheck` when the field is left with something in it. */
  onType: (value: string) => void;
  onCheck: (value: string) => void;
}) {
  const unitLabel = unitWords(question.unit);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={ids.field}>Your answer{unitLabel ? ` (${unitLabel})` : ''}</Label>
      <div className="flex items-center gap-2">
        {question.unit === '$' ? (
          <span aria-hidden="true" className="font-semibold text-slate-700">
            $
          </span>
        ) : null}
        <Input
          id={ids.field}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onType(event.target.value)}
          onBlur={(event) => {
            if (event.target.value.trim() !== '') onCheck(event.target.value);
          }}
          aria-invalid={error !== null}
          aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
          className="max-w-60"
        />
        {question.unit === '%' || question.unit === 'years' ? (
          <span aria-hidden="true" className="font-semibold text-slate-700">
            {question.unit === '%' ? '%' : 'years'}
          </span>
        ) : null}
      </div>
      {error ? (
        <p
          id={ids.error}
          role="alert"
          className="flex items-center gap-1.5 text-sm font-medium text-red-700"
        >
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {error}
        </p>
      ) : null}
      <p id={ids.hint} className="text-sm text-slate-600">
        Enter a number, {numericExample(question.unit)}.
      </p>
    </div>
  );
}
