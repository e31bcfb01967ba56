// The consent box (issue 17) in the parent's language (issue 30): the label with the link to /privacy
// where the text puts it, and the message while a save waits for the tick.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Language } from '#shared/i18n/languages.ts';
import { englishLeftovers } from '#tests/helpers/english-leftovers.ts';
import { translate } from '#tests/helpers/messages.ts';
import { WithI18n } from '#tests/helpers/with-i18n.tsx';
import { ConsentCheckbox, type ConsentState } from './consent-checkbox.tsx';

const waiting: ConsentState = {
  needed: true,
  checked: false,
  setChecked: () => {},
  missing: true,
  confirm: () => false,
  body: () => ({ consent: true }),
  recorded: () => {},
};

function render(language: Language): string {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <WithI18n language={language}>
        <ConsentCheckbox consent={waiting} />
      </WithI18n>
    </QueryClientProvider>,
  )
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'");
}

const text = (html: string) => html.replace(/<\/(label|p)>/g, '\n').replace(/<[^>]+>/g, '');

describe('ConsentCheckbox', () => {
  it("in English, reads as issue 17 words it, the link on 'privacy notice'", () => {
    const html = render('en');
    expect(text(html)).toContain(
      "I am the child's parent or legal guardian, and I agree that what I enter here is shown to anyone who scans the band, as explained in the privacy notice.\n",
    );
    expect(html).toMatch(/<a [^>]*href="\/privacy"[^>]*>privacy notice<\/a>\./);
    expect(text(html)).toContain('Please tick the box to confirm before saving.');
  });

  it.each(['it', 'de', 'fr', 'es'] as const)(
    'in %s, the whole label and the link are translated',
    (language) => {
      const t = translate(language);
      const html = render(language);
      expect(html).toContain(
        `href="/privacy" target="_blank" rel="noopener">${t('privacyNotice.consent.link')}</a>`,
      );
      expect(text(html)).toContain(
        t('privacyNotice.consent.label', { link: t('privacyNotice.consent.link') }),
      );
      expect(englishLeftovers(text(html), language)).toEqual([]);
      expect(html).not.toContain('\u0000');
    },
  );
});
