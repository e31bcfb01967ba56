// Deployment facts embedded by the server (support address, public URL) for any component.
import { createContext, useContext, type ReactNode } from 'react';
import type { SiteInfo } from '#shared/paths.ts';

const fallback: SiteInfo = {
  supportEmail: 'support@safekid.example',
  publicUrl: typeof window === 'undefined' ? '' : window.location.origin,
  paymentsEnabled: false,
  emergencyNumber: '112',
};

const SiteInfoContext = createContext<SiteInfo>(fallback);

export function SiteInfoProvider({ value, children }: { value: SiteInfo | undefined; children: ReactNode }) {
  return <SiteInfoContext.Provider value={value ?? fallback}>{children}</SiteInfoContext.Provider>;
}

export function useSiteInfo(): SiteInfo {
  return useContext(SiteInfoContext);
}
