// The tag page's "Family" (issue 34): who looks after the tag. The owner invites by e-mail, sees the
// invitations not yet accepted (Withdraw), and can remove a guardian or make one the owner; a guardian
// can leave. A deactivated tag takes no new invitations (the server refuses them too).
import type { TagDetails } from '#shared/schemas/tag.ts';
import { useCurrentUser } from '../../../../api/current-user.ts';
import { useT } from '../../../../i18n/i18n-context.tsx';
import { useTagFamily } from '../../api/tag-family.ts';
import { FamilyMembers } from './family-members.tsx';
import { InviteForm } from './invite-form.tsx';
import { LeaveControl } from './leave-control.tsx';
import { memberName } from './member-name.ts';
import { PendingInvitations } from './pending-invitations.tsx';

export function FamilySection({ tag }: { tag: Pick<TagDetails, 'id' | 'deactivatedAt'> }) {
  const t = useT();
  const { user } = useCurrentUser();
  const family = useTagFamily(tag.id);

  if (family.isLoading) return <p>{t('coGuardians.familyLoading')}</p>;
  if (!family.data) {
    return (
      <p role="alert" className="text-red-800">
        {t('coGuardians.familyLoadError')}
      </p>
    );
  }
  const view = family.data;
  return (
    <div className="grid gap-4" data-testid="family">
      <FamilyMembers tagId={tag.id} family={view} ownUserId={user?.id} ownEmail={user?.email} />
      {view.role === 'owner' && <PendingInvitations tagId={tag.id} invitations={view.invitations} />}
      {view.role === 'owner' && tag.deactivatedAt === null && <InviteForm tagId={tag.id} />}
      {view.role === 'guardian' && user && (
        <LeaveControl tagId={tag.id} ownUserId={user.id} ownerName={memberName(view.owner)} />
      )}
    </div>
  );
}
