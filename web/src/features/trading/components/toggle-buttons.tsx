import { cn } from '@/lib/cn';

export interface ToggleOption<T extends string> {
  value: T;
  label: string;
}

/** A row of buttons of which one is pressed (aria-pressed), e.g. a chart's range or interval. */
export function ToggleButtons<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  /** Names the group, e.g. 'Performance range'. */
  label: string;
  options: readonly ToggleOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('inline-flex shrink-0 gap-1 rounded-lg bg-slate-100 p-1', className)}
    >
      {options.map((option) => {
        const isPressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={isPressed}
            onClick={() => onChange(option.value)}
            className={cn(
              'min-w-10 rounded-md px-2.5 py-1.5 text-xs font-semibold transition-colors sm:text-sm',
              'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600',
              isPressed
                ? 'bg-white text-primary-700 shadow-sm'
                : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
