// /admin/dashboard (SPEC §2, §4, §8): 'Admin Dashboard', Logout, SPEC's seven tabs (default Header),
// then Bracelets and Orders. Without an admin session the visitor is sent to /admin.
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { MessageKey } from '#shared/i18n/message-key.ts';
import { routes } from '#shared/paths.ts';
import { useAdminCheck } from '../../api/admin-check.ts';
import { useAdminLogout } from '../../api/admin-logout.ts';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './components/admin-tabs.tsx';
import { ContentTab, TabMissingBadge } from './landing-language/content-tab.tsx';
import { LandingLanguageProvider, LandingLanguageSelect } from './landing-language/landing-language.tsx';
import { OrdersTab } from './orders/orders-tab.tsx';
import { BraceletsTab } from './tabs/bracelets-tab.tsx';
import { FeaturesTab } from './tabs/features-tab.tsx';
import { HeaderTab } from './tabs/header-tab.tsx';
import { HeroTab } from './tabs/hero-tab.tsx';
import { HowItWorksTab } from './tabs/how-it-works-tab.tsx';
import { PaypalTab } from './tabs/paypal-tab.tsx';
import { RatingsTab } from './tabs/ratings-tab.tsx';
import { VideoTab } from './tabs/video-tab.tsx';

const TABS = [
  ['header', 'admin.tabs.header', HeaderTab],
  ['hero', 'admin.tabs.hero', HeroTab],
  ['paypal', 'admin.tabs.paypal', PaypalTab],
  ['how-it-works', 'admin.tabs.howItWorks', HowItWorksTab],
  ['video', 'admin.tabs.video', VideoTab],
  ['features', 'admin.tabs.features', FeaturesTab],
  ['ratings', 'admin.tabs.ratings', RatingsTab],
  ['bracelets', 'admin.tabs.bracelets', BraceletsTab],
  ['orders', 'admin.tabs.orders', OrdersTab],
] as const satisfies ReadonlyArray<readonly [string, MessageKey, unknown]>;

type TabValue = (typeof TABS)[number][0];

export default function AdminDashboardPage() {
  const t = useT();
  const { isAdmin, isLoading } = useAdminCheck();
  const logout = useAdminLogout();
  const navigate = useNavigate();
  // A tab stays mounted once opened (hidden while another shows), so what the admin typed there is
  // still there when they come back; a tab never opened loads nothing.
  const [visited, setVisited] = useState<ReadonlySet<TabValue>>(() => new Set(['header']));
  const open = (value: string) => setVisited((seen) => new Set(seen).add(value as TabValue));

  if (isLoading) return <LoadingScreen />;
  if (!isAdmin) return <Navigate to={routes.admin} replace />;

  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <div className="mb-6 flex items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{t('admin.dashboardTitle')}</h1>
        <Button
          variant="outline"
          disabled={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSettled: () => navigate(routes.admin) })}
        >
          {t('admin.logout')}
        </Button>
      </div>
      <LandingLanguageProvider>
        <LandingLanguageSelect />
        <Tabs defaultValue="header" onValueChange={open}>
          <TabsList>
            {TABS.map(([value, label]) => (
              <TabsTrigger key={value} value={value}>
                {t(label)}
                <TabMissingBadge value={value} />
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map(([value, , Panel]) => (
            <TabsContent key={value} value={value} forceMount={visited.has(value) || undefined}>
              {visited.has(value) && <ContentTab value={value} Panel={Panel} />}
            </TabsContent>
          ))}
        </Tabs>
      </LandingLanguageProvider>
    </section>
  );
}
