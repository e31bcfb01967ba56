// Draws one emergency card with its top-left corner at the current origin: a red header, the child's
// name and age, the critical fields as coloured rows, the QR code (vector squares), the last-updated
// date, and a footer with the short address and the code in large monospace. All text is real text,
// drawn in reading order.
import type PDFDocument from 'pdfkit';
import { groupedPin } from '#shared/tag-pin.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import type { StyledCardField } from './card-fields.ts';
import type { CardFont } from './card-fonts.ts';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  FOOTER_HEIGHT,
  HEADER_HEIGHT,
  INK,
  PADDING,
  QR_SIZE,
  TONE_COLOURS,
} from './card-geometry.ts';
import type { Marker } from './card-tagging.ts';
import { planFields, type FieldMetrics } from './plan-fields.ts';
import { QR_QUIET_ZONE, type QrMatrix } from './tag-qr.ts';

type Doc = InstanceType<typeof PDFDocument>;

export type PreparedCard = {
  /** The printing parent's language: every label on the card. */
  t: Translate;
  /** The same language's label colon ('PIN:', 'PIN :'). */
  label: (text: string) => string;
  childName: string;
  /** "Age: 7 years", or null when the parent left it blank. */
  ageLine: string | null;
  uniqueCode: string;
  /** Issue 17: the PIN of the protected fields. */
  pin: string;
  /** The short address as printed (no https://). */
  shortAddress: string;
  updatedOn: string;
  fields: StyledCardField[];
  qr: QrMatrix;
  qrDescription: string;
};

const FOOTER_TOP = CARD_HEIGHT - FOOTER_HEIGHT;
const QR_LEFT = CARD_WIDTH - PADDING - QR_SIZE;
/** The text column: from the left padding to the QR code's quiet zone. */
const LEFT_WIDTH = QR_LEFT - 6 - PADDING - 4;
const FIELD = {
  titleWidth: 42,
  columnGap: 3,
  barWidth: 2.2,
  padX: 3,
  padY: 1.4,
  gap: 1.6,
  titleSize: 5.8,
  contentSize: 6.4,
  noteSize: 5.5,
} as const;

export function drawCard(doc: Doc, card: PreparedCard, mark: Marker): void {
  drawHeader(doc, card.t, mark);
  const fieldsTop = drawIdentity(doc, card, mark);
  drawFields(doc, card, fieldsTop, FOOTER_TOP - 4, mark);
  drawQrColumn(doc, card, mark);
  drawFooter(doc, card, mark);
}

function font(doc: Doc, name: CardFont, size: number, colour: string): Doc {
  return doc.font(name).fontSize(size).fillColor(colour);
}

function drawHeader(doc: Doc, t: Translate, mark: Marker): void {
  const heading = t('emergencyCard.heading');
  const brand = t('emergencyCard.brand');
  mark.decoration(() => doc.rect(0, 0, CARD_WIDTH, HEADER_HEIGHT).fill(INK.header));
  mark.content('H1', () =>
    font(doc, 'bold', 7.5, '#ffffff').text(heading, PADDING, 3.7, { lineBreak: false }),
  );
  mark.content('P', () => {
    font(doc, 'condensed', 5.5, '#ffffff');
    const brandWidth = doc.widthOfString(brand);
    doc.text(brand, CARD_WIDTH - PADDING - brandWidth, 4.5, { lineBreak: false });
  });
}

/**
 * The name as large as fits on one line (12.5 pt down to 9.5 pt), else on two lines, cut with an
 * ellipsis past that; then the age. Returns the y below them.
 */
