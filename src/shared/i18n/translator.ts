// One way to turn a key and its values into the reader's text, on the server and in the browser:
// FormatJS's ICU MessageFormat (plurals, selects, numbers in the reader's locale). The browser gets
// messages already parsed by the server, so it never loads the parser (decision 019).
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from './languages.ts';
import type { MessageKey } from './message-key.ts';
import { plainFormat } from './plain-format.ts';
import { sharedFormatters } from './shared-formatters.ts';

/** A language's messages by key: parsed (what the browser receives) or ICU source (server, tests). */
export type CompiledMessages = Readonly<Record<string, string | MessageFormatElement[]>>;

export type MessageValues = Readonly<Record<string, string | number | Date>>;

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Options every parse uses: '<' in a text is a character, never a tag. */
export const PARSE_OPTIONS = { ignoreTag: true } as const;

type Format = (values?: MessageValues) => string;

export function createTranslator(language: Language, messages: CompiledMessages): Translate {
  const formats = new Map<string, Format>();
  const formatters = sharedFormatters();
  const compile = (message: string | MessageFormatElement[]): Format => {
    // Most texts are words and plain {name}s: joined without an Intl object. Building one per text
    // looks the locale up each time, 240 ms of the landing page's start on a slowed phone (issue 35).
    const plain = typeof message === 'string' ? undefined : plainFormat(message);
    if (plain) return plain;
    const format = new IntlMessageFormat(message, language, undefined, { ...PARSE_OPTIONS, formatters });
    return (values) => String(format.format(values));
  };
  return (key, values) => {
    let format = formats.get(key);
    if (!format) {
      const message = messages[key];
      // A key the catalogue lacks shows as itself: visible in review, never a broken page.
      if (message === undefined) return key;
      format = compile(message);
      formats.set(key, format);
    }
    try {
      return format(values);
    } catch (error) {
      // A value the call forgot: the page must still render (the responder's above all).
      console.error(`Message ${key} could not be formatted:`, error);
      return key;
    }
  };
}
