// mail: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { mailEn } from './en.ts';

export const mailFr = {
  team: "L'équipe SafeKid Tag",
} satisfies Messages<typeof mailEn>;
