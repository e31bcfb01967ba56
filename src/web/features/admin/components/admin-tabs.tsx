// Radix Tabs styled for the dashboard: one row of triggers that scrolls sideways on a phone (never
// wider than the screen, never wrapping onto several rows), one panel per tab.
import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '../../../lib/cn.ts';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentPropsWithoutRef<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('flex gap-1 overflow-x-auto rounded-lg bg-gray-100 p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'min-h-11 shrink-0 whitespace-nowrap rounded-md px-3 text-sm font-medium text-gray-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600 data-[state=active]:bg-white data-[state=active]:text-gray-900 data-[state=active]:shadow',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentPropsWithoutRef<typeof TabsPrimitive.Content>) {
  // A force-mounted panel (kept for its typed edits) is hidden while another tab shows.
  return (
    <TabsPrimitive.Content
      className={cn('mt-6 focus-visible:outline-none data-[state=inactive]:hidden', className)}
      {...props}
    />
  );
}
