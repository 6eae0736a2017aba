import { Loader2, type LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';

import { cn } from '@/lib/cn';

export type ButtonVariant =
  'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'warning' | 'success';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 ' +
  'disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary-600 text-white shadow-sm hover:bg-primary-700',
  secondary: 'bg-primary-50 text-primary-700 hover:bg-primary-100',
  outline: 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  destructive: 'bg-danger text-white shadow-sm hover:bg-red-700',
  warning: 'bg-orange-700 text-white shadow-sm hover:bg-orange-800',
  success: 'bg-green-700 text-white shadow-sm hover:bg-green-800',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
};

/** The classes of a button, for links that look like one. */
export function buttonVariants({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon before the label. */
  icon?: LucideIcon;
  /** The button's action is running: a spinner stands in for the icon, and aria-busy says so. */
  isBusy?: boolean;
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  icon,
  isBusy,
  children,
  ...props
}: ButtonProps) {
  const Icon = isBusy ? Loader2 : icon;
  return (
    <button
      type={type}
      className={buttonVariants({ variant, size, className })}
      aria-busy={isBusy}
      {...props}
    >
      {Icon ? <Icon aria-hidden="true" className={isBusy ? 'animate-spin' : undefined} /> : null}
      {children}
    </button>
  );
}
