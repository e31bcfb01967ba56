// privacyNotice: it.
import type { Messages } from '../../catalogue-types.ts';
import type { privacyNoticeEn } from './en.ts';

export const privacyNoticeIt = {} satisfies Messages<typeof privacyNoticeEn>;
