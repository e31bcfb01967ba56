// noscript: fr. NOT YET TRANSLATED: a copy of English, which the catalogue test refuses.
import type { Messages } from '../../catalogue-types.ts';
import type { noscriptEn } from './en.ts';

export const noscriptFr = {
  title: 'This page needs JavaScript',
  body: 'Please turn JavaScript on in your browser settings, or open this page in another browser.',
  emergency:
    'Emergency pages, the ones a bracelet opens (/tag/…), work without JavaScript: a first responder can always read them.',
} satisfies Messages<typeof noscriptEn>;