function drawIdentity(doc: Doc, card: PreparedCard, mark: Marker): number {
  let size = 12.5;
  doc.font('bold');
  while (size > 9.5 && doc.fontSize(size).widthOfString(card.childName) > LEFT_WIDTH) size -= 0.5;
  const top = HEADER_HEIGHT + 3.5;
  font(doc, 'bold', size, INK.text);
  const lineHeight = doc.currentLineHeight(true);
  const nameLines = Math.min(
    2,
    Math.round(doc.heightOfString(card.childName, { width: LEFT_WIDTH }) / lineHeight),
  );
  mark.content('H2', () =>
    doc.text(card.childName, PADDING, top, {
      width: LEFT_WIDTH,
      height: nameLines * lineHeight + 0.5,
      ellipsis: '…',
    }),
  );
  let y = top + nameLines * lineHeight;
  const { ageLine } = card;
  font(doc, 'condensed', 6.8, INK.muted);
  let pinLeft = PADDING;
  if (ageLine) {
    mark.content('P', () => doc.text(ageLine, PADDING, y, { width: LEFT_WIDTH, lineBreak: false }));
    pinLeft += doc.widthOfString(ageLine) + 8;
  }
  // Issue 17: the PIN of the protected fields, on the age's line (label and value, two paragraphs),
  // so no field row is lost. An 8-digit PIN (decision 026) takes the shorter label there; only if
  // even that cannot fit does the PIN take a line of its own.
  const value = groupedPin(card.pin);
  const lineHeight6 = doc.currentLineHeight(true);
  const valueWidth = font(doc, 'monoBold', 7, INK.text).widthOfString(value, {
    characterSpacing: PIN_SPACING,
  });
  font(doc, 'condensed', 6.8, INK.muted);
  const room = PADDING + LEFT_WIDTH - pinLeft;
  const fits = (label: string) => doc.widthOfString(label) + PIN_GAP + valueWidth <= room;
  const long = card.label(card.t('emergencyCard.pin'));
  let label = [long, card.label(card.t('emergencyCard.pinShort'))].find(fits);
  if (!label) {
    label = long;
    pinLeft = PADDING;
    y += lineHeight6;
  }
  const valueLeft = pinLeft + doc.widthOfString(label) + PIN_GAP;
  mark.content('P', () => doc.text(label, pinLeft, y, { lineBreak: false }));
  mark.content('P', () =>
    font(doc, 'monoBold', 7, INK.text).text(value, valueLeft, y - 0.2, {
      lineBreak: false,
      characterSpacing: PIN_SPACING,
    }),
  );
  y += lineHeight6;
  return y + 2.5;
}

/** Between the PIN's digits: a card is read at arm's length, often in poor light. */
const PIN_SPACING = 0.5;
/** Between the PIN's label and its digits. */
const PIN_GAP = 2.5;

function drawFields(doc: Doc, card: PreparedCard, top: number, bottom: number, mark: Marker): void {
  const { fields } = card;
  const contentLeft = PADDING + FIELD.barWidth + FIELD.padX + FIELD.titleWidth + FIELD.columnGap;
  const contentWidth = PADDING + LEFT_WIDTH - FIELD.padX - contentLeft;
  const contentFont = (bold: boolean) =>
    font(doc, bold ? 'condensedBold' : 'condensed', FIELD.contentSize, INK.text);
  const lineHeight = contentFont(false).currentLineHeight(true);
  // Titles are a little smaller: a line gap keeps them on the contents' lines.
  const titleFont = () => font(doc, 'condensedBold', FIELD.titleSize, INK.text);
  const titleGap = lineHeight - titleFont().currentLineHeight(true);
  const lines = (value: string, width: number, lineGap: number) =>
    Math.round(doc.heightOfString(value, { width, lineGap }) / lineHeight);
  const metrics: FieldMetrics = {
    titleLines: (f) => (titleFont(), lines(f.title, FIELD.titleWidth, titleGap)),
    contentLines: (f) => (contentFont(f.style.bold), lines(f.content, contentWidth, 0)),
    lineHeight,
    titleMaxLines: 2,
    paddingY: FIELD.padY,
    gap: FIELD.gap,
    noteHeight: FIELD.noteSize * 1.5,
  };
  const plan = planFields(fields, bottom - top, metrics);
  let y = top;
  for (const row of plan.rows) {
    const colours = TONE_COLOURS[row.field.style.tone];
    const rowTop = y;
    mark.decoration(() => {
      doc.rect(PADDING, rowTop, LEFT_WIDTH, row.height).fill(colours.fill);
      doc.rect(PADDING, rowTop, FIELD.barWidth, row.height).fill(colours.bar);
    });
    mark.content('H3', () =>
      titleFont()
        .fillColor(colours.title)
        .text(row.field.title, PADDING + FIELD.barWidth + FIELD.padX, rowTop + FIELD.padY, {
          width: FIELD.titleWidth,
          height: row.titleLines * lineHeight + 0.5,
          lineGap: titleGap,
          ellipsis: '…',
        }),
    );
    mark.content('P', () =>
      contentFont(row.field.style.bold).text(row.field.content, contentLeft, rowTop + FIELD.padY, {
        width: contentWidth,
        height: row.contentLines * lineHeight + 0.5,
        ellipsis: '…',
      }),
    );
    y += row.height + FIELD.gap;
  }
  if (plan.omitted > 0) {
    mark.content('P', () =>
      font(doc, 'condensed', FIELD.noteSize, INK.muted).text(
        card.t('emergencyCard.moreFields', { n: plan.omitted }),
        PADDING,
        y,
        {
          width: LEFT_WIDTH,
          lineBreak: false,
        },
      ),
    );
  }
}

