// The shape of every responder dictionary: the English one's, every text a string. Dictionaries are
// data only (texts, '{name}' placeholders, plural forms), so the server can embed the chosen one in
// the public page and the browser never downloads the other four (decision 105).
import type { responderTextEn } from './responder-text.en.ts';

type Widen<T> = T extends string ? string : { readonly [K in keyof T]: Widen<T[K]> };

/** A missing or extra key in a translation fails `tsc`. */
export type ResponderText = Widen<typeof responderTextEn>;
