// Server rendering of the app for the landing page (DESIGN §3: its data arrives with the HTML).
// The server loads the landing data, this module turns it into the query-cache entries the client
// reads (the same keys its hooks use) and renders the same tree the browser hydrates.
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { queryKeys, type EmbeddedState } from '#shared/paths.ts';
import {
  LANDING_SECTION_KEYS,
  LANDING_SECTIONS,
  type LandingSectionAnswers,
} from '#shared/landing-sections.ts';
import type { MediaItem } from '#shared/schemas/content.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import type { LandingTexts } from '#shared/landing-texts.ts';
import { appRoutes } from '../app/app.tsx';
import { I18nProvider } from '../i18n/i18n-context.tsx';
import { RENDER_STAMP_KEY, type RenderStamp } from '../features/landing/api/render-stamp.ts';
import { createQueryClient, hydrateEmbeddedState } from '../lib/query-client.ts';

/** Everything the landing page shows, as the public GET calls answer it. */
export type LandingData = {
  siteContent: Record<string, string>;
  media: MediaItem[];
  sections: LandingSectionAnswers;
  isAdmin: boolean;
  /** Set when the texts are in a language other than the shop's default: they go under their own key. */
  translatedInto?: Language;
};

/** The landing data as [query key, answer] pairs, so the first paint needs no API call. */
export function landingQueries(data: LandingData, renderStamp: string): EmbeddedState['queries'] {
  const stamp: RenderStamp = { stamp: renderStamp };
  const common: EmbeddedState['queries'] = [
    [queryKeys.media, data.media],
    [queryKeys.adminCheck, { isAdmin: data.isAdmin }],
    [RENDER_STAMP_KEY, stamp],
  ];
  if (data.translatedInto) {
    const texts: LandingTexts = { siteContent: data.siteContent, sections: data.sections };
    return [...common, [queryKeys.landingTexts(data.translatedInto), texts]];
  }
  return [
    [queryKeys.media, data.media],
    ...LANDING_SECTION_KEYS.map(
      (key) => [LANDING_SECTIONS[key].queryKey, data.sections[key]] as [readonly unknown[], unknown],
    ),
    [queryKeys.adminCheck, { isAdmin: data.isAdmin }],
    [RENDER_STAMP_KEY, stamp],
    ...Object.entries(data.siteContent).map(
      ([section, content]) =>
        [queryKeys.content(section), { section, content }] as [readonly unknown[], unknown],
    ),
  ];
}

/** Markup for <div id="root"> at `url`, with every lazy page it needs already resolved. */
export async function renderAppMarkup(url: string, state: EmbeddedState, t: Translate): Promise<string> {
  const queryClient = createQueryClient();
  hydrateEmbeddedState(queryClient, state);
  try {
    // The browser's data router, on the server (the same tree, so hydration matches). No loaders:
    // the query answers the route match at once. No hydration script: nothing to hand over.
    const handler = createStaticHandler(appRoutes(queryClient, state.site));
    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    if (context instanceof Response) throw new Error(`Unexpected route answer ${context.status} for ${url}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const { prelude } = await prerenderToNodeStream(
      <I18nProvider language={state.i18n.language} t={t}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </I18nProvider>,
      // Never split the page into streamed segments: those need inline scripts, which the CSP forbids.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return await readAll(prelude);
  } finally {
    queryClient.clear();
  }
}

async function readAll(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}
