// privacyNotice: English.

export const privacyNoticeEn = {} as const;
