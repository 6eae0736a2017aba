import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

import type { TableColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';

export type AriaSort = NonNullable<TableColumn['sort']>;

/** A sortable column's header: a button that names the column and shows the current order. */
export function SortButton({
  label,
  state,
  onSort,
  alignEnd = false,
}: {
  label: string;
  state: AriaSort;
  onSort: () => void;
  alignEnd?: boolean;
}) {
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={onSort}
      className={cn(
        // Two-word labels may take two lines, so the class table's every column fits at 1280 px.
        'inline-flex items-center gap-1 rounded text-left font-semibold tracking-wide uppercase hover:text-slate-900',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        alignEnd && 'flex-row-reverse',
        state !== 'none' && 'text-slate-900',
      )}
    >
      <span className={cn(alignEnd && 'text-right')}>{label}</span>
      <Icon
        aria-hidden="true"
        className={cn('size-3.5 shrink-0', state === 'none' && 'opacity-50')}
      />
    </button>
  );
}
