// Lost-child mode: while the parents report the child lost, the page opens with this
// banner, above everything else: their message as they wrote it and a large `tel:` button to their
// number (≥ 48 px). A plain link: it works before, and without, any script.
import { Phone } from 'lucide-react';
import { keepOnOneLine, telHref } from '#shared/phone-rules.ts';
import type { LostMode } from '#shared/schemas/lost-mode.ts';
import { useT } from '../../../i18n/i18n-context.tsx';

type Props = {
  lost: LostMode;
  /** The child's photo (issue 34): the server sends its address only while lost mode is on. */
  photoPath?: string;
  childName: string | null;
};

export function LostBanner({ lost, photoPath, childName }: Props) {
  const t = useT();
  const name = childName?.trim();
  return (
    <section
      aria-labelledby="lost-title"
      data-testid="lost-banner"
      className="border-b-4 border-amber-500 bg-amber-100 px-4 pt-3 pb-3 text-gray-950"
    >
      <h2 id="lost-title" className="text-2xl leading-tight font-extrabold tracking-wide wrap-anywhere">
        {t('responder.lostChild.title')}
      </h2>
      {/* The photo sits beside the message, small enough that the call button stays on a phone's first
          screen; a tap opens it whole. */}
      <div className="mt-2 flex items-start gap-3">
        {photoPath && (
          <a href={photoPath} className="shrink-0">
            <img
              src={photoPath}
              alt={name ? t('responder.photoAlt', { childName: name }) : t('responder.photoAltUnnamed')}
              data-testid="lost-photo"
              className="max-h-40 w-28 rounded-lg border-2 border-amber-500 object-cover"
            />
          </a>
        )}
        <figure className="min-w-0 flex-1">
          <figcaption className="sr-only">{t('responder.lostChild.message')}</figcaption>
          <blockquote className="text-xl leading-snug font-bold whitespace-pre-line wrap-anywhere">
            {lost.message}
          </blockquote>
        </figure>
      </div>
      <a
        href={telHref(lost.phone)}
        className="mt-3 flex min-h-14 w-full items-center justify-center gap-2 rounded-lg bg-green-800 px-4 py-2 text-center text-xl leading-tight font-bold wrap-anywhere text-white underline-offset-2 hover:bg-green-900 hover:underline"
      >
        <Phone aria-hidden="true" focusable="false" className="size-7 shrink-0" />
        {t('responder.lostChild.call', { phone: keepOnOneLine(lost.phone) })}
      </a>
      <p className="mt-2 text-sm leading-snug">{t('responder.lostChild.body')}</p>
    </section>
  );
}
