// Texts with values in them. A dictionary holds data only (the server embeds the chosen one in the
// page, decision 105), so a value is a '{name}' in the text and a count picks one of CLDR's plural
// forms ('{count} year' / '{count} years').
import type { Language } from './languages.ts';

/** en and de use one/other; it, fr and es also have 'many' (1 000 000), which falls back to other. */
export type PluralForms = { readonly one: string; readonly other: string };

/** 'Call {title}' with { title: 'Mum' } → 'Call Mum'. A value is inserted as it is, never read again. */
export function fillText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/** The form the language uses for `count`, with '{count}' filled in. */
export function countText(forms: PluralForms, count: number, language: Language): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  const form = rules.select(count) === 'one' ? forms.one : forms.other;
  return fillText(form, { count });
}
