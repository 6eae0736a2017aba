import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

/**
 * A banner in the brand's gradient with a large faint icon in its corner: what it says on the
 * left (`children`), and on the right (below on a phone) its action or figure (`aside`).
 */
export function HeroBanner({
  labelledBy,
  icon: Icon,
  iconClassName,
  className,
  aside,
  children,
}: {
  /** The id of the banner's heading. */
  labelledBy: string;
  icon: LucideIcon;
  iconClassName?: string;
  /** The gradient and shadow. */
  className: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn('relative overflow-hidden rounded-2xl p-5 text-white sm:p-6', className)}
    >
      <Icon
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute -top-4 -right-4 size-32 text-white/10 sm:size-40',
          iconClassName,
        )}
      />
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        {children}
        {aside}
      </div>
    </section>
  );
}
