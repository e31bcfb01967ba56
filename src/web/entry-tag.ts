// Browser entry of the server-rendered public tag page (issue 35): no framework and no hydration. The
// page is complete without it; each island enhances its own part of the server's HTML, reading its
// words from that HTML (the page carries no catalogue). Checked by tag-entry-imports.test.ts.
import { enhancePublicPage } from './features/public-tag/islands/enhance-page.ts';
import './features/public-tag/public-tag.css';

enhancePublicPage(document);
document.documentElement.dataset.enhanced = '';
