// What a responder may send the parents, only on their own tap: their location (the browser asks for
// it on that tap, never before, so that button needs the page's script and is hidden without it) and a
// number to call back, a form that works without script too (issue 35). Rendered with the page, so
// nothing below moves when the script arrives; its buttons stay disabled until it does.
import { MapPin, PhoneIncoming } from 'lucide-react';
import { pluralTemplates } from '#shared/i18n/plural-templates.ts';
import { useLocale, useT } from '../../../i18n/i18n-context.tsx';
import { SHARE_PHONE_ID, type ContactAnswer } from '../responder-answer.ts';
import { NEEDS_SCRIPT, SHARE_BUTTON } from './share-button.ts';
import { SharePhoneForm } from './share-phone-form.tsx';

/** While the child is reported lost, the location is what the parents most need: a full-width, filled button. */
const PROMINENT_SHARE_BUTTON =
  'inline-flex min-h-14 w-full items-center justify-center gap-2 rounded-lg bg-blue-700 px-3 py-2 text-center text-lg font-bold leading-tight text-white hover:bg-blue-800 disabled:opacity-70';

export const LOCATION_STATUS_ID = 'location-status';

type Props = { code: string; lost?: boolean; contact?: ContactAnswer };

export function ResponderShares({ code, lost = false, contact }: Props) {
  const t = useT();
  const language = useLocale();
  const scriptOnly = { [NEEDS_SCRIPT]: '' };
  return (
    <div className="mt-2" data-testid="responder-shares">
      <div className="flex flex-wrap gap-2" {...scriptOnly}>
        {/* The island (islands/location-share.ts) reads its words here: the page carries no catalogue. */}
        <button
          type="button"
          className={lost ? PROMINENT_SHARE_BUTTON : SHARE_BUTTON}
          data-prominent={lost || undefined}
          data-locate={LOCATION_STATUS_ID}
          data-code={code}
          data-sharing={t('responder.location.sharing')}
          data-sent={t('responder.location.sent')}
          data-denied={t('responder.location.denied')}
          data-failed={t('responder.location.failed')}
          data-wait={JSON.stringify(pluralTemplates(t, 'responder.tooManyShares', language))}
          disabled
        >
          <MapPin aria-hidden="true" focusable="false" className="size-5 shrink-0" />
          {t('responder.location.share')}
        </button>
        <button
          type="button"
          className={SHARE_BUTTON}
          aria-expanded={contact !== undefined}
          aria-controls={SHARE_PHONE_ID}
          data-opens={SHARE_PHONE_ID}
          disabled
        >
          <PhoneIncoming aria-hidden="true" focusable="false" className="size-5 shrink-0" />
          {t('responder.phoneNumber.open')}
        </button>
      </div>
      <p
        id={LOCATION_STATUS_ID}
        role="status"
        className="mt-1 text-sm font-semibold text-gray-900 empty:hidden"
        {...scriptOnly}
      />
      <SharePhoneForm id={SHARE_PHONE_ID} code={code} answer={contact} />
    </div>
  );
}
