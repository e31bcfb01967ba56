// adminContent: it.
import type { Messages } from '../../catalogue-types.ts';
import type { adminContentEn } from './en.ts';

export const adminContentIt = {
  languageLabel: 'Lingua della pagina iniziale',
  defaultLanguageNote:
    '{language} è la lingua predefinita del negozio: i visitatori vedono questi testi quando manca una traduzione.',
  translateIntro: 'Testi in {language}. Lascia un campo vuoto per mostrare il testo in {defaultLanguage}.',
  defaultText: 'Testo in {language}: {text}',
  missingIn: 'Manca in: {languages}',
  missingCount: '{count, plural, one {# testo mancante} other {# testi mancanti}}',
  noTexts: 'Questa scheda non ha testi da tradurre.',
  save: 'Salva traduzioni',
  saved: 'Traduzioni salvate',
  saveFailed: 'Traduzioni non salvate',
  loadFailed: 'Non è stato possibile caricare i testi. Ricarica la pagina.',
} satisfies Messages<typeof adminContentEn>;
