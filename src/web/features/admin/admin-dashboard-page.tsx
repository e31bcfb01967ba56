// /admin/dashboard (SPEC §2, §4, §8): 'Admin Dashboard', Logout, SPEC's seven tabs (default Header),
// then Bracelets and Orders. Without an admin session the visitor is sent to /admin. `?tab=orders`
// opens a tab other than Header (an order page's way back), and the address follows the open tab.
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
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
import { SalesTab } from './sales/sales-tab.tsx';
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
  ['sales', 'admin.tabs.sales', SalesTab],
] as const satisfies ReadonlyArray<readonly [string, MessageKey, unknown]>;

type TabValue = (typeof TABS)[number][0];

const DEFAULT_TAB: TabValue = 'header';

function tabOf(value: string | null): TabValue {
  return TABS.find(([tab]) => tab === value)?.[0] ?? DEFAULT_TAB;
}

export default function AdminDashboardPage() {
  const t = useT();
  const { isAdmin, isLoading } = useAdminCheck();
  const logout = useAdminLogout();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [initialTab] = useState(() => tabOf(searchParams.get('tab')));
  // A tab stays mounted once opened (hidden while another shows), so what the admin typed there is
  // still there when they come back; a tab never opened loads nothing.
  const [visited, setVisited] = useState<ReadonlySet<TabValue>>(() => new Set([initialTab]));
  const open = (value: string) => {
    setVisited((seen) => new Set(seen).add(value as TabValue));
    // Back from an order page, or a reload, shows the same tab.
    setSearchParams(value === DEFAULT_TAB ? {} : { tab: value }, { replace: true });
  };
  // A tab opened from the address is in sight in the sideways-scrolling row of a phone.
  useEffect(() => {
    if (!isAdmin || initialTab === DEFAULT_TAB) return;
    document
      .querySelector('[role="tab"][data-state="active"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [isAdmin, initialTab]);

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
        <Tabs defaultValue={initialTab} onValueChange={open}>
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
