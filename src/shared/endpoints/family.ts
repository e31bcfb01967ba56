// Co-guardians (issue 34): a tag's family (owner and guardians), invitations by e-mail, leaving,
// removing and handing over. Any tag the caller neither owns nor guards answers 404 as an unknown one;
// a guardian asking for an owner's action answers 403 (errors.ownerOnly).
import { z } from 'zod';
import {
  familyViewSchema,
  handOverSchema,
  invitationAcceptedSchema,
  invitationCreateSchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenSchema,
} from '../schemas/family.ts';
import { tagIdParams, uuidSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

export const tagFamily = endpoint({
  method: 'GET',
  path: '/api/tags/:tagId/family',
  access: 'verified',
  summary: "The tag's owner, guardians, pending invitations and latest changes",
  params: tagIdParams,
  response: familyViewSchema,
  notFound: 'errors.tagNotFound',
});

/** Owner only. Mails the invitee a link valid 7 days; a new one to the same address replaces the old. */
export const inviteGuardian = endpoint({
  method: 'POST',
  path: '/api/tags/:tagId/invitations',
  access: 'verified',
  summary: 'Invite another adult by e-mail to look after the tag',
  params: tagIdParams,
  body: invitationCreateSchema,
  response: invitationSchema,
  status: 201,
  notFound: 'errors.tagNotFound',
});

/** Owner only; withdrawing a withdrawn, accepted or unknown invitation of the tag is the same success. */
export const withdrawInvitation = endpoint({
  method: 'DELETE',
  path: '/api/tags/:tagId/invitations/:invitationId',
  access: 'verified',
  summary: 'Withdraw a pending invitation',
  params: tagIdParams.extend({ invitationId: uuidSchema }),
  response: 'empty',
  status: 204,
  notFound: 'errors.tagNotFound',
});

/** The owner removes any guardian; a guardian removes only themselves (leaves). */
export const removeGuardian = endpoint({
  method: 'DELETE',
  path: '/api/tags/:tagId/guardians/:userId',
  access: 'verified',
  summary: 'Remove a guardian, or leave the tag as one',
  params: tagIdParams.extend({ userId: uuidSchema }),
  response: 'empty',
  status: 204,
  notFound: 'errors.tagNotFound',
});

/** Owner only: the guardian becomes the owner, the old owner a guardian. Answers the new family view. */
export const handOverTag = endpoint({
  method: 'POST',
  path: '/api/tags/:tagId/owner',
  access: 'verified',
  summary: 'Hand the tag over to one of its guardians',
  params: tagIdParams,
  body: handOverSchema,
  response: familyViewSchema,
  notFound: 'errors.tagNotFound',
});

/** The raw token from the mailed link; a malformed one answers as an unknown one. */
const invitationTokenParams = z.object({ token: invitationTokenSchema });

/** Unknown tokens count against a per-address miss limit (429), as unknown tag codes do. */
export const invitationPreview = endpoint({
  method: 'GET',
  path: '/api/invitations/:token',
  access: 'public',
  summary: 'Who invites, for which child, to which address, and whether it is still open',
  params: invitationTokenParams,
  response: invitationPreviewSchema,
  notFound: 'errors.invitationNotFound',
});

/** Signed in with the invited address only; accepting again is the same success. */
export const acceptInvitation = endpoint({
  method: 'POST',
  path: '/api/invitations/:token/accept',
  access: 'verified',
  summary: 'Accept an invitation: the tag joins the dashboard',
  params: invitationTokenParams,
  response: invitationAcceptedSchema,
  notFound: 'errors.invitationNotFound',
});
