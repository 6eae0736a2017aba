import { Medal } from 'lucide-react';

import { cn } from '@/lib/cn';
import { medalStyles, type MedalRank } from '@/lib/medals';

/** A gold, silver or bronze medal, named for screen readers. */
export function MedalIcon({ rank, className }: { rank: MedalRank; className?: string }) {
  const style = medalStyles[rank];
  return (
    <Medal
      role="img"
      aria-label={style.label}
      className={cn('size-5 shrink-0', style.icon, className)}
    />
  );
}
