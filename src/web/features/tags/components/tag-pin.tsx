// Issue 17: the tag's PIN on its dashboard card, and a new one on request.
import { KeyRound } from 'lucide-react';
import { dashboardText } from '#shared/text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useNewTagPin } from '../api/new-tag-pin.ts';

export function TagPin({ tagId, pin }: { tagId: string; pin: string }) {
  const renew = useNewTagPin(tagId);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <KeyRound className="h-4 w-4 text-gray-500" aria-hidden="true" />
      <span>
        {dashboardText.pin}:{' '}
        <span className="font-mono font-semibold text-gray-900" data-testid="tag-pin">
          {pin}
        </span>
      </span>
      <Button variant="outline" size="sm" onClick={() => renew.mutate()} disabled={renew.isPending}>
        {renew.isPending ? dashboardText.newPinPending : dashboardText.newPin}
      </Button>
    </div>
  );
}
