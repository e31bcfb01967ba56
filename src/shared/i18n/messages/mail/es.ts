// mail: es.
import type { Messages } from '../../catalogue-types.ts';
import type { mailEn } from './en.ts';

export const mailEs = {
  team: 'El equipo de SafeKid Tag',
} satisfies Messages<typeof mailEn>;
