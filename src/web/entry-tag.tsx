// Browser entry of the server-rendered public tag page: hydrates only that page. It must
// stay tiny: no router, no query client, no Radix, no catalogue file and no ICU parser (checked by
// tag-entry-imports.test.ts); the server embeds the chosen language's parsed texts in the page
// (decision 019), so it renders even when /api/messages cannot be reached.
import { hydrateRoot } from 'react-dom/client';
import { createTranslator } from '#shared/i18n/translator.ts';
import { PublicTagPage } from './features/public-tag/components/public-tag-page.tsx';
import { readPublicTagState } from './features/public-tag/public-tag-state.ts';
import './features/public-tag/public-tag.css';

const state = readPublicTagState();
const root = document.getElementById('root');
if (state && root) {
  const { tag, supportEmail, emergencyNumber, language, messages, lastUpdatedText, checkedText } = state;
  const settings = { supportEmail, emergencyNumber, language, t: createTranslator(language, messages) };
  hydrateRoot(
    root,
    <PublicTagPage
      tag={tag}
      settings={settings}
      lastUpdatedText={lastUpdatedText}
      checkedText={checkedText}
    />,
  );
}
