// Text the database keeps exactly as it was sent. PostgreSQL refuses NUL, and a lone UTF-16 surrogate
// (half of a character, which no keyboard types) would be stored as U+FFFD: both are refused (400).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}