function drawQrColumn(doc: Doc, card: PreparedCard, mark: Marker): void {
  const { size, isDark } = card.qr;
  const module = QR_SIZE / size;
  const quiet = QR_QUIET_ZONE * module;
  const top = HEADER_HEIGHT + quiet;
  // One rectangle per run of dark modules in a row: a vector symbol, sharp at any print size.
  mark.content(
    'Figure',
    () => {
      for (let row = 0; row < size; row++) {
        for (let col = 0; col < size; col++) {
          if (!isDark(row, col)) continue;
          let end = col;
          while (end + 1 < size && isDark(row, end + 1)) end++;
          doc.rect(QR_LEFT + col * module, top + row * module, (end - col + 1) * module, module);
          col = end;
        }
      }
      doc.fill(INK.text);
    },
    card.qrDescription,
  );
  const columnLeft = QR_LEFT - 4;
  const columnWidth = QR_SIZE + 8;
  const centred = { width: columnWidth, align: 'center' } as const;
  mark.content('P', () =>
    font(doc, 'condensed', 5.2, INK.muted).text(
      card.t('emergencyCard.scanHint'),
      columnLeft,
      top + QR_SIZE + quiet + 0.5,
      centred,
    ),
  );
  const updatedTop = FOOTER_TOP - 15;
  mark.content('P', () =>
    font(doc, 'condensed', 5, INK.muted).text(
      card.t('emergencyCard.lastUpdated'),
      columnLeft,
      updatedTop,
      centred,
    ),
  );
  mark.content('P', () =>
    font(doc, 'condensedBold', 6, INK.text).text(card.updatedOn, columnLeft, updatedTop + 6, centred),
  );
}

function drawFooter(doc: Doc, card: PreparedCard, mark: Marker): void {
  mark.decoration(() => doc.rect(0, FOOTER_TOP, CARD_WIDTH, FOOTER_HEIGHT).fill(INK.footer));
  const noCamera = card.t('emergencyCard.noCamera');
  const enterCode = card.t('emergencyCard.enterCode');
  const labelFont = () => font(doc, 'condensed', 6, INK.muted);
  const labelWidth = Math.max(labelFont().widthOfString(noCamera), doc.widthOfString(enterCode));
  const valueLeft = PADDING + labelWidth + 4;
  const valueWidth = CARD_WIDTH - PADDING - valueLeft;
  // Baselines: each label sits on its value's line.
  const line1 = { lineBreak: false, baseline: 'alphabetic', y: FOOTER_TOP + 10 } as const;
  const line2 = { lineBreak: false, baseline: 'alphabetic', y: FOOTER_TOP + 25 } as const;
  // The address and the code are printed whole: they shrink rather than being cut. Label and value
  // are separate paragraphs, so a screen reader pauses between them.
  mark.content('P', () => labelFont().text(noCamera, PADDING, line1.y, line1));
  const addressSize = fitSize(doc, card.shortAddress, 7.5, valueWidth, 0);
  mark.content('P', () =>
    font(doc, 'monoBold', addressSize, INK.text).text(card.shortAddress, valueLeft, line1.y, line1),
  );
  mark.content('P', () => labelFont().text(enterCode, PADDING, line2.y, line2));
  const codeSize = fitSize(doc, card.uniqueCode, 15, valueWidth, 1);
  mark.content('P', () =>
    font(doc, 'monoBold', codeSize, INK.text).text(card.uniqueCode, valueLeft, line2.y, {
      ...line2,
      characterSpacing: 1,
    }),
  );
}

/** The largest monospace size, from `largest` down, at which `value` fits `width`. */
function fitSize(doc: Doc, value: string, largest: number, width: number, spacing: number): number {
  doc.font('monoBold');
  let size = largest;
  while (size > 4 && doc.fontSize(size).widthOfString(value) + spacing * value.length > width) size -= 0.25;
  return size;
}
