// What a field's title says, in any of the five languages: its card colour (SPEC §2; a multilingual
// reading of src/web/features/public-tag/field-style.ts's rules) and whether it names an address.
// Pure, and cheap for every card of every render. It runs in the public page's first script, so it
// compiles no patterns: the title is split into words once and each stem is a plain string test
// (Unicode look-around patterns cost ~100 ms to build on a slow phone; the public page's Lighthouse target).
import { LANGUAGES } from './languages.ts';
import { ADDRESS_STEMS, FIELD_TONE_STEMS, type FieldTone } from './title-stems.ts';

/** Lower case, accents removed (NFKD, then the combining marks dropped), 'ß' as 'ss'. */
export function normaliseTitle(title: string): string {
  return title.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

/** A stem as data: '^' makes it start a word, '$' end one (title-stems.ts). */
type Stem = { core: string; wordStart: boolean; wordEnd: boolean };

function parseStem(stem: string): Stem {
  const wordStart = stem.startsWith('^');
  const wordEnd = stem.endsWith('$');
  return { core: stem.slice(wordStart ? 1 : 0, wordEnd ? -1 : undefined), wordStart, wordEnd };
}

/** The stems of every language, parsed. */
function stemsOf(byLanguage: Readonly<Record<string, readonly string[]>>): Stem[] {
  return LANGUAGES.flatMap((language) => byLanguage[language] ?? []).map(parseStem);
}

/** A normalised title, whole and as words (letters and digits; anything else separates). */
type Title = { text: string; words: string[] };

function readTitle(title: string): Title {
  const text = normaliseTitle(title);
  return { text, words: text.split(/[^\p{L}\p{N}]+/u) };
}

function matches(title: Title, { core, wordStart, wordEnd }: Stem): boolean {
  if (!wordStart && !wordEnd) return title.text.includes(core);
  return title.words.some((word) =>
    wordStart && wordEnd ? word === core : wordStart ? word.startsWith(core) : word.endsWith(core),
  );
}

const TONE_RULES = (['red', 'blue', 'teal', 'orange'] as const).map((tone) => ({
  tone,
  stems: stemsOf(FIELD_TONE_STEMS[tone]),
}));

const ADDRESS_RULE = stemsOf(ADDRESS_STEMS);

function toneOf(title: Title): FieldTone {
  return TONE_RULES.find((rule) => rule.stems.some((stem) => matches(title, stem)))?.tone ?? 'grey';
}

export function toneForTitle(title: string): FieldTone {
  return toneOf(readTitle(title));
}

/**
 * An address, home or school title, unless it also says contact, phone, allergy, blood or medicine:
 * 'Home phone' and 'Allergies at school' are for the responder, not behind a PIN.
 */
export function namesAnAddress(title: string): boolean {
  const read = readTitle(title);
  return ADDRESS_RULE.some((stem) => matches(read, stem)) && toneOf(read) === 'grey';
}
