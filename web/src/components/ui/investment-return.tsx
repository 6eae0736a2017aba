import { TrendingDown, TrendingUp } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatSignedDollars, formatSignedPercent } from '@/lib/money';

/**
 * An investor's total return as the leaderboards show it: the signed dollars (from cents) and a
 * percent badge, green for 0 or more and red below (docs/product.md section 2, investment tab).
 */
export function InvestmentReturn({
  totalReturn,
  totalReturnPercent,
}: {
  totalReturn: number;
  totalReturnPercent: number;
}) {
  const isGain = totalReturnPercent >= 0;
  const TrendIcon = isGain ? TrendingUp : TrendingDown;
  return (
    <span className="flex shrink-0 flex-col items-end gap-1">
      <span
        className={cn(
          'font-bold tabular-nums',
          totalReturn < 0 ? 'text-red-700' : 'text-green-700',
        )}
      >
        <span className="sr-only">Total return </span>
        {formatSignedDollars(totalReturn)}
      </span>
      <Badge
        variant={isGain ? 'success' : 'destructive'}
        data-trend={isGain ? 'up' : 'down'}
        icon={TrendIcon}
      >
        {formatSignedPercent(totalReturnPercent)}
      </Badge>
    </span>
  );
}
