// Numbers, money, dates and relative times in the reader's language, through Intl:
// 29,99 € in Italy, 28.11.2026, 02:57 in Germany. Formatters are cached: Intl objects are costly.
import type { Language } from './languages.ts';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function formatNumber(language: Language, value: number): string {
  return cached(`n ${language}`, () => new Intl.NumberFormat(language)).format(value);
}

/** '29.99' EUR → '29,99 €' in it/de/fr/es, '€29.99' in en. An amount Intl cannot read is shown as sent. */
export function formatMoney(language: Language, amount: string | number, currency: string): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return cached(
      `m ${language} ${currency}`,
      () => new Intl.NumberFormat(language, { style: 'currency', currency }),
    ).format(value);
  } catch {
    return `${amount} ${currency}`;
  }
}

type DateOptions = { timeZone?: string };

function dateFormat(language: Language, kind: 'date' | 'dateTime' | 'time', timeZone?: string) {
  return cached(`d ${language} ${kind} ${timeZone ?? ''}`, () => {
    const options: Intl.DateTimeFormatOptions =
      kind === 'date'
        ? { dateStyle: 'medium' }
        : kind === 'time'
          ? { timeStyle: 'short' }
          : { dateStyle: 'medium', timeStyle: 'short' };
    return new Intl.DateTimeFormat(language, { ...options, timeZone });
  });
}

/** '' for an invalid date, so a broken timestamp never breaks a page or a mail. */
function formatWith(kind: 'date' | 'dateTime' | 'time') {
  return (language: Language, date: Date, options: DateOptions = {}): string =>
    Number.isNaN(date.getTime()) ? '' : dateFormat(language, kind, options.timeZone).format(date);
}

/** 28 Nov 2026 / 28.11.2026 / 28 nov 2026. */
export const formatDate = formatWith('date');
/** 28.11.2026, 02:57 in German; Nov 28, 2026, 2:57 AM in English. */
export const formatDateTime = formatWith('dateTime');
export const formatTime = formatWith('time');

const RELATIVE_STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** '3 hours ago' / 'vor 3 Stunden' / '3 ore fa': the largest unit that fits, 'now' under a minute. */
export function formatRelativeTime(language: Language, date: Date, now: Date = new Date()): string {
  if (Number.isNaN(date.getTime())) return '';
  const format = cached(`r ${language}`, () => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }));
  let amount = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size)
      return format.format(Math.round(amount) === 0 && unit === 'second' ? 0 : Math.round(amount), unit);
    amount /= size;
  }
  return '';
}

/**
 * A label before its value, with the colon as the language writes it: 'Tag ID:' in English, 'ID du
 * tag :' in French, whose typography puts a no-break space before the colon.
 */
export function formatLabel(language: Language, label: string): string {
  return language === 'fr' ? `${label}\u00a0:` : `${label}:`;
}

/** The twelve month names, January first: 'gennaio' … 'dicembre' in Italian. */
export function monthNames(language: Language): string[] {
  const format = cached(
    `month ${language}`,
    () => new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }),
  );
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2000, month, 1))));
}
