// /tag/{uniqueCode} reached by navigating inside the app (a full page load gets the server's document
// itself). The page is rendered by the server only (issue 35), so the route shows the server's HTML for
// this address, with the owner's bar when the tag is the parent's, and runs the page's own islands on it.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { useSiteInfo } from '../../lib/site-info.tsx';
import { PublicTagNotice } from './components/public-tag-notice.tsx';
import { enhancePublicPage } from './islands/enhance-page.ts';

/** The owner's bar (if any) and the page's root, as the server answered them. */
async function serverPage(url: string, signal: AbortSignal): Promise<string> {
  const answer = await fetch(url, { signal, headers: { accept: 'text/html' } });
  const page = new DOMParser().parseFromString(await answer.text(), 'text/html');
  const root = page.getElementById('root');
  if (!root) throw new Error('not the public page');
  return (page.querySelector('[data-testid=owner-bar]')?.outerHTML ?? '') + root.innerHTML;
}

export default function PublicTagRoute() {
  const { pathname, search } = useLocation();
  const t = useT();
  const language = useLocale();
  const { supportEmail, emergencyNumber } = useSiteInfo();
  const [html, setHtml] = useState<string | null | 'failed'>(null);
  const shown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const controller = new AbortController();
    setHtml(null);
    serverPage(`${pathname}${search}`, controller.signal).then(setHtml, () => {
      if (!controller.signal.aborted) setHtml('failed');
    });
    return () => controller.abort();
  }, [pathname, search]);
  useEffect(() => {
    if (shown.current && typeof html === 'string') enhancePublicPage(shown.current);
  }, [html]);
  if (html === null) return <LoadingScreen label={t('publicTag.loading')} />;
  if (html === 'failed') {
    const settings = { supportEmail, emergencyNumber, language, t };
    return <PublicTagNotice message={t('publicTag.error')} settings={settings} />;
  }
  // The server's own rendering (React escaped it there), shown as it is and never re-rendered here.
  return <div ref={shown} dangerouslySetInnerHTML={{ __html: html }} />;
}
