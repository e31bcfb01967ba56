// language: English.

export const languageEn = {} as const;
