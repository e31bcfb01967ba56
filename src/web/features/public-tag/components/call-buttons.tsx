// Help in one tap: the emergency number, and the first phone number the parents gave,
// as large `tel:` links at the top of the page (≥ 48 px, above the fold on a 360 × 640 phone).
// Plain links: they work before, and without, any script.
import { Phone, Siren } from 'lucide-react';
import { translateTemplateTitle } from '#shared/i18n/template-titles.ts';
import type { PhoneCall } from '../first-phone-call.ts';
import { useT } from '../../../i18n/i18n-context.tsx';

const BUTTON =
  'inline-flex min-h-12 min-w-12 flex-auto items-center justify-center gap-2 rounded-lg px-4 py-2 text-center text-lg leading-tight font-bold wrap-anywhere text-white underline-offset-2 hover:underline';

export function CallButtons({ emergencyNumber, call }: { emergencyNumber: string; call?: PhoneCall | null }) {
  const t = useT();
  return (
    <div className="mt-2 flex flex-wrap gap-2" data-testid="call-buttons">
      <a href={`tel:${emergencyNumber}`} className={`${BUTTON} bg-red-700 hover:bg-red-800`}>
        <Siren aria-hidden="true" focusable="false" className="size-6 shrink-0" />
        {t('responder.calls.emergencyNumber', { number: emergencyNumber })}
      </a>
      {call && (
        <a href={call.href} className={`${BUTTON} bg-blue-700 hover:bg-blue-800`}>
          <Phone aria-hidden="true" focusable="false" className="size-6 shrink-0" />
          {t('responder.calls.field', { title: translateTemplateTitle(call.title, t) })}
        </a>
      )}
    </div>
  );
}
