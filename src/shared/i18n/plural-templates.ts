// A counted text for a script that carries no catalogue (the public page's islands, issue 35): the
// server writes the text once per plural category of the language, with '#' where the count goes, and
// the browser picks the category with Intl.PluralRules, which every browser has.
import type { MessageKey } from './message-key.ts';
import type { Translate } from './translator.ts';

/** Counts that reach every category these languages have (one, other, many for 1,000,000). */
const SAMPLES = [1, 2, 3, 7, 11, 21, 22, 101, 1_000_000];

export type PluralTemplates = Record<string, string>;

export function pluralTemplates(t: Translate, key: MessageKey, language: string): PluralTemplates {
  const rules = new Intl.PluralRules(language);
  const number = new Intl.NumberFormat(language);
  const templates: PluralTemplates = {};
  for (const count of SAMPLES) {
    const category = rules.select(count);
    if (!(category in templates))
      templates[category] = t(key, { count }).split(number.format(count)).join('#');
  }
  return templates;
}

/** The text for `count`: its category's template with the count written in the language's digits. */
export function fillPlural(templates: PluralTemplates, count: number, language: string): string {
  const template = templates[new Intl.PluralRules(language).select(count)] ?? templates.other ?? '';
  return template.split('#').join(new Intl.NumberFormat(language).format(count));
}
