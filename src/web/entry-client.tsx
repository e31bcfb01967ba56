// Browser entry of the app: seeds the query cache with what the server embedded, then hydrates the
// server-rendered markup or renders from scratch.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { DEFAULT_LANGUAGE, isLanguage } from '#shared/i18n/languages.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import { appRoutes } from './app/app.tsx';
import { preloadServerRenderedPage } from './app/app-routes.tsx';
import { createQueryClient, hydrateEmbeddedState, readEmbeddedState } from './lib/query-client.ts';
import { I18nProvider } from './i18n/i18n-context.tsx';
import { loadTranslator } from './i18n/load-translator.ts';
import './styles.css';

const state = readEmbeddedState();
const queryClient = createQueryClient();
hydrateEmbeddedState(queryClient, state);

const router = createBrowserRouter(appRoutes(queryClient, state?.site));

// A shell without state (never sent by our server) still renders, in the document's language.
const i18n = state?.i18n ?? {
  language: isLanguage(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LANGUAGE,
  messagesUrl: `/api/messages/${document.documentElement.lang || DEFAULT_LANGUAGE}`,
};

const tree = (t: Translate) => (
  <StrictMode>
    <I18nProvider language={i18n.language} t={t}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>
);

const container = document.getElementById('root')!;
const translator = loadTranslator(i18n);
if (container.firstElementChild) {
  // With the page's code and texts loaded first, hydration cannot suspend halfway (see
  // app/lazy-page.ts); if the code fails to load, hydration still runs and the lazy page tries again.
  // As a transition, hydration yields to the browser every few milliseconds instead of holding a slow
  // phone for half a second (issue 35); a tap meanwhile makes React hydrate its target at once.
  void Promise.all([
    preloadServerRenderedPage(window.location.pathname).catch(() => undefined),
    translator,
  ]).then(([, t]) => startTransition(() => void hydrateRoot(container, tree(t))));
} else {
  void translator.then((t) => createRoot(container).render(tree(t)));
}
