// Which language the responder's page speaks: `?lang=` when it names one of ours (the
// visible switch), else the browser's Accept-Language by RFC 9110's rules (q-values, `*`, `q=0`
// refusing a language), a region counting as its language ('de-CH' → de), else English. On the
// public page's hot path: `negotiator` (jshttp's, Express's) does the matching; we cap what it reads
// and remember recent answers (decision 019).
import Negotiator from 'negotiator';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages.ts';

/**
 * Real browsers send well under 100 characters. negotiator's work grows with entries × languages
 * (16 KB of 'a,a,…' cost ~10 ms), so only the first entries up to this length are read.
 */
export const ACCEPT_LANGUAGE_READ_LIMIT = 256;

/** Browsers send a handful of distinct headers; a flood of invented ones only empties the memory. */
const REMEMBERED_MAX = 500;
const remembered = new Map<string, Language | null>();

const AVAILABLE = [...LANGUAGES];

/** The browser's preferred language among ours, or undefined when it names none of them. */
export function fromAcceptLanguage(header: string): Language | undefined {
  const read = header.length <= ACCEPT_LANGUAGE_READ_LIMIT ? header : cutAtEntry(header);
  const known = remembered.get(read);
  if (known !== undefined) return known ?? undefined;
  let language: Language | null = null;
  try {
    const chosen = new Negotiator({ headers: { 'accept-language': read } }).language(AVAILABLE);
    if (isLanguage(chosen)) language = chosen;
  } catch {
    // A header negotiator cannot read is a header without a preference.
  }
  if (remembered.size >= REMEMBERED_MAX) remembered.clear();
  remembered.set(read, language);
  return language ?? undefined;
}

/** The entries that fit in the read limit, whole: a cut entry ('de-C') must not count. */
function cutAtEntry(header: string): string {
  const head = header.slice(0, ACCEPT_LANGUAGE_READ_LIMIT + 1);
  const lastComma = head.lastIndexOf(',');
  return lastComma < 0 ? '' : head.slice(0, lastComma);
}

/**
 * `?lang=de`, `?lang=DE` and `?lang=de-CH` name German; anything else is ignored. The route asks this
 * too: a page chosen by `?lang=` does not vary with Accept-Language.
 */
export function languageFromQuery(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  const primary = value.trim().toLowerCase().split('-', 1)[0];
  return isLanguage(primary) ? primary : undefined;
}

/**
 * The page's language: `?lang=` (the responder's switch), else the visitor's saved choice (the
 * language cookie), else Accept-Language, else the shop's language.
 */
export function chooseLanguage(
  acceptLanguage: string | undefined,
  queryLang?: unknown,
  saved?: unknown,
  shopLanguage: Language = DEFAULT_LANGUAGE,
): Language {
  return (
    languageFromQuery(queryLang) ??
    (isLanguage(saved) ? saved : undefined) ??
    (acceptLanguage ? fromAcceptLanguage(acceptLanguage) : undefined) ??
    shopLanguage
  );
}
