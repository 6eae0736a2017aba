import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** A titled card of the points tab's side column, named by its heading for screen readers. */
export function SideCard({
  icon: Icon,
  iconClassName,
  title,
  children,
}: {
  icon: LucideIcon;
  /** The icon's colour. */
  iconClassName: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="p-5">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Icon aria-hidden="true" className={cn('size-5', iconClassName)} />
        {title}
      </h2>
      {children}
    </Card>
  );
}
