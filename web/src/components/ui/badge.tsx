import type { LucideIcon } from 'lucide-react';
import type { HTMLAttributes } from 'react';

import { cn } from '@/lib/cn';

export type BadgeVariant = 'neutral' | 'primary' | 'success' | 'warning' | 'guest' | 'destructive';

const variants: Record<BadgeVariant, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  primary: 'bg-primary-50 text-primary-700 ring-primary-200',
  success: 'bg-success-soft text-green-800 ring-green-200',
  warning: 'bg-warning-soft text-amber-800 ring-amber-200',
  guest: 'bg-orange-100 text-orange-800 ring-orange-300',
  destructive: 'bg-danger-soft text-red-800 ring-red-200',
};

export type BadgeSize = 'sm' | 'md';

const sizes: Record<BadgeSize, string> = {
  sm: 'px-2.5 py-0.5 text-xs [&_svg]:size-3.5',
  md: 'px-3 py-1 text-xs sm:text-sm [&_svg]:size-4',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
  size?: BadgeSize;
  /** An icon before the text. */
  icon?: LucideIcon;
}

export function Badge({
  variant = 'neutral',
  size = 'sm',
  icon: Icon,
  className,
  children,
  ...props
}: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full font-semibold whitespace-nowrap ring-1 ring-inset',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    >
      {Icon ? <Icon aria-hidden="true" /> : null}
      {children}
    </span>
  );
}
