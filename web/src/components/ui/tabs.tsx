import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { LucideIcon } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';

import { cn } from '@/lib/cn';

/**
 * Tabs (Radix Tabs) in the app's look: a grey track whose active tab is a white
 * pill. Arrow keys move between tabs; give the list an `aria-label`.
 */
export const Tabs = TabsPrimitive.Root;

export function TabsList({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'flex w-full gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 sm:w-fit',
        className,
      )}
      {...props}
    />
  );
}

export interface TabsTriggerProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger> {
  /** An icon before the label, from the sm breakpoint up: on a phone the labels alone fit. */
  icon?: LucideIcon;
}

export function TabsTrigger({ className, icon: Icon, children, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex flex-1 shrink-0 items-center justify-center gap-1.5 rounded-lg px-2 py-2 text-xs font-semibold whitespace-nowrap text-slate-600',
        'transition-colors hover:text-slate-900 sm:flex-none sm:px-4 sm:text-sm [&_svg]:size-4 [&_svg]:shrink-0',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600',
        'data-[state=active]:bg-white data-[state=active]:text-primary-700 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    >
      {Icon ? <Icon aria-hidden="true" className="hidden sm:block" /> : null}
      {children}
    </TabsPrimitive.Trigger>
  );
}

export function TabsContent({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        'mt-6 rounded-lg outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600',
        className,
      )}
      {...props}
    />
  );
}
