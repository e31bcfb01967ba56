// Every responder dictionary at once, for the server (it renders whichever language a request
// chose). The browser never imports this file: it reads the one dictionary the server embedded in
// the page (decision 105).
import type { Language } from './languages.ts';
import { responderTextDe } from './responder-text.de.ts';
import { responderTextEn } from './responder-text.en.ts';
import { responderTextEs } from './responder-text.es.ts';
import { responderTextFr } from './responder-text.fr.ts';
import { responderTextIt } from './responder-text.it.ts';
import type { ResponderText } from './responder-text.ts';

export const RESPONDER_TEXTS: Readonly<Record<Language, ResponderText>> = {
  en: responderTextEn,
  it: responderTextIt,
  de: responderTextDe,
  fr: responderTextFr,
  es: responderTextEs,
};
