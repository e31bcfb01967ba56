// The privacy notice (issue 17) in the page's language (issue 30), rendered as the server renders it:
// English exactly as before, every other language with no English left, the support address as a
// mail link wherever the text names it, and the scan retention from the constant.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SCAN_RETENTION_DAYS } from '#shared/constants.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { PRIVACY_NOTICE_VERSION } from '#shared/privacy-notice.ts';
import { englishLeftovers } from '#tests/helpers/english-leftovers.ts';
import { translate } from '#tests/helpers/messages.ts';
import { WithI18n } from '#tests/helpers/with-i18n.tsx';
import { SiteInfoProvider } from '../../lib/site-info.tsx';
import PrivacyPage from './privacy-page.tsx';

const SUPPORT = 'help@safekid.example';

function render(language: Language) {
  const html = renderToString(
    <SiteInfoProvider
      value={{ supportEmail: SUPPORT, publicUrl: '', paymentsEnabled: false, emergencyNumber: '112' }}
    >
      <WithI18n language={language}>
        <PrivacyPage />
      </WithI18n>
    </SiteInfoProvider>,
  );
  const text = html
    .replace(/<\/(h1|h2|p|li)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  return { html, text };
}

describe('PrivacyPage', () => {
  it('in English, is the notice as it was: headings, the retention, the support address as links', () => {
    const { html, text } = render('en');
    expect(text).toContain('Privacy notice\n');
    expect(text).toContain(`Version: ${PRIVACY_NOTICE_VERSION}`);
    expect(text).toContain('What a scan records, and for how long\n');
    expect(text).toContain(`Scans are deleted after ${SCAN_RETENTION_DAYS} days.`);
    expect(text).toContain(`Questions: write to ${SUPPORT}.`);
    expect(text).toContain(
      `Anything else, or a complaint: write to ${SUPPORT}. You may also complain to your data protection authority.`,
    );
    expect(html.match(new RegExp(`href="mailto:${SUPPORT}"`, 'g'))).toHaveLength(2);
  });

  it.each(['it', 'de', 'fr', 'es'] as const)(
    'in %s, has no English left and keeps both mail links',
    (language) => {
      const { html, text } = render(language);
      const t = translate(language);
      expect(text).toContain(`${t('privacyNotice.heading')}\n`);
      expect(text).toContain(`${t('privacyNotice.rights.heading')}\n`);
      expect(text).toContain(String(SCAN_RETENTION_DAYS));
      expect(englishLeftovers(text, language)).toEqual([]);
      expect(html.match(new RegExp(`href="mailto:${SUPPORT}"`, 'g'))).toHaveLength(2);
      expect(text).not.toMatch(/[{}]/);
      expect(text).not.toContain('\u0000');
    },
  );
});
