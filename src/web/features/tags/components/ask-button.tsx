// A small outline button that opens a question first (Deactivate, Remove, Make owner, Leave): it says
// so to assistive technology, and a destructive one is red at a glance.
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { destructiveOutline } from './bracelet-controls.tsx';

export function AskButton({
  destructive = false,
  label,
  className,
  onClick,
  children,
}: {
  destructive?: boolean;
  /** An accessible name that says more than the visible words (whom it is about). */
  label?: string;
  className?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      className={[className, destructive ? destructiveOutline : ''].filter(Boolean).join(' ') || undefined}
      aria-haspopup="dialog"
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
