// Browser entry of the server-rendered public tag page (issue 5): hydrates only that page. It must
// stay tiny: no router, no query client, no Radix (checked by entry-tag.test.ts).
import { hydrateRoot } from 'react-dom/client';
import { PublicTagPage } from './features/public-tag/components/public-tag-page.tsx';
import { readPublicTagState } from './features/public-tag/public-tag-state.ts';
import './features/public-tag/public-tag.css';

const state = readPublicTagState();
const root = document.getElementById('root');
if (state && root) hydrateRoot(root, <PublicTagPage tag={state.tag} supportEmail={state.supportEmail} />);
