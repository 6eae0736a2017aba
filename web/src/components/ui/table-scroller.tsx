import type { ReactNode } from 'react';

/**
 * A wide table on a narrow screen scrolls sideways inside this box, which can take the focus so
 * keyboard users can scroll it too. It is positioned so that visually hidden (absolutely placed)
 * text in the table scrolls with it rather than widening the page.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600"
    >
      {children}
    </div>
  );
}
