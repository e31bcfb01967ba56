// Browser entry of the server-rendered public tag page (issue 5): hydrates only that page. It must
// stay tiny: no router, no query client, no Radix, no dictionary of its own (checked by
// tag-entry-imports.test.ts); the server embeds the chosen language's texts in the page.
import { hydrateRoot } from 'react-dom/client';
import { PublicTagPage } from './features/public-tag/components/public-tag-page.tsx';
import { readPublicTagState } from './features/public-tag/public-tag-state.ts';
import './features/public-tag/public-tag.css';

const state = readPublicTagState();
const root = document.getElementById('root');
if (state && root) {
  hydrateRoot(
    root,
    <PublicTagPage tag={state.tag} settings={state} lastUpdatedText={state.lastUpdatedText} />,
  );
}
