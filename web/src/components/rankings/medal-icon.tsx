import { Medal } from 'lucide-react';

import { medalStyles, type MedalRank } from '@/features/leaderboard/utils/medals';
import { cn } from '@/lib/cn';

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
