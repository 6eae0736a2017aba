import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';
import { dismissToast, useToasts, type ToastVariant } from '@/lib/toast';

/** docs/product.md section 9: 5000 ms, swipe 50 px to the right, F8 focuses the region. */
export const TOAST_DURATION_MS = 5000;

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-green-200 bg-white text-slate-900',
  destructive: 'border-red-700 bg-danger text-white',
};

const variantIcons = {
  default: <Info aria-hidden="true" className="size-5 text-primary-600" />,
  success: <CircleCheck aria-hidden="true" className="size-5 text-success" />,
  destructive: <CircleAlert aria-hidden="true" className="size-5 text-white" />,
} satisfies Record<ToastVariant, ReactNode>;

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
    >
      {toasts.map(({ id, title, description, variant = 'default', open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={variant}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-2 rounded-xl border p-3 pr-9 shadow-lg sm:gap-3 sm:p-4 sm:pr-10',
            // On a phone the toasts lie in one pile, the newest on top and the older ones only as
            // an edge behind it, so two take the room of one (see the viewport below).
            'max-sm:[grid-area:1/1] max-sm:not-last:-translate-y-2 max-sm:not-last:scale-95 max-sm:not-last:*:opacity-0',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-out',
            variantClasses[variant],
          )}
        >
          <span className="mt-0.5">{variantIcons[variant]}</span>
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description ? (
              <ToastPrimitive.Description
                className={cn(
                  // Two lines at most on a phone, so a toast never covers much of the page.
                  'text-sm max-sm:line-clamp-2',
                  variant === 'destructive' ? 'text-red-50' : 'text-slate-600',
                )}
              >
                {description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className={cn(
              'absolute top-2.5 right-2.5 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-2',
              variant === 'destructive'
                ? 'text-white focus-visible:outline-white'
                : 'text-slate-500',
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/*
        A modal dialog hides everything outside it from assistive technology, except live
        regions: aria-live="off" keeps the notifications reachable (and their close buttons
        usable) while a dialog is open, without announcing them twice (Radix announces each toast).
      */}
      {/*
        At the bottom, where they cover no part of the header (the points and the account menu):
        on a phone just above the bottom bar, in one pile (a grid of one cell), from lg (no
        bottom bar) in the bottom right corner, one above the other.
      */}
      <ToastPrimitive.Viewport
        aria-live="off"
        hotkey={['F8']}
        className="fixed right-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-[100] grid max-h-dvh w-full gap-2 p-2 outline-none sm:flex sm:max-w-sm sm:flex-col sm:p-4 lg:bottom-0"
      />
    </ToastPrimitive.Provider>
  );
}
