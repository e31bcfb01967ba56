// fieldTemplates: English.

export const fieldTemplatesEn = {} as const;
