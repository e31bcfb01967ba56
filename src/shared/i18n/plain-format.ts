// A parsed text of words and plain arguments ("Hello {name}") joined the way IntlMessageFormat joins
// it (a string or number as String(value), another value as its text, a missing one an error), without
// the locale lookup and formatters IntlMessageFormat builds for every text (it wrote a Date as
// "Seen ,Sun Nov…": an array turned into a string).
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { MessageValues } from './translator.ts';

// The parser's TYPE.literal and TYPE.argument: importing its enum would bring the parser module.
const LITERAL = 0;
const ARGUMENT = 1;

type Plain = { text: string } | { name: string };

/** Undefined when the text has anything but words and plain arguments (plurals, numbers, dates…). */
export function plainFormat(
  elements: readonly MessageFormatElement[],
): ((values?: MessageValues) => string) | undefined {
  const parts: Plain[] = [];
  for (const element of elements) {
    if (element.type === LITERAL) parts.push({ text: element.value });
    else if (element.type === ARGUMENT) parts.push({ name: element.value });
    else return undefined;
  }
  return (values) =>
    parts
      .map((part) => {
        if ('text' in part) return part.text;
        if (!values || !(part.name in values)) throw new Error(`The value "${part.name}" is missing`);
        const value = values[part.name];
        if (typeof value === 'string' || typeof value === 'number') return String(value);
        return value ? String(value) : '';
      })
      .join('');
}
