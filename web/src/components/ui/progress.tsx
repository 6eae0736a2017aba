import * as ProgressPrimitive from '@radix-ui/react-progress';

import { cn } from '@/lib/cn';

export interface ProgressBarProps {
  /** 0 to `max`. */
  value: number;
  max?: number;
  /** What the bar measures, for screen readers, e.g. "Module progress". */
  label: string;
  /** The text read with the value, e.g. "3 of 5 lessons completed". */
  valueText?: string;
  className?: string;
  /** The fill colour, e.g. 'bg-success'. */
  indicatorClassName?: string;
}

/** A progress bar (Radix Progress): a track with a coloured fill. */
export function ProgressBar({
  value,
  max = 100,
  label,
  valueText,
  className,
  indicatorClassName,
}: ProgressBarProps) {
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const percent = (clamped / safeMax) * 100;
  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={safeMax}
      aria-label={label}
      getValueLabel={valueText ? () => valueText : undefined}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <ProgressPrimitive.Indicator
        className={cn(
          'h-full w-full rounded-full bg-primary-600 transition-transform duration-500 ease-out',
          indicatorClassName,
        )}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
