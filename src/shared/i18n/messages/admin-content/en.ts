// adminContent: English.

export const adminContentEn = {} as const;
