import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export interface SectionCardProps {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  /** Shown beside the title, e.g. a count. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
  /** The title's id, so that a region can be named by it. */
  titleId?: string;
}

/** A titled card of the admin and teacher panels; its content runs edge to edge (lists and tables). */
export function SectionCard({
  icon: Icon,
  title,
  description,
  aside,
  children,
  className,
  titleId,
}: SectionCardProps) {
  return (
    <Card className={cn('overflow-hidden', className)}>
      <div className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-200 px-4 py-4 sm:px-5">
        <div className="min-w-0">
          <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-primary-600" />
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </Card>
  );
}
