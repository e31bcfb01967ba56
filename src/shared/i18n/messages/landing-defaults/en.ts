// landingDefaults: English.

export const landingDefaultsEn = {} as const;
