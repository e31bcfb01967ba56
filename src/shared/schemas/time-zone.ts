// The parent's time zone: the IANA name their browser reports
// (`Intl.DateTimeFormat().resolvedOptions().timeZone`), sent with registration and sign-in so alert
// mails show the time where the parent is. Validated by Intl itself, so it is a zone the server can
// format in; stored in Intl's canonical spelling ('europe/rome' → 'Europe/Rome').
import { z } from 'zod';
import { TIME_ZONE_MAX_LENGTH } from '../constants.ts';
import { messageRef } from '../message-ref.ts';

/** Intl's own name for the zone, or null when Intl does not know it. */
export function canonicalTimeZone(value: string): string | null {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const timeZoneSchema = z
  .string({ invalid_type_error: messageRef('validation.timeZone') })
  .min(1, messageRef('validation.timeZone'))
  .max(TIME_ZONE_MAX_LENGTH, messageRef('validation.timeZone'))
  .transform((value, ctx) => {
    const zone = canonicalTimeZone(value);
    if (zone === null) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: messageRef('validation.timeZone') });
      return z.NEVER;
    }
    return zone;
  });
