// Lost-child mode: the parent's message and call-back number shown above everything on the
// public page, for a fixed time. One schema for the dashboard's dialog and PUT /api/tags/{id}/lost.
import { z } from 'zod';
import { isPlausiblePhone } from '../phone-rules.ts';
import { messageRef } from '../message-ref.ts';
import { isStorableText } from './storable-text.ts';

export const LOST_MESSAGE_MAX_LENGTH = 200;
/** The durations a parent may choose: 4 hours, a day, three days. */
export const LOST_HOURS = [4, 24, 72] as const;
export type LostHours = (typeof LOST_HOURS)[number];

export const lostModeSchema = z.object({
  message: z
    .string({
      required_error: messageRef('lostMode.messageRequired'),
      invalid_type_error: messageRef('lostMode.messageRequired'),
    })
    .trim()
    .min(1, messageRef('lostMode.messageRequired'))
    .max(LOST_MESSAGE_MAX_LENGTH, messageRef('lostMode.messageTooLong', { max: LOST_MESSAGE_MAX_LENGTH }))
    .refine(isStorableText, messageRef('lostMode.messageRequired')),
  phone: z
    .string({
      required_error: messageRef('lostMode.phoneInvalid'),
      invalid_type_error: messageRef('lostMode.phoneInvalid'),
    })
    .trim()
    .refine(isPlausiblePhone, messageRef('lostMode.phoneInvalid')),
  hours: z.union([z.literal(4), z.literal(24), z.literal(72)], {
    errorMap: () => ({ message: messageRef('lostMode.hoursInvalid') }),
  }),
});
export type LostModeInput = z.infer<typeof lostModeSchema>;

/** A tag's lost mode while it lasts (`until` in ISO 8601); null when it is off or over. */
export const lostModeAnswerSchema = z.object({
  message: z.string(),
  phone: z.string(),
  until: z.string().datetime(),
});
export type LostMode = z.infer<typeof lostModeAnswerSchema>;

/** A tag's stored columns as the answer shows them: lost only while `until` is still ahead of `now`. */
export function lostModeOf(
  row: { lostMessage: string | null; lostPhone: string | null; lostUntil: Date | null },
  now: Date,
): LostMode | null {
  const { lostMessage, lostPhone, lostUntil } = row;
  if (lostMessage === null || lostPhone === null || lostUntil === null) return null;
  if (lostUntil.getTime() <= now.getTime()) return null;
  return { message: lostMessage, phone: lostPhone, until: lostUntil.toISOString() };
}
