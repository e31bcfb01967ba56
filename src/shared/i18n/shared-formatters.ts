// The Intl objects a translator's texts format with, made once per options and shared by all its texts:
// IntlMessageFormat's default gives every text its own cache, so each plural built its PluralRules.
type Formatters = {
  getNumberFormat: (locales?: string | string[], options?: Intl.NumberFormatOptions) => Intl.NumberFormat;
  getDateTimeFormat: (
    locales?: string | string[],
    options?: Intl.DateTimeFormatOptions,
  ) => Intl.DateTimeFormat;
  getPluralRules: (locales?: string | string[], options?: Intl.PluralRulesOptions) => Intl.PluralRules;
};

function memo<A extends unknown[], R>(make: (...args: A) => R): (...args: A) => R {
  const made = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (value === undefined) {
      value = make(...args);
      made.set(key, value);
    }
    return value;
  };
}

export function sharedFormatters(): Formatters {
  return {
    getNumberFormat: memo((locales, options) => new Intl.NumberFormat(locales, options)),
    getDateTimeFormat: memo((locales, options) => new Intl.DateTimeFormat(locales, options)),
    getPluralRules: memo((locales, options) => new Intl.PluralRules(locales, options)),
  };
}
