// The name of every text: 'auth.loginHeading', 'admin.tabs.header'. Derived from the English
// catalogue's type only, so the browser imports no text through it.
import type { CatalogueEn } from './messages/index.ts';

type Leaves<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<CatalogueEn, ''>;

/** The part of the catalogue a key starts with ('auth' for 'auth.loginHeading'). */
export type MessageDomain = keyof CatalogueEn;
