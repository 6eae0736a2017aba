import { TrendingDown, TrendingUp } from 'lucide-react';

import { trendTextClass } from '@/features/trading/utils/number-format';
import { cn } from '@/lib/cn';
import { formatSignedPercent } from '@/lib/money';

/** A change in hundredths of a percent, signed and coloured: green up, red down. */
export function ChangeText({
  hundredths,
  withIcon = false,
  className,
}: {
  hundredths: number;
  withIcon?: boolean;
  className?: string;
}) {
  const Icon = hundredths < 0 ? TrendingDown : TrendingUp;
  return (
    <span
      data-trend={hundredths > 0 ? 'up' : hundredths < 0 ? 'down' : 'flat'}
      className={cn(
        'inline-flex items-center gap-1 font-semibold tabular-nums',
        trendTextClass(hundredths),
        className,
      )}
    >
      {withIcon ? <Icon aria-hidden="true" className="size-4 shrink-0" /> : null}
      {formatSignedPercent(hundredths)}
    </span>
  );
}
