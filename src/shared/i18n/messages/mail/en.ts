// mail: English.

export const mailEn = {
  team: 'The SafeKid Tag team',
} as const;
