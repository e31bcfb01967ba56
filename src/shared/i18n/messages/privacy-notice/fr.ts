// privacyNotice: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { privacyNoticeEn } from './en.ts';

export const privacyNoticeFr = {} satisfies Messages<typeof privacyNoticeEn>;
