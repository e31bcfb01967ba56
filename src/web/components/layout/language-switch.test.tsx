// The footer's language switch (issue 30), rendered as the server renders it: the five languages,
// each by its own name and in its own lang, the page's language marked as the current one.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import { translate } from '#tests/helpers/messages.ts';
import { WithI18n } from '#tests/helpers/with-i18n.tsx';
import { LanguageSwitch } from './language-switch.tsx';

function render(language: Language): string {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <WithI18n language={language}>
        <LanguageSwitch />
      </WithI18n>
    </QueryClientProvider>,
  );
}

describe('LanguageSwitch', () => {
  it.each(LANGUAGES)('in %s: five buttons by their own names, the current one marked', (language) => {
    const html = render(language);
    expect(html).toContain(`>${translate(language)('language.switchLabel')}</h2>`);
    const buttons = [...html.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)];
    expect(buttons.map(([, , name]) => name)).toEqual(LANGUAGES.map((code) => LANGUAGE_NAMES[code]));
    const current = buttons.filter(([, attributes]) => attributes!.includes('aria-current="true"'));
    expect(current.map(([, , name]) => name)).toEqual([LANGUAGE_NAMES[language]]);
    for (const [index, [, attributes]] of buttons.entries()) {
      expect(attributes).toContain(`lang="${LANGUAGES[index]}"`);
    }
  });
});
