import type { CSSProperties, ReactNode } from 'react';

/**
 * Scroll shadows: a soft shade on the side where more of the table is hidden, so a phone shows at a
 * glance that the table goes on sideways. The white covers scroll with the content and hide each
 * shade once its edge is reached (CSS only: nothing to measure).
 */
const scrollCue: CSSProperties = {
  background: [
    'linear-gradient(to right, #fff 30%, rgb(255 255 255 / 0)) left center / 2.5rem 100% no-repeat local',
    'linear-gradient(to left, #fff 30%, rgb(255 255 255 / 0)) right center / 2.5rem 100% no-repeat local',
    'radial-gradient(farthest-side at 0 50%, rgb(15 23 42 / 0.18), rgb(15 23 42 / 0)) left center / 0.875rem 100% no-repeat scroll',
    'radial-gradient(farthest-side at 100% 50%, rgb(15 23 42 / 0.18), rgb(15 23 42 / 0)) right center / 0.875rem 100% no-repeat scroll',
    '#fff',
  ].join(', '),
};

/**
 * A wide table on a narrow screen scrolls sideways inside this box, which can take the focus so
 * keyboard users can scroll it too, and shades the side where more is hidden. It is positioned so
 * that visually hidden (absolutely placed) text in the table scrolls with it rather than widening
 * the page.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      style={scrollCue}
      className="relative overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600"
    >
      {children}
    </div>
  );
}
