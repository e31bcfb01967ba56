// mail: it.
import type { Messages } from '../../catalogue-types.ts';
import type { mailEn } from './en.ts';

export const mailIt = {
  team: 'Il team di SafeKid Tag',
} satisfies Messages<typeof mailEn>;
