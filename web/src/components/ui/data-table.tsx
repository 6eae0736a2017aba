import type { ReactNode } from 'react';

import { TableScroller } from '@/components/ui/table-scroller';
import { cn } from '@/lib/cn';

export interface TableColumn {
  label: ReactNode;
  /** The column's padding and alignment. */
  className?: string;
  /** For a sortable column: how the rows are sorted by it now (aria-sort). */
  sort?: 'ascending' | 'descending' | 'none';
}

export interface DataTableProps {
  /** Names the scrolling region around the table, e.g. "Members table". */
  label: string;
  caption: string;
  captionClassName: string;
  /** The width under which the table scrolls sideways, e.g. "min-w-[44rem]". */
  minWidthClassName?: string;
  columns: readonly TableColumn[];
  /** The body's rows. */
  children: ReactNode;
}

/**
 * A table of records: it scrolls sideways on a narrow screen, and its header is in small capitals
 * on a grey band above rows split by thin lines.
 */
export function DataTable({
  label,
  caption,
  captionClassName,
  minWidthClassName,
  columns,
  children,
}: DataTableProps) {
  return (
    <TableScroller label={label}>
      <table className={cn('w-full text-left text-sm', minWidthClassName)}>
        <caption className={captionClassName}>{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map(({ label: heading, className, sort }, index) => (
              <th key={index} scope="col" aria-sort={sort} className={className}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </TableScroller>
  );
}
