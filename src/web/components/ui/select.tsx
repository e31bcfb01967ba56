// A native <select>: accessible, works without JavaScript, and small.
import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

export function Select({
  className,
  ref,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <select
      ref={ref}
      className={cn(
        'flex h-11 w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600',
        className,
      )}
      {...props}
    />
  );
}
