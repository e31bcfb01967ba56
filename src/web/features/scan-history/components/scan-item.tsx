// One scan on the history screen: when (in the browser's time zone, the zone named), the
// device and the page's language, whether the tag was in lost mode, and what the responder chose to
// send: a location with a link to OpenStreetMap, a name and phone number with a tel: link.
import { MapPin, Phone } from 'lucide-react';
import { formatDateTime } from '#shared/i18n/format-date.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { openStreetMapUrl } from '#shared/map-link.ts';
import type { ScanRecord, SharedContact, SharedLocation } from '#shared/schemas/scan-history.ts';
import { telHref } from '#shared/phone-rules.ts';
import { languageName } from '../lib/scan-labels.ts';
import { useLocale, useLabel, useT } from '../../../i18n/i18n-context.tsx';
import { deviceLabel } from '#shared/device-label.ts';

const linkClass =
  'inline-flex min-h-9 items-center gap-2 rounded-md font-medium text-red-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600 focus-visible:ring-offset-2 [&_svg]:size-4 [&_svg]:shrink-0';

/** In the browser's time zone, the zone named, in the reader's language. */
const when = (iso: string, language: Language) => formatDateTime(new Date(iso), language);

function LocationShared({ location }: { location: SharedLocation }) {
  const t = useT();
  const language = useLocale();
  const { latitude, longitude, accuracy } = location;
  return (
    <div className="grid gap-1 rounded-md bg-gray-50 p-3">
      <p className="font-medium text-gray-900">
        {t('scanHistory.location')}
        {accuracy !== null && (
          <span className="font-normal">
            {' '}
            ({t('scanHistory.accuracy', { metres: Math.round(accuracy) })})
          </span>
        )}
      </p>
      <p className="font-mono text-sm text-gray-700">
        {latitude.toFixed(5)}, {longitude.toFixed(5)}
      </p>
      <a
        className={linkClass}
        href={openStreetMapUrl(latitude, longitude)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <MapPin aria-hidden="true" />
        {t('scanHistory.openMap')}
        <span className="sr-only"> {t('scanHistory.newTab')}</span>
      </a>
      <p className="text-sm text-gray-600">
        <time dateTime={location.at}>{when(location.at, language)}</time>
      </p>
    </div>
  );
}

function ContactSent({ contact }: { contact: SharedContact }) {
  const t = useT();
  const label = useLabel();
  const language = useLocale();
  return (
    <div className="grid gap-1 rounded-md bg-gray-50 p-3">
      <p className="font-medium text-gray-900">
        {label(t('scanHistory.contact'))} <span className="font-normal">{contact.name}</span>
      </p>
      <a className={linkClass} href={telHref(contact.phone)}>
        <Phone aria-hidden="true" />
        {t('scanHistory.call', { phone: contact.phone })}
      </a>
      {contact.message && (
        <blockquote className="border-l-4 border-gray-300 pl-3 text-gray-800">{contact.message}</blockquote>
      )}
      <p className="text-sm text-gray-600">
        <time dateTime={contact.at}>{when(contact.at, language)}</time>
      </p>
    </div>
  );
}

/** `withShares={false}` in the openings list: the shares are shown on their own above it. */
export function ScanItem({ scan, withShares = true }: { scan: ScanRecord; withShares?: boolean }) {
  const t = useT();
  const language = useLocale();
  return (
    <article
      className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
      data-testid="scan-item"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold text-gray-900">
          <time dateTime={scan.scannedAt}>{when(scan.scannedAt, language)}</time>
        </h3>
        {scan.whileLost && (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
            {t('scanHistory.whileLost')}
          </span>
        )}
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-600">{t('scanHistory.device')}</dt>
        <dd className="text-gray-900">{deviceLabel(scan.device, t)}</dd>
        <dt className="text-gray-600">{t('scanHistory.language')}</dt>
        <dd className="text-gray-900">{languageName(scan.language, language)}</dd>
      </dl>
      {withShares && scan.location && <LocationShared location={scan.location} />}
      {withShares && scan.contact && <ContactSent contact={scan.contact} />}
    </article>
  );
}
