// mail: English.

export const mailEn = {} as const;
