// Server rendering of the notice above a bracelet's activation form: static markup the
// server puts before the app's root, so the app never hydrates or replaces it.
import { renderToStaticMarkup } from 'react-dom/server';
import { BraceletNotSetUp } from '../features/public-tag/components/bracelet-not-set-up.tsx';
import type { ResponderPageSettings } from '../features/public-tag/public-tag-state.ts';

export function renderBraceletNotSetUpMarkup(settings: ResponderPageSettings): string {
  return renderToStaticMarkup(<BraceletNotSetUp settings={settings} />);
}
