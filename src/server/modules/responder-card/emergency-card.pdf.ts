// The printable emergency card as a PDF, made on our server with pdfkit (decision 031):
// one wallet-size card (ISO ID-1), or an A4 sheet of ten with cut marks. Same data, same bytes: the
// document's dates come from the tag, not from the clock.
import PDFDocument from 'pdfkit';
import { formatDate, formatLabel } from '#shared/i18n/format.ts';
import { DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import type { CardLayout } from '#shared/schemas/emergency-card.ts';
import { translatorFor } from '../../i18n/catalogue.ts';
import { pdfBytes } from '../../lib/pdf-bytes.ts';
import { orderCardFields, type CardField } from './card-fields.ts';
import { cardFonts } from './card-fonts.ts';
import { A4, CARD_HEIGHT, CARD_WIDTH } from './card-geometry.ts';
import { taggedMarker, unmarked } from './card-tagging.ts';
import { drawCard, type PreparedCard } from './draw-card.ts';
import { printable } from './printable-text.ts';
import { sheetCardOrigins, sheetCutMarks } from './sheet-layout.ts';
import { qrMatrix } from './tag-qr.ts';

export type EmergencyCardData = {
  childName: string;
  childAge: number | null;
  uniqueCode: string;
  /** Issue 17: printed so whoever holds the card can open the protected fields. */
  pin: string;
  fields: readonly CardField[];
  updatedAt: Date;
  /** The tag's public address, PUBLIC_URL/tag/{uniqueCode}: what the QR code opens. */
  publicUrl: string;
  /** PUBLIC_URL/t, printed for typing the code by hand. */
  shortUrl: string;
  /** For the last-updated date; UTC unless given. */
  timeZone?: string;
};

export function renderEmergencyCard(
  data: EmergencyCardData,
  {
    layout = 'card',
    language = DEFAULT_LANGUAGE,
  }: { layout?: CardLayout; /** The printing parent's language. */ language?: Language } = {},
): Promise<Buffer> {
  const t = translatorFor(language);
  const card = prepare(data, language, t);
  const doc = new PDFDocument({
    size: layout === 'card' ? [CARD_WIDTH, CARD_HEIGHT] : [A4.width, A4.height],
    margin: 0,
    pdfVersion: '1.7',
    tagged: true,
    lang: language,
    displayTitle: true,
    info: {
      Title: t('emergencyCard.documentTitle', { name: card.childName }),
      Creator: t('emergencyCard.brand'),
      CreationDate: data.updatedAt,
      ModDate: data.updatedAt,
    },
  });
  for (const [name, bytes] of Object.entries(cardFonts())) doc.registerFont(name, bytes);

  const done = pdfBytes(doc);
  const root = doc.struct('Document');
  doc.addStructure(root);
  const tagged = taggedMarker(doc, root);
  if (layout === 'card') {
    drawCard(doc, card, tagged);
  } else {
    tagged.decoration(() => {
      for (const { from, to } of sheetCutMarks()) doc.moveTo(from.x, from.y).lineTo(to.x, to.y);
      doc.lineWidth(0.5).stroke('#6b7280');
    });
    for (const [index, origin] of sheetCardOrigins().entries()) {
      doc.save().translate(origin.x, origin.y);
      if (index === 0) drawCard(doc, card, tagged);
      else tagged.decoration(() => drawCard(doc, card, unmarked));
      doc.restore();
    }
  }
  root.end();
  doc.end();
  return done;
}

/** What the card prints of a field's text: emoji left out, and a field of only emoji says where to look. */
function prepare(data: EmergencyCardData, language: Language, t: Translate): PreparedCard {
  const onCard = (value: string) => printable(value) || (value.trim() ? t('emergencyCard.symbolsOnly') : '');
  const childName = printable(data.childName) || t('emergencyCard.childFallback');
  const label = (text: string) => formatLabel(language, text);
  return {
    t,
    label,
    childName,
    ageLine:
      data.childAge === null
        ? null
        : `${label(t('emergencyCard.age'))} ${t('emergencyCard.ageYears', { count: data.childAge })}`,
    uniqueCode: data.uniqueCode,
    pin: data.pin,
    shortAddress: data.shortUrl.replace(/^https:\/\//, ''),
    updatedOn: formatDate(language, data.updatedAt, { timeZone: data.timeZone ?? 'UTC' }),
    fields: orderCardFields(
      data.fields.map((field) => ({ title: onCard(field.title), content: onCard(field.content) })),
    ),
    qr: qrMatrix(data.publicUrl),
    qrDescription: t('emergencyCard.qrDescription', { url: data.publicUrl }),
  };
}
