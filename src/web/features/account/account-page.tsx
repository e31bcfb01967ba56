// /account: the signed-in parent's details, time zone, password change, the consents given,
// "Download my data" (GDPR Art. 15, 20) and "Delete my account" (Art. 17).
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AccountOverview } from '#shared/schemas/account.ts';
import { formatDateTime } from '#shared/i18n/format.ts';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { AccountOrders } from './components/account-orders.tsx';
import { useAccount } from './api/account.ts';
import { accountExportUrl } from './api/account-export.ts';
import { DeleteAccountForm } from './components/delete-account-form.tsx';
import { PasswordForm } from './components/password-form.tsx';

function Section({
  id: name,
  title,
  intro,
  children,
}: {
  /** The region's id, the same in every language. */
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const id = `account-${name}`;
  return (
    <Card className="grid gap-4 p-5 sm:p-6" aria-labelledby={id} role="region">
      <div className="grid gap-1">
        <h2 id={id} className="text-xl font-semibold text-gray-900">
          {title}
        </h2>
        {intro && <p className="text-sm text-gray-700">{intro}</p>}
      </div>
      {children}
    </Card>
  );
}

function Details({ account }: { account: AccountOverview }) {
  const t = useT();
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
  const rows: Array<[string, string, string?]> = [
    [t('account.name'), name || t('account.noName')],
    [t('account.email'), account.email],
    [t('account.timeZone'), account.timeZone ?? t('account.noTimeZone'), t('account.timeZoneHint')],
  ];
  return (
    <dl className="grid gap-3">
      {rows.map(([label, value, hint]) => (
        <div key={label} className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
          <dt className="text-sm font-medium text-gray-600">{label}</dt>
          <dd className="break-words text-gray-900">
            {value}
            {hint && <span className="block text-xs text-gray-600">{hint}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Consents({ consents }: { consents: AccountOverview['consents'] }) {
  const t = useT();
  const language = useLocale();
  if (consents.length === 0) return <p className="text-gray-700">{t('account.noConsents')}</p>;
  return (
    <ul className="grid gap-2" data-testid="consents">
      {consents.map((consent) => (
        <li key={`${consent.noticeVersion}-${consent.givenAt}`} className="text-gray-900">
          {t('account.consentItem', {
            version: consent.noticeVersion,
            when: formatDateTime(language, new Date(consent.givenAt)),
          })}
        </li>
      ))}
    </ul>
  );
}

export default function AccountPage() {
  const t = useT();
  const account = useAccount();

  let body: ReactNode;
  if (account.isLoading) body = <LoadingScreen label={t('account.loading')} />;
  else if (account.isError || !account.data) {
    body = (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        {t('account.loadError')}
      </p>
    );
  } else {
    body = (
      <div className="grid gap-6">
        <Section id="details" title={t('account.detailsHeading')}>
          <Details account={account.data} />
        </Section>
        <Section
          id="orders"
          title={t('orders.myOrder.accountHeading')}
          intro={t('orders.myOrder.accountIntro')}
        >
          <AccountOrders />
        </Section>
        <Section id="password" title={t('account.passwordHeading')} intro={t('account.passwordIntro')}>
          <PasswordForm />
        </Section>
        <Section id="consents" title={t('account.consentsHeading')} intro={t('account.consentsIntro')}>
          <Consents consents={account.data.consents} />
        </Section>
        <Section id="export" title={t('account.exportHeading')} intro={t('account.exportIntro')}>
          <a
            className={`${buttonVariants({ variant: 'outline' })} justify-self-start`}
            href={accountExportUrl}
            download
          >
            <Download aria-hidden="true" />
            {t('account.exportButton')}
          </a>
        </Section>
        <Section id="delete" title={t('account.deleteHeading')}>
          <DeleteAccountForm />
        </Section>
      </div>
    );
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="mb-6 text-3xl font-bold text-gray-900">{t('account.heading')}</h1>
      {body}
    </section>
  );
}
