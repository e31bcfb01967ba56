// The header on every page (SPEC §2): logo top-left, navigation by sign-in state, a mobile menu.
// A signed-in admin (GET /api/admin/check, embedded by the server) gets their own links, not the
// visitor's Sign In / Get Started. A parent's Account is in the menu; the admin's
// logout reads as SPEC's dashboard button and leaves the header on that page, so one shows at a time.
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DEFAULT_LOGO_URL } from '#shared/content-defaults.ts';
import { PRODUCT_NAME } from '#shared/constants.ts';
import { matchClientRoute } from '#shared/client-routes.ts';
import { fileUrl, routes } from '#shared/paths.ts';
import { useAdminCheck } from '../../api/admin-check.ts';
import { useAdminLogout } from '../../api/admin-logout.ts';
import { useCurrentUser, useLogout } from '../../api/current-user.ts';
import { mediaUrl, useMedia } from '../../api/media.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { confirmLeavingUnsaved } from '../../lib/unsaved-changes.ts';
import { Button, buttonVariants } from '../ui/button.tsx';
import { FallbackImage } from './logo-image.tsx';

export function SiteHeader() {
  const t = useT();
  const { user } = useCurrentUser();
  const { isAdmin } = useAdminCheck();
  const { data: media } = useMedia();
  const logout = useLogout();
  const adminLogout = useAdminLogout();
  const navigate = useNavigate();
  const onAdminDashboard = matchClientRoute(useLocation().pathname)?.key === 'adminDashboard';
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  const signOut = () => {
    // Signing out leaves the page by its own means: a form's unsaved changes are asked about first.
    if (!confirmLeavingUnsaved(t('form.leaveUnsaved'))) return;
    closeMenu();
    logout.mutate();
  };

  const adminSignOut = () => {
    closeMenu();
    adminLogout.mutate(undefined, { onSettled: () => navigate(routes.admin) });
  };

  const navLink = (to: string, label: string, variant: 'ghost' | 'default' = 'ghost') => (
    <Link className={buttonVariants({ variant })} to={to} onClick={closeMenu}>
      {label}
    </Link>
  );

  const adminLink = isAdmin && navLink(routes.adminDashboard, t('admin.dashboardTitle'));

  const links = user ? (
    <>
      {adminLink}
      {navLink(routes.dashboard, t('nav.dashboard'))}
      {navLink(routes.activate, t('nav.addTag'))}
      {navLink(routes.account, t('nav.account'))}
      <span className="px-3 py-2 text-sm text-gray-700 [overflow-wrap:anywhere]" data-testid="greeting">
        {t('nav.welcome')}
        {user.firstName || user.email}
      </span>
      <Button variant="outline" onClick={signOut} disabled={logout.isPending}>
        {t('nav.signOut')}
      </Button>
    </>
  ) : isAdmin ? (
    <>
      {adminLink}
      {!onAdminDashboard && (
        <Button variant="outline" onClick={adminSignOut} disabled={adminLogout.isPending}>
          {t('admin.logout')}
        </Button>
      )}
    </>
  ) : (
    <>
      <a className={buttonVariants({ variant: 'ghost' })} href={routes.howItWorksAnchor} onClick={closeMenu}>
        {t('nav.howItWorks')}
      </a>
      {navLink(routes.auth, t('nav.signIn'))}
      {navLink(routes.register, t('nav.getStarted'), 'default')}
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link
          to={routes.home}
          className="flex items-center"
          aria-label={t('nav.homeLabel', { product: PRODUCT_NAME })}
        >
          <FallbackImage
            src={fileUrl(mediaUrl(media, 'header_logo'))}
            fallbackSrc={DEFAULT_LOGO_URL}
            alt={PRODUCT_NAME}
            width={180}
            height={40}
            className="h-10 w-auto"
            data-testid="header-logo"
          />
        </Link>
        <nav aria-label={t('nav.mainNavLabel')} className="hidden items-center gap-1 md:flex">
          {links}
        </nav>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label={t('nav.mobileNavLabel')}
          className="flex flex-col gap-1 border-t border-gray-200 p-4 md:hidden"
        >
          {links}
        </nav>
      )}
    </header>
  );
}
