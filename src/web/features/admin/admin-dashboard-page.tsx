// /admin/dashboard (SPEC §2, §4, §8): 'Admin Dashboard', Logout, SPEC's seven tabs (default Header),
// then Bracelets and Orders. Without an admin session the visitor is sent to /admin.
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { routes } from '#shared/paths.ts';
import { adminText } from '#shared/text.ts';
import { useAdminCheck } from '../../api/admin-check.ts';
import { useAdminLogout } from '../../api/admin-logout.ts';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';
import { Button } from '../../components/ui/button.tsx';
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
  ['header', adminText.tabs.header, HeaderTab],
  ['hero', adminText.tabs.hero, HeroTab],
  ['paypal', adminText.tabs.paypal, PaypalTab],
  ['how-it-works', adminText.tabs.howItWorks, HowItWorksTab],
  ['video', adminText.tabs.video, VideoTab],
  ['features', adminText.tabs.features, FeaturesTab],
  ['ratings', adminText.tabs.ratings, RatingsTab],
  ['bracelets', adminText.tabs.bracelets, BraceletsTab],
  ['orders', adminText.tabs.orders, OrdersTab],
] as const;

type TabValue = (typeof TABS)[number][0];

export default function AdminDashboardPage() {
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
        <h1 className="text-2xl font-bold">{adminText.dashboardTitle}</h1>
        <Button
          variant="outline"
          disabled={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSettled: () => navigate(routes.admin) })}
        >
          {adminText.logout}
        </Button>
      </div>
      <LandingLanguageProvider>
        <LandingLanguageSelect />
        <Tabs defaultValue="header" onValueChange={open}>
          <TabsList>
            {TABS.map(([value, label]) => (
              <TabsTrigger key={value} value={value}>
                {label}
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
