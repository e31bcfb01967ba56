// Browser entry of the app: seeds the query cache with what the server embedded, then hydrates the
// server-rendered markup or renders from scratch.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { appRoutes } from './app/app.tsx';
import { preloadServerRenderedPage } from './app/app-routes.tsx';
import { createQueryClient, hydrateEmbeddedState, readEmbeddedState } from './lib/query-client.ts';
import './styles.css';

const state = readEmbeddedState();
const queryClient = createQueryClient();
hydrateEmbeddedState(queryClient, state);

const router = createBrowserRouter(appRoutes(queryClient, state?.site));

const tree = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

const container = document.getElementById('root')!;
if (container.firstElementChild) {
  // With the page's code loaded first, hydration cannot suspend halfway (see app/lazy-page.ts); if
  // that load fails, hydration still runs and the lazy page tries again.
  void preloadServerRenderedPage(window.location.pathname)
    .catch(() => undefined)
    .then(() => hydrateRoot(container, tree));
} else {
  createRoot(container).render(tree);
}
