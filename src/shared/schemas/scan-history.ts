// The parent's side of scans (issue 16): the alert switch of a tag and the history of its scans.
import { z } from 'zod';
import { messageRef } from '../message-ref.ts';

/** PUT /api/tags/{id}/alerts. */
const alertsMessage = {
  required_error: messageRef('validation.alertsEnabled'),
  invalid_type_error: messageRef('validation.alertsEnabled'),
};
export const tagAlertsSchema = z.object({ enabled: z.boolean(alertsMessage) }, alertsMessage);
export type TagAlertsInput = z.infer<typeof tagAlertsSchema>;
export type TagAlerts = { id: string; alertsEnabled: boolean };

/** A location the responder chose to share (WGS84 degrees; accuracy in metres). */
export type SharedLocation = { latitude: number; longitude: number; accuracy: number | null; at: string };
/** A call-back number the responder chose to send. */
export type SharedContact = { name: string; phone: string; message: string | null; at: string };

/** One scan as the owner sees it: never the client hash or the alert bookkeeping. */
export type ScanRecord = {
  scannedAt: string;
  /** Coarse, e.g. 'Android phone, Chrome'. */
  device: string;
  /** The page's language for this scan (en, it, de, fr, es). */
  language: string;
  whileLost: boolean;
  location: SharedLocation | null;
  contact: SharedContact | null;
};

/**
 * GET /api/tags/{id}/scans (issue 28): every scan carrying a responder's share of the last 90 days
 * (newest share first; on the first page only, later pages answer none), on their own so no flood of openings can push one out of sight; and one page
 * of openings, newest first, with the cursor of the next (older) page, null at the end.
 */
export type ScanHistory = {
  shares: ScanRecord[];
  scans: ScanRecord[];
  nextCursor: string | null;
  retentionDays: number;
};

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
