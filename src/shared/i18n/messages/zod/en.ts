// zod: English.

export const zodEn = {} as const;
