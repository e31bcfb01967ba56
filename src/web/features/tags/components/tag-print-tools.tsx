// A configured tag's ways to reach its page without the chip (on the tag page): its QR code, the PNG for a
// sticker, and the printable emergency card (one wallet card, or an A4 sheet of them). The card and
// the sheet open in a new tab, where the browser's PDF viewer prints them.
import { Download, Printer } from 'lucide-react';
import { tagCardPdf, tagQrPng, tagQrSvg } from '#shared/endpoints/responder-card.ts';
import type { MessageKey } from '#shared/i18n/message-key.ts';
import type { CardLayout } from '#shared/schemas/emergency-card.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import { urlOf } from '../../../lib/call.ts';

const linkClass =
  'inline-flex min-h-9 items-center gap-2 rounded-md text-sm font-medium text-red-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600 focus-visible:ring-offset-2 [&_svg]:size-4 [&_svg]:shrink-0';

/** The wallet card is the default: its link carries no `?layout=`. */
const cardPdf = (tagId: string, layout: CardLayout) =>
  urlOf(tagCardPdf, { params: { tagId }, query: layout === 'card' ? {} : { layout } });

const PRINT_LINKS: ReadonlyArray<{ layout: CardLayout; label: MessageKey }> = [
  { layout: 'card', label: 'dashboard.printCard' },
  { layout: 'sheet', label: 'dashboard.printSheet' },
];

export function TagPrintTools({ tagId, publicUrl }: { tagId: string; publicUrl: string }) {
  const t = useT();
  return (
    <div className="flex items-center gap-4">
      <img
        src={urlOf(tagQrSvg, { params: { tagId } })}
        alt={t('dashboard.qrAlt', { url: publicUrl })}
        width={96}
        height={96}
        loading="lazy"
        className="h-24 w-24 shrink-0 rounded-md border border-gray-200 bg-white"
      />
      <ul className="grid min-w-0 gap-1">
        <li>
          <a className={linkClass} href={urlOf(tagQrPng, { params: { tagId } })} download>
            <Download aria-hidden="true" />
            {t('dashboard.downloadQr')}
          </a>
        </li>
        {PRINT_LINKS.map(({ layout, label }) => (
          <li key={layout}>
            <a className={linkClass} href={cardPdf(tagId, layout)} target="_blank" rel="noopener">
              <Printer aria-hidden="true" />
              {t(label)}
              <span className="sr-only"> {t('dashboard.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
