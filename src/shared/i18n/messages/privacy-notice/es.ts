// privacyNotice: es.
import type { Messages } from '../../catalogue-types.ts';
import type { privacyNoticeEn } from './en.ts';

export const privacyNoticeEs = {} satisfies Messages<typeof privacyNoticeEn>;
