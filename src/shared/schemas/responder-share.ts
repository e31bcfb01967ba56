// What a responder may send the parents from the public page, only on their own action: a
// location, or a call-back number. One schema for the page and the server; its messages name catalogue
// texts, which the server answers in the request's language (the page shows its own words).
import { z } from 'zod';
import {
  SHARE_ACCURACY_MAX_M,
  SHARE_MESSAGE_MAX_LENGTH,
  SHARE_NAME_MAX_LENGTH,
} from '../responder-share-rules.ts';
import { isPlausiblePhone, PHONE_MAX_DIGITS, PHONE_MAX_LENGTH, PHONE_MIN_DIGITS } from '../phone-rules.ts';
import { messageRef } from '../message-ref.ts';
import { isStorableText } from './storable-text.ts';

/** The schemas' messages: catalogue texts, shown in the reader's language (message-ref.ts). */
const shareText = {
  latitudeRange: messageRef('validation.latitudeRange'),
  longitudeRange: messageRef('validation.longitudeRange'),
  accuracyRange: messageRef('validation.accuracyRange', { max: SHARE_ACCURACY_MAX_M }),
  nameRequired: messageRef('validation.shareNameRequired'),
  nameTooLong: messageRef('validation.shareNameTooLong', { max: SHARE_NAME_MAX_LENGTH }),
  phoneInvalid: messageRef('validation.sharePhoneInvalid', {
    min: PHONE_MIN_DIGITS,
    max: PHONE_MAX_DIGITS,
    length: PHONE_MAX_LENGTH,
  }),
  messageTooLong: messageRef('validation.shareMessageTooLong', { max: SHARE_MESSAGE_MAX_LENGTH }),
  invalidCharacter: messageRef('validation.invalidCharacter'),
} as const;

/** A number in [min, max] (`gtMin`: strictly above min); the range also refuses ±Infinity (JSON's 1e309). */
const bounded = (min: number, max: number, message: string, gtMin = false) => {
  const number = z.number({ invalid_type_error: message, required_error: message });
  return (gtMin ? number.gt(min, message) : number.gte(min, message)).lte(max, message);
};

export const locationShareSchema = z
  .object({
    latitude: bounded(-90, 90, shareText.latitudeRange),
    longitude: bounded(-180, 180, shareText.longitudeRange),
    accuracy: bounded(0, SHARE_ACCURACY_MAX_M, shareText.accuracyRange, true),
  })
  .strict();
export type LocationShare = z.infer<typeof locationShareSchema>;

const text = (message: string) => z.string({ invalid_type_error: message, required_error: message }).trim();

export const contactShareSchema = z
  .object({
    name: text(shareText.nameRequired)
      .min(1, shareText.nameRequired)
      .max(SHARE_NAME_MAX_LENGTH, shareText.nameTooLong)
      .refine(isStorableText, shareText.invalidCharacter),
    phone: text(shareText.phoneInvalid).refine(isPlausiblePhone, shareText.phoneInvalid),
    /** Optional; empty means none. */
    message: text(shareText.messageTooLong)
      .max(SHARE_MESSAGE_MAX_LENGTH, shareText.messageTooLong)
      .refine(isStorableText, shareText.invalidCharacter)
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .strict();
export type ContactShare = z.infer<typeof contactShareSchema>;
export type ContactShareInput = z.input<typeof contactShareSchema>;
