// What the public page's forms answered (issue 35): the server renders it into the page it sends
// back, whether the form was posted by the browser (no script) or by the page's island.
import type { EmergencyField } from '#shared/schemas/tag.ts';

/** A refusal the responder is told: a plain failure, or the wait the server asked for (429). */
export type ShareRefusal = 'failed' | { waitMinutes: number };

/** The PIN box's answer: the protected fields, or why not. */
export type UnlockAnswer = { fields: EmergencyField[] } | { problem: 'wrong' | 'pinDigits' | ShareRefusal };

export type ContactValues = { name: string; phone: string; message: string };

/** The call-back form's answer: sent, or the form again with what the responder typed and what to fix. */
export type ContactAnswer =
  | { sent: true }
  | {
      values: ContactValues;
      invalid: { name?: boolean; phone?: boolean; message?: boolean };
      problem?: ShareRefusal;
    };

export type ResponderAnswer = { unlock?: UnlockAnswer; contact?: ContactAnswer };

/** The ids of the page's parts a form's answer replaces (its island swaps the part by id). */
export const PROTECTED_FIELDS_ID = 'protected-fields';
export const SHARE_PHONE_ID = 'share-phone';
