// "Shared by Marco": on a tag another parent owns and shares with this one (issue 34), on its
// dashboard card and its page. Nothing on the parent's own tags.
import { Users } from 'lucide-react';
import type { TagRole } from '#shared/schemas/family.ts';
import { useT } from '../../../i18n/i18n-context.tsx';

export function SharedBy({ tag }: { tag: { role: TagRole; ownerName: string | null } }) {
  const t = useT();
  if (tag.role !== 'guardian') return null;
  return (
    <p className="flex items-center gap-2 text-sm text-gray-700" data-testid="shared-by">
      <Users className="h-4 w-4 shrink-0 text-gray-500" aria-hidden="true" />
      {tag.ownerName
        ? t('coGuardians.sharedBy', { ownerName: tag.ownerName })
        : t('coGuardians.sharedWithYou')}
    </p>
  );
}
