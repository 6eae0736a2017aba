import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

export const inputClasses =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-400 transition-colors sm:text-sm ' +
  'focus:border-primary-500 focus:outline-none focus:ring-3 focus:ring-primary-200 ' +
  'aria-invalid:border-danger aria-invalid:focus:ring-danger-soft ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClasses, className)} {...props} />;
}

/** A native select in the inputs' look (room on the right for the browser's arrow). */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(inputClasses, 'pr-8', className)} {...props} />;
}

/** A multi-line input in the inputs' look, as tall as its rows. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(inputClasses, 'h-auto py-2', className)} {...props} />;
}
