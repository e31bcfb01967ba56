// The page's texts, fetched from the address the server embedded (decision 019; the HTML preloads
// it, so this fetch reuses that download). A failed load is tried again before the page gives up and
// shows each text's name: a page that navigates beats a blank one.
import { createTranslator, type CompiledMessages, type Translate } from '#shared/i18n/translator.ts';
import type { I18nState } from '#shared/paths.ts';

const TRIES = 3;

async function fetchMessages(url: string): Promise<CompiledMessages> {
  let lastError: unknown;
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (response.ok) return (await response.json()) as CompiledMessages;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
  }
  console.error('The page texts could not be loaded:', lastError);
  return {};
}

export async function loadTranslator(i18n: I18nState): Promise<Translate> {
  return createTranslator(i18n.language, await fetchMessages(i18n.messagesUrl));
}
