import { Plus, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input, inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  checkLinePrice,
  type ChartLine,
  type ChartLineKind,
} from '@/features/trading/utils/chart-lines';
import { cn } from '@/lib/cn';
import { formatDollars } from '@/lib/money';

const kindNames: Record<ChartLineKind, string> = { support: 'Support', resistance: 'Resistance' };

/**
 * 'Add custom line': a price in dollars and a kind, and the lines added so far, each with a remove
 * button. A price that cannot be a line (not a number, zero or below, far too large) is refused
 * with the reason beside the field; nothing is added.
 */
export function CustomLineForm({
  lines,
  onAdd,
  onRemove,
}: {
  lines: readonly ChartLine[];
  onAdd: (line: Omit<ChartLine, 'id'>) => void;
  onRemove: (id: string) => void;
}) {
  const [price, setPrice] = useState('');
  const [kind, setKind] = useState<ChartLineKind>('support');
  const [error, setError] = useState<string | null>(null);
  const priceId = useId();
  const errorId = useId();
  const kindId = useId();
  const headingId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLinePrice(price);
    if (!checked) return;
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    onAdd({ kind, price: checked.cents });
    setPrice('');
  };

  return (
    <div className="space-y-3">
      <form aria-labelledby={headingId} onSubmit={submit} className="space-y-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          Add custom line
        </h3>
        <div className="flex flex-wrap items-end gap-2">
          <div className="w-32">
            <Label htmlFor={priceId} className="text-xs text-slate-600">
              Line price ($)
            </Label>
            <Input
              id={priceId}
              inputMode="decimal"
              autoComplete="off"
              value={price}
              onChange={(event) => {
                setPrice(event.target.value);
                setError(null);
              }}
              placeholder="150.00"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="mt-1 h-10"
            />
          </div>
          <div className="w-36">
            <Label htmlFor={kindId} className="text-xs text-slate-600">
              Line type
            </Label>
            <select
              id={kindId}
              value={kind}
              onChange={(event) => setKind(event.target.value as ChartLineKind)}
              className={cn(inputClasses, 'mt-1 h-10')}
            >
              <option value="support">Support</option>
              <option value="resistance">Resistance</option>
            </select>
          </div>
          <Button type="submit" variant="outline" disabled={!price.trim()}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
        <FieldError id={errorId} message={error} />
      </form>

      {lines.length > 0 ? (
        <ul aria-label="Custom lines" className="flex flex-wrap gap-2">
          {lines.map((line) => {
            const name = `${kindNames[line.kind]} at ${formatDollars(line.price)}`;
            return (
              <li
                key={line.id}
                className={cn(
                  'inline-flex items-center gap-1 rounded-full py-0.5 pr-1 pl-3 text-xs font-semibold ring-1 ring-inset',
                  line.kind === 'support'
                    ? 'bg-success-soft text-green-800 ring-green-200'
                    : 'bg-danger-soft text-red-800 ring-red-200',
                )}
              >
                {name}
                <button
                  type="button"
                  onClick={() => onRemove(line.id)}
                  aria-label={`Remove ${line.kind} line at ${formatDollars(line.price)}`}
                  className="rounded-full p-1 hover:bg-white/70 focus-visible:outline-2 focus-visible:outline-primary-600"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
