// The people who look after the tag: the owner first, then the guardians with since when. The signed-in
// parent's own row says "You"; the owner sees Make owner and Remove on each guardian's row.
import { formatDate } from '#shared/i18n/format.ts';
import type { FamilyView } from '#shared/schemas/family.ts';
import { useLocale, useT } from '../../../../i18n/i18n-context.tsx';
import { GuardianActions } from './guardian-actions.tsx';
import { memberName } from './member-name.ts';

function Row({
  name,
  email,
  role,
  you,
  since,
  children,
}: {
  name: string;
  email: string;
  role: string;
  you: boolean;
  since?: string;
  children?: React.ReactNode;
}) {
  const t = useT();
  return (
    <li className="grid gap-2 rounded-lg border border-gray-200 p-3" data-testid="family-member">
      <div className="grid min-w-0 gap-0.5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold break-all text-gray-900">{name}</span>
          <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-800">
            {role}
          </span>
          {you && (
            <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
              {t('coGuardians.you')}
            </span>
          )}
        </p>
        {email !== name && <p className="break-all text-gray-600">{email}</p>}
        {since && <p className="text-xs text-gray-600">{since}</p>}
      </div>
      {children}
    </li>
  );
}

export function FamilyMembers({
  tagId,
  family,
  ownUserId,
  ownEmail,
}: {
  tagId: string;
  family: FamilyView;
  ownUserId: string | undefined;
  ownEmail: string | undefined;
}) {
  const t = useT();
  const language = useLocale();
  const isOwner = family.role === 'owner';
  return (
    <ul className="grid gap-2" aria-label={t('coGuardians.familyHeading')}>
      <Row
        name={memberName(family.owner)}
        email={family.owner.email}
        role={t('coGuardians.ownerRole')}
        you={isOwner || (ownEmail !== undefined && ownEmail === family.owner.email)}
      />
      {family.guardians.map((guardian) => {
        const name = memberName(guardian);
        return (
          <Row
            key={guardian.userId}
            name={name}
            email={guardian.email}
            role={t('coGuardians.guardianRole')}
            you={guardian.userId === ownUserId}
            since={t('coGuardians.since', { date: formatDate(language, new Date(guardian.since)) })}
          >
            {isOwner && <GuardianActions tagId={tagId} userId={guardian.userId} name={name} />}
          </Row>
        );
      })}
    </ul>
  );
}
