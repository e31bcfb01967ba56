// What a responder may send the parents, only on their own tap: their location (the
// browser asks for it on that tap, never before) and a number to call back. Rendered with the page,
// so nothing below moves when the script arrives; without JavaScript neither could work, and the
// document hides everything marked NEEDS_SCRIPT (public-tag.document.ts).
import { MapPin, PhoneIncoming } from 'lucide-react';
import { useState } from 'react';
import { useHydrated } from '../use-hydrated.ts';
import { refusal, shareLocation, type ShareRefusal } from '../api/share-with-parents.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import { SharePhoneForm } from './share-phone-form.tsx';

export const SHARE_BUTTON =
  'inline-flex min-h-12 flex-auto items-center justify-center gap-2 rounded-lg border-2 border-blue-700 bg-white px-3 py-2 text-center font-semibold leading-tight text-blue-800 hover:bg-blue-50 disabled:opacity-70';

/** While the child is reported lost, the location is what the parents most need: a full-width, filled button. */
const PROMINENT_SHARE_BUTTON =
  'inline-flex min-h-14 w-full items-center justify-center gap-2 rounded-lg bg-blue-700 px-3 py-2 text-center text-lg font-bold leading-tight text-white hover:bg-blue-800 disabled:opacity-70';

/** The attribute of controls that only work with the page's script. */
export const NEEDS_SCRIPT = 'data-needs-script';

type LocationStatus = 'idle' | 'sending' | 'sent' | 'denied' | ShareRefusal;

export function ResponderShares({ lost = false }: { lost?: boolean }) {
  const t = useT();
  const [location, setLocation] = useState<LocationStatus>('idle');
  const [phoneOpen, setPhoneOpen] = useState(false);
  const hydrated = useHydrated();
  const locate = () => {
    if (!('geolocation' in navigator)) return setLocation('failed');
    setLocation('sending');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        // A position reported as exact is counted as within a metre (the server wants accuracy > 0).
        const position = {
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: Math.max(coords.accuracy, 1),
        };
        void shareLocation(position).then((result) => setLocation(result.ok ? 'sent' : refusal(result)));
      },
      (error) => setLocation(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed'),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  };

  const locationNote =
    typeof location === 'object'
      ? t('responder.tooManyShares', { count: location.waitMinutes })
      : {
          idle: '',
          sending: t('responder.location.sharing'),
          sent: t('responder.location.sent'),
          denied: t('responder.location.denied'),
          failed: t('responder.location.failed'),
        }[location];

  return (
    <div className="mt-2" data-testid="responder-shares" {...{ [NEEDS_SCRIPT]: '' }}>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={lost ? PROMINENT_SHARE_BUTTON : SHARE_BUTTON}
          data-prominent={lost || undefined}
          onClick={locate}
          disabled={!hydrated || location === 'sending'}
        >
          <MapPin aria-hidden="true" focusable="false" className="size-5 shrink-0" />
          {t('responder.location.share')}
        </button>
        <button
          type="button"
          className={SHARE_BUTTON}
          aria-expanded={phoneOpen}
          aria-controls="share-phone"
          onClick={() => setPhoneOpen((open) => !open)}
          disabled={!hydrated}
        >
          <PhoneIncoming aria-hidden="true" focusable="false" className="size-5 shrink-0" />
          {t('responder.phoneNumber.open')}
        </button>
      </div>
      <p role="status" className="mt-1 text-sm font-semibold text-gray-900 empty:hidden">
        {locationNote}
      </p>
      {phoneOpen && <SharePhoneForm id="share-phone" />}
    </div>
  );
}
