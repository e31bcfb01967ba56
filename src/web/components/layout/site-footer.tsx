// The footer (SPEC §2): product name, the tagline, the support contact, the privacy notice
// and the language switch.
import { Link } from 'react-router';
import { PRODUCT_NAME } from '#shared/constants.ts';
import { routes } from '#shared/paths.ts';
// The privacy notice's texts move to the catalogue's privacyNotice domain with the notice (mail helper).
import { useT } from '../../i18n/i18n-context.tsx';
import { useSiteInfo } from '../../lib/site-info.tsx';
import { LanguageSwitch } from './language-switch.tsx';

const mailto = (address: string) => `mailto:${address}`;

export function SiteFooter() {
  const t = useT();
  const { supportEmail } = useSiteInfo();
  return (
    <footer className="border-t border-gray-200 bg-gray-50">
      <div className="mx-auto max-w-6xl px-4 py-8 text-center text-sm text-gray-700">
        <p className="font-semibold text-gray-900">{PRODUCT_NAME}</p>
        <p>{t('common.footerTagline')}</p>
        <p className="mt-2">
          {t('common.footerSupport')}{' '}
          <a className="text-red-700 underline" href={mailto(supportEmail)}>
            {supportEmail}
          </a>
        </p>
        <p className="mt-2">
          <Link className="text-red-700 underline" to={routes.privacy}>
            {t('responder.page.privacy')}
          </Link>
        </p>
        <LanguageSwitch />
      </div>
    </footer>
  );
}
