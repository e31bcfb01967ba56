// mail: de.
import type { Messages } from '../../catalogue-types.ts';
import type { mailEn } from './en.ts';

export const mailDe = {
  team: 'Ihr SafeKid-Tag-Team',
} satisfies Messages<typeof mailEn>;
