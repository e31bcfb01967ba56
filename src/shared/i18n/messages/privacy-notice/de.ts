// privacyNotice: de.
import type { Messages } from '../../catalogue-types.ts';
import type { privacyNoticeEn } from './en.ts';

export const privacyNoticeDe = {} satisfies Messages<typeof privacyNoticeEn>;
