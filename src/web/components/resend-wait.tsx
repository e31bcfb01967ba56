// "A new code in n seconds" under a verification code input (decision 018).
import { Clock } from 'lucide-react';

export function ResendWait({ children }: { children: string }) {
  return (
    <span className="flex items-center gap-1.5 text-sm text-amber-800" data-testid="resend-wait">
      <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
      {children}
    </span>
  );
}
