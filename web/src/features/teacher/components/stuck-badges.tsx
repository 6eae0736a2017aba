import type { StuckReason } from '@fc/contracts/class-progress';
import { CircleX, Clock } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { stuckLabels } from '@/features/teacher/utils/class-rows';

/** Why a student is stuck, one badge per reason (nothing when they are not). */
export function StuckBadges({
  reasons,
  className,
}: {
  reasons: readonly StuckReason[];
  className?: string;
}) {
  if (reasons.length === 0) return null;
  return (
    <span className={cn('flex flex-wrap gap-1', className)}>
      {reasons.map((reason) => (
        <Badge
          key={reason}
          variant={reason === 'inactive_7_days' ? 'warning' : 'destructive'}
          icon={reason === 'inactive_7_days' ? Clock : CircleX}
        >
          {stuckLabels[reason]}
        </Badge>
      ))}
    </span>
  );
}
