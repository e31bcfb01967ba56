// The info banner of each wizard step (SPEC §2).
import { Info } from 'lucide-react';

export function WizardBanner({ children }: { children: string }) {
  return (
    <div
      className="flex gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900"
      role="note"
    >
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}
