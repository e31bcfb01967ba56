// What a field's title says, in any of the five languages: its card colour (SPEC §2; a multilingual
// reading of src/web/features/public-tag/field-style.ts's rules) and whether it names an address.
// Pure, and cheap enough for every card of every render: the stems become one RegExp per rule, once.
import { LANGUAGES } from './languages.ts';
import { ADDRESS_STEMS, FIELD_TONE_STEMS, type FieldTone } from './title-stems.ts';

/** Lower case, accents removed (NFKD, then the combining marks dropped), 'ß' as 'ss'. */
export function normaliseTitle(title: string): string {
  return title.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

const WORD_CHARACTER = String.raw`[\p{L}\p{N}]`;

function stemPattern(stem: string): string {
  const wordStart = stem.startsWith('^');
  const wordEnd = stem.endsWith('$');
  const core = stem.slice(wordStart ? 1 : 0, wordEnd ? -1 : undefined).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `${wordStart ? `(?<!${WORD_CHARACTER})` : ''}${core}${wordEnd ? `(?!${WORD_CHARACTER})` : ''}`;
}

/** One pattern for the stems of every language. */
export function stemsMatcher(byLanguage: Readonly<Record<string, readonly string[]>>): RegExp {
  const stems = LANGUAGES.flatMap((language) => byLanguage[language] ?? []);
  return new RegExp(stems.map(stemPattern).join('|'), 'u');
}

const TONE_RULES = (['red', 'blue', 'teal', 'orange'] as const).map((tone) => ({
  tone,
  matcher: stemsMatcher(FIELD_TONE_STEMS[tone]),
}));

const ADDRESS_MATCHER = stemsMatcher(ADDRESS_STEMS);

export function toneForTitle(title: string): FieldTone {
  const normalised = normaliseTitle(title);
  return TONE_RULES.find((rule) => rule.matcher.test(normalised))?.tone ?? 'grey';
}

/**
 * An address, home or school title, unless it also says contact, phone, allergy, blood or medicine:
 * 'Home phone' and 'Allergies at school' are for the responder, not behind a PIN.
 */
export function namesAnAddress(title: string): boolean {
  return ADDRESS_MATCHER.test(normaliseTitle(title)) && toneForTitle(title) === 'grey';
}
