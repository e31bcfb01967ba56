// The app's providers around its routes; shared by the browser entry and server rendering.
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { SiteInfo } from '#shared/paths.ts';
import { ToasterSlot } from '../components/ui/toaster-slot.tsx';
import { SiteInfoProvider } from '../lib/site-info.tsx';
import { AppRoutes } from './app-routes.tsx';

export function App({ queryClient, site }: { queryClient: QueryClient; site: SiteInfo | undefined }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteInfoProvider value={site}>
        <AppRoutes />
        <ToasterSlot />
      </SiteInfoProvider>
    </QueryClientProvider>
  );
}

/**
 * The data router's one route: the whole app under '*', whose own <Routes> pick the page by sign-in
 * state. A data router (not <BrowserRouter>) so that a form can ask before unsaved changes are left
 * behind (`useBlocker`, decision 005).
 */
export function appRoutes(queryClient: QueryClient, site: SiteInfo | undefined): RouteObject[] {
  return [{ path: '*', element: <App queryClient={queryClient} site={site} /> }];
}
