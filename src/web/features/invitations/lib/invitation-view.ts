// What the invitation page shows: decided once from the invitation's status and who is signed in.
// Only a pending invitation can be accepted, and only by the invited address's own account (e-mail
// compared as the users table keeps it: trimmed, lower case); the server checks the same again.

export type InvitationStatus = 'pending' | 'expired' | 'withdrawn' | 'accepted';

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
