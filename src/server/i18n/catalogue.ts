// The catalogue as the server uses it: every language parsed once, a translator per language for
// pages, mails and errors, and the browser's share of it as cacheable JSON (decision 019).
import { createHash } from 'node:crypto';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { pathOf } from '#shared/endpoints/endpoint.ts';
import { messages as messagesEndpoint } from '#shared/endpoints/site.ts';
import { LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import type { I18nState } from '#shared/paths.ts';
import type { MessageDomain } from '#shared/i18n/message-key.ts';
import { CATALOGUES } from '#shared/i18n/messages/index.ts';
import { createTranslator, PARSE_OPTIONS, type Translate } from '#shared/i18n/translator.ts';
import { flattenCatalogue } from './catalogue-flatten.ts';

/** Domains only the server reads: mails, printouts, CLI output and the texts it resolves itself. */
const SERVER_ONLY: ReadonlySet<MessageDomain> = new Set<MessageDomain>([
  'mail',
  'alertMail',
  'pinLockMail',
  'emergencyCard',
  'receipt',
  'publicUrl',
  'landingDefaults',
]);

type ParsedLanguage = {
  messages: Record<string, MessageFormatElement[]>;
  translate: Translate;
  browser: { json: string; version: string };
};

const parsed = new Map<Language, ParsedLanguage>();

/** Parses a language on first use; a text that is not valid ICU throws here, so a test catches it. */
function load(language: Language): ParsedLanguage {
  let entry = parsed.get(language);
  if (entry) return entry;
  const messages: Record<string, MessageFormatElement[]> = {};
  for (const [key, text] of Object.entries(flattenCatalogue(CATALOGUES[language]))) {
    try {
      messages[key] = parse(text, PARSE_OPTIONS);
    } catch (error) {
      throw new Error(`Message ${language} ${key} is not valid ICU MessageFormat: ${String(error)}`);
    }
  }
  const forBrowser = Object.fromEntries(
    Object.entries(messages).filter(([key]) => !SERVER_ONLY.has(key.split('.', 1)[0] as MessageDomain)),
  );
  const json = JSON.stringify(forBrowser);
  entry = {
    messages,
    translate: createTranslator(language, messages),
    browser: { json, version: createHash('sha256').update(json).digest('base64url').slice(0, 12) },
  };
  parsed.set(language, entry);
  return entry;
}

export function translatorFor(language: Language): Translate {
  return load(language).translate;
}

/** The parsed messages of the keys starting with `prefix` (a page that embeds its own few). */
export function parsedMessages(language: Language, prefix: string): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(load(language).messages).filter(([key]) => key.startsWith(prefix)),
  );
}

/** The browser's messages for a language: JSON, and a version that changes with its content. */
export function browserCatalogue(language: Language): { json: string; version: string } {
  return load(language).browser;
}

/** Parses every language now: at start-up, so a broken translation stops the server, not a page. */
export function loadAllLanguages(): void {
  for (const language of LANGUAGES) load(language);
}

/** What a page embeds for the browser: its language and the address of that language's texts. */
export function i18nState(language: Language): I18nState {
  const path = pathOf(messagesEndpoint, { language });
  return { language, messagesUrl: `${path}?v=${browserCatalogue(language).version}` };
}
