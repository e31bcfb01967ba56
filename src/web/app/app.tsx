// The app's providers around its routes; shared by the browser entry and server rendering.
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { SiteInfo } from '#shared/paths.ts';
import { Toaster } from '../components/ui/toaster.tsx';
import { SiteInfoProvider } from '../lib/site-info.tsx';
import { AppRoutes } from './app-routes.tsx';

export function App({ queryClient, site }: { queryClient: QueryClient; site: SiteInfo | undefined }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteInfoProvider value={site}>
        <AppRoutes />
        <Toaster />
      </SiteInfoProvider>
    </QueryClientProvider>
  );
}
