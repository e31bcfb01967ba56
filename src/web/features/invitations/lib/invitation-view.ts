// What the invitation page shows: decided once from the invitation's status and who is signed in.
// Only a pending invitation can be accepted, and only by the invited address's own account (e-mail
// compared as the users table keeps it: trimmed, lower case); the server checks the same again.
import type { Translate } from '#shared/i18n/translator.ts';
import type { InvitationStatus } from '#shared/schemas/family.ts';

export type InvitationView =
  /** No longer open: the page says why. */
  | 'expired'
  | 'withdrawn'
  | 'accepted'
  /** Pending, nobody signed in: sign in or create an account, then come back. */
  | 'signIn'
  /** Pending, signed in with another address: say which address, offer to switch. */
  | 'otherAddress'
  /** Pending, signed in with the invited address. */
  | 'accept';

export const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function invitationView(
  invitation: { status: InvitationStatus; email: string },
  user: { email: string } | null,
): InvitationView {
  if (invitation.status !== 'pending') return invitation.status;
  if (!user) return 'signIn';
  return sameAddress(user.email, invitation.email) ? 'accept' : 'otherAddress';
}

/** The page's first line: who invites, for which child; either may have no name. */
export function invitationIntro(
  invitation: { inviterName: string | null; childName: string | null },
  t: Translate,
): string {
  const inviterName = invitation.inviterName?.trim();
  const childName = invitation.childName?.trim();
  if (inviterName && childName) return t('coGuardians.invitation.invites', { inviterName, childName });
  if (inviterName) return t('coGuardians.invitation.invitesUnnamed', { inviterName });
  if (childName) return t('coGuardians.invitation.invitedBySomeone', { childName });
  return t('coGuardians.invitation.invitedBySomeoneUnnamed');
}

/** Why an invitation is closed, naming who sent it when they have a name. */
export function closedText(
  view: 'expired' | 'withdrawn' | 'accepted',
  inviterName: string | null,
  t: Translate,
): string {
  const name = inviterName?.trim();
  if (view === 'accepted') return t('coGuardians.invitation.alreadyAccepted');
  if (view === 'expired')
    return name ? t('coGuardians.invitation.expired', { inviterName: name }) : t('errors.invitationExpired');
  return name
    ? t('coGuardians.invitation.withdrawn', { inviterName: name })
    : t('errors.invitationWithdrawn');
}
