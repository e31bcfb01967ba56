// Co-guardians (issue 34): another adult looks after one child's tag beside its owner. One schema for
// the browser and the server; the list of change actions is the single place that names them (the
// database's check is built from it).
import { z } from 'zod';
import { emailSchema } from './auth.ts';

/** What the signed-in parent is to a tag: its owner, or a guardian the owner invited. */
export const TAG_ROLES = ['owner', 'guardian'] as const;
export const tagRoleSchema = z.enum(TAG_ROLES);
export type TagRole = z.infer<typeof tagRoleSchema>;

/**
 * Every kind of change a tag's page lists ("Edited by Marco, 2 days ago"). Adding a kind is one line
 * here and a generated migration (the table's check follows this list).
 */
export const TAG_CHANGE_ACTIONS = [
  'edited',
  'lostOn',
  'lostOff',
  'pinRenewed',
  'alertsChanged',
  'guardianJoined',
  'guardianLeft',
  'guardianRemoved',
  'handedOver',
  'moved',
  'deactivated',
  'photoChanged',
] as const;
export const tagChangeActionSchema = z.enum(TAG_CHANGE_ACTIONS);
export type TagChangeAction = z.infer<typeof tagChangeActionSchema>;

/** Guardians and pending invitations together, per tag. */
export const FAMILY_MAX = 5;
/** An invitation's life. */
export const INVITATION_DAYS = 7;

/** In the tag list and the tag's details: whose it is, as the signed-in parent sees it. */
export const tagRoleFieldsSchema = z.object({
  role: tagRoleSchema,
  /** The owner's first name on a shared tag ("Shared by {ownerName}"); null on the parent's own. */
  ownerName: z.string().nullable(),
});

export const familyMemberSchema = z.object({
  userId: z.string(),
  firstName: z.string().nullable(),
  email: z.string(),
  /** When they became a guardian. */
  since: z.string().datetime(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string().datetime(),
  expiresAt: z.string().datetime(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const tagChangeSchema = z.object({
  /** The actor's first name at the time; null when they had none. */
  actorName: z.string().nullable(),
  action: tagChangeActionSchema,
  at: z.string().datetime(),
});
export type TagChange = z.infer<typeof tagChangeSchema>;

/** GET /api/tags/{id}/family: the owner, the guardians, pending invitations (owner only), latest changes. */
export const familyViewSchema = z.object({
  role: tagRoleSchema,
  owner: z.object({ firstName: z.string().nullable(), email: z.string() }),
  guardians: z.array(familyMemberSchema),
  /** Pending ones, for the owner; a guardian gets []. */
  invitations: z.array(invitationSchema),
  /** The latest 10, newest first. */
  changes: z.array(tagChangeSchema),
});
export type FamilyView = z.infer<typeof familyViewSchema>;

/** POST /api/tags/{id}/invitations. */
export const invitationCreateSchema = z.object({ email: emailSchema });
export type InvitationCreateInput = z.infer<typeof invitationCreateSchema>;

/** POST /api/tags/{id}/owner: the guardian who becomes the owner. */
export const handOverSchema = z.object({ userId: z.string().uuid() });
export type HandOverInput = z.infer<typeof handOverSchema>;

export const INVITATION_STATUSES = ['pending', 'expired', 'withdrawn', 'accepted'] as const;
export const invitationStatusSchema = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

/** GET /api/invitations/{token}: what the acceptance page shows, signed in or not. */
export const invitationPreviewSchema = z.object({
  inviterName: z.string().nullable(),
  childName: z.string().nullable(),
  email: z.string(),
  status: invitationStatusSchema,
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /api/invitations/{token}/accept. */
export const invitationAcceptedSchema = z.object({ tagId: z.string() });
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>;

/** The export's guardianships: every tag the account owns or looks after with others. */
export const exportGuardianshipSchema = z.object({
  childName: z.string().nullable(),
  uniqueCode: z.string(),
  role: tagRoleSchema,
  since: z.string(),
});

/** The raw token in the mailed link: 32 random bytes, base64url. */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
