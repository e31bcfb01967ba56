// adminContent: es.
import type { Messages } from '../../catalogue-types.ts';
import type { adminContentEn } from './en.ts';

export const adminContentEs = {
  languageLabel: 'Idioma de la página de inicio',
  defaultLanguageNote:
    '{language} es el idioma predeterminado de la tienda: los visitantes ven estos textos cuando falta una traducción.',
  translateIntro: 'Textos en {language}. Deja un campo vacío para mostrar el texto en {defaultLanguage}.',
  defaultText: 'Texto en {language}: {text}',
  missingIn: 'Falta en: {languages}',
  missingCount: '{count, plural, one {# texto pendiente} other {# textos pendientes}}',
  noTexts: 'Esta pestaña no tiene textos que traducir.',
  save: 'Guardar traducciones',
  saved: 'Traducciones guardadas',
  saveFailed: 'Traducciones no guardadas',
  loadFailed: 'No se han podido cargar los textos. Vuelve a cargar la página.',
} satisfies Messages<typeof adminContentEn>;
