// The account screen's calls: password change, account deletion, and what the screen reads.
import { z } from 'zod';
import { messageRef } from '../message-ref.ts';
import { passwordSchema } from './auth.ts';
import { exportGuardianshipSchema } from './family.ts';

/** Any stored password was at most this long (registration's rule). */
const PASSWORD_MAX = 200;

/** The password the account has now: only required, its rules were checked when it was chosen. */
const currentPassword = z
  .string()
  .min(1, messageRef('account.passwordRequired'))
  .max(PASSWORD_MAX, messageRef('account.wrongPassword'));

/** POST /api/account/password: the new password follows registration's rules. */
export const passwordChangeSchema = z.object({
  currentPassword,
  newPassword: passwordSchema,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** DELETE /api/account: the current password confirms. */
export const accountDeletionSchema = z.object({ password: currentPassword });
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;

const consentSchema = z.object({ noticeVersion: z.string(), givenAt: z.string() });

/** GET /api/account: what the account screen shows. */
export const accountOverviewSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** IANA zone from the browser; null means UTC. */
  timeZone: z.string().nullable(),
  createdAt: z.string(),
  consents: z.array(consentSchema),
});
export type AccountOverview = z.infer<typeof accountOverviewSchema>;

/** GET /api/account/export: the file's outline; `format` names the version of everything inside. */
export const accountExportSchema = z.object({
  format: z.string(),
  exportedAt: z.string(),
  account: z.object({ email: z.string() }),
  consents: z.array(consentSchema),
  tags: z.array(z.object({ uniqueCode: z.string() })),
  /** Issue 34: every tag the account owns or guards, with its role and since when. */
  guardianships: z.array(exportGuardianshipSchema),
  orders: z.array(z.object({ createdAt: z.string() })),
});
