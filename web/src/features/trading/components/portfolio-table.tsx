import type { ReactNode } from 'react';

import { Card } from '@/components/ui/card';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { SkeletonList } from '@/components/ui/skeleton';

/**
 * One of the member's tables (holdings, orders, trades) in a card, captioned with its name; the
 * scrolling region around it is named "<label> table".
 */
export function PortfolioTable({
  caption,
  label = caption,
  minWidthClassName,
  columns,
  children,
  footer,
}: {
  caption: string;
  label?: string;
  /** The width under which the table scrolls sideways. */
  minWidthClassName: string;
  columns: readonly TableColumn[];
  children: ReactNode;
  /** A note under the table, inside the card. */
  footer?: ReactNode;
}) {
  return (
    <Card className="overflow-hidden">
      <DataTable
        label={`${label} table`}
        caption={caption}
        captionClassName="px-4 py-3 text-left text-lg font-bold text-slate-900 sm:px-5"
        minWidthClassName={minWidthClassName}
        columns={columns}
      >
        {children}
      </DataTable>
      {footer}
    </Card>
  );
}

/** A table's rows while they load. */
export function TableSkeleton({ label }: { label: string }) {
  return (
    <SkeletonList label={label} count={4} className="space-y-3" itemClassName="h-14 rounded-xl" />
  );
}
