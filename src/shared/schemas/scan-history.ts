// The parent's side of scans: the alert switch of a tag and the history of its scans.
import { z } from 'zod';
import { messageRef } from '../message-ref.ts';

/** PUT /api/tags/{id}/alerts. */
const alertsMessage = {
  required_error: messageRef('validation.alertsEnabled'),
  invalid_type_error: messageRef('validation.alertsEnabled'),
};
export const tagAlertsSchema = z.object({ enabled: z.boolean(alertsMessage) }, alertsMessage);
export type TagAlertsInput = z.infer<typeof tagAlertsSchema>;
export const tagAlertsAnswerSchema = z.object({ id: z.string(), alertsEnabled: z.boolean() });
export type TagAlerts = z.infer<typeof tagAlertsAnswerSchema>;

/** A location the responder chose to share (WGS84 degrees; accuracy in metres). */
export const sharedLocationSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  accuracy: z.number().nullable(),
  at: z.string().datetime(),
});
export type SharedLocation = z.infer<typeof sharedLocationSchema>;
/** A call-back number the responder chose to send. */
export const sharedContactSchema = z.object({
  name: z.string(),
  phone: z.string(),
  message: z.string().nullable(),
  at: z.string().datetime(),
});
export type SharedContact = z.infer<typeof sharedContactSchema>;

/** One scan as the owner sees it: never the client hash or the alert bookkeeping. */
export const scanRecordSchema = z.object({
  scannedAt: z.string().datetime(),
  /** Coarse, e.g. 'Android phone, Chrome'. */
  device: z.string(),
  /** The page's language for this scan (en, it, de, fr, es). */
  language: z.string(),
  whileLost: z.boolean(),
  location: sharedLocationSchema.nullable(),
  contact: sharedContactSchema.nullable(),
});
export type ScanRecord = z.infer<typeof scanRecordSchema>;

/**
 * GET /api/tags/{id}/scans: every scan carrying a responder's share of the last 90 days (newest share
 * first; on the first page only, later pages answer none), on their own so no flood of openings can
 * push one out of sight; and one page of openings, newest first, with the cursor of the next (older)
 * page, null at the end.
 */
export const scanHistorySchema = z.object({
  shares: z.array(scanRecordSchema),
  scans: z.array(scanRecordSchema),
  nextCursor: z.string().nullable(),
  retentionDays: z.number(),
});
export type ScanHistory = z.infer<typeof scanHistorySchema>;

/** `?before=` is the opaque cursor a previous page answered as `nextCursor`. */
export const scanHistoryQuerySchema = z.object(
  {
    before: z
      .string({ invalid_type_error: messageRef('validation.historyCursor') })
      .max(200, messageRef('validation.historyCursor'))
      .optional(),
  },
  { invalid_type_error: messageRef('validation.historyCursor') },
);
