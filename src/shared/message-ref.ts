// A catalogue text named inside a plain string: zod schemas carry their messages as strings, so a
// schema writes `messageRef('validation.tooLong', { max: 40 })` and whoever shows the message (the
// server's answer, a form's error line) translates it in the reader's language.
import type { MessageKey } from './i18n/message-key.ts';
import type { MessageValues, Translate } from './i18n/translator.ts';

export type MessageRef = { key: MessageKey; values?: MessageValues };

/** The domains a schema's message may name: its own rules, the server's errors, zod's defaults, and the
 * screens whose rules the schemas share (lost mode's dialog, the reset page, the account screen). */
const DOMAINS = ['validation', 'errors', 'zod', 'lostMode', 'passwordReset', 'account'] as const;
const REF = new RegExp(`^((?:${DOMAINS.join('|')})\\.[A-Za-z]+)(\\{.*\\})?$`, 's');

/** A key a schema may name: one of DOMAINS' (a key elsewhere would be shown as written). */
export type RefKey = Extract<MessageKey, `${(typeof DOMAINS)[number]}.${string}`>;

export function messageRef(key: RefKey, values?: Readonly<Record<string, string | number>>): string {
  return values ? `${key}${JSON.stringify(values)}` : key;
}

/** The key and values a string names, or undefined for a text that is already words. */
export function parseMessageRef(text: string): MessageRef | undefined {
  const match = REF.exec(text);
  if (!match) return undefined;
  let values: MessageValues | undefined;
  try {
    values = match[2] ? (JSON.parse(match[2]) as MessageValues) : undefined;
  } catch {
    return undefined;
  }
  return { key: match[1] as MessageKey, values };
}

/** A message as the reader sees it: a named text translated, anything else as written. */
export function resolveMessage(text: string, t: Translate): string {
  const ref = parseMessageRef(text);
  return ref ? t(ref.key, ref.values) : text;
}
