// The order's receipt as an A4 PDF, drawn with pdfkit like the emergency card (decision 031) and in its
// DejaVu fonts, so any buyer's name or address prints. Same order, same bytes: the document's dates are
// the payment's, not the clock's.
import PDFDocument from 'pdfkit';
import { PRODUCT_NAME } from '#shared/constants.ts';
import { pdfBytes } from '../../lib/pdf-bytes.ts';
import { cardFonts, type CardFont } from '../responder-card/card-fonts.ts';
import { A4, INK } from '../responder-card/card-geometry.ts';
import type { Fact, ReceiptContent } from './receipt-content.ts';

type Doc = InstanceType<typeof PDFDocument>;
type Column = { x: number; width: number; align: 'left' | 'right' };
type Style = { font: CardFont; size: number; colour?: string };

const MARGIN = 56;
const WIDTH = A4.width - 2 * MARGIN;
const BOTTOM = A4.height - MARGIN;
const GAP = 4;
const TEXT: Style = { font: 'condensed', size: 10 };
const BOLD: Style = { font: 'condensedBold', size: 10 };
const MUTED: Style = { font: 'condensed', size: 9, colour: INK.muted };

/** The last column, the amounts, lines up in both tables and the totals. */
const AMOUNT: Column = { x: WIDTH - 95, width: 95, align: 'right' };
const ITEM_COLUMNS: Column[] = [
  { x: 0, width: 225, align: 'left' },
  { x: 235, width: 60, align: 'right' },
  { x: 305, width: AMOUNT.x - 315, align: 'right' },
  AMOUNT,
];
const TOTAL_COLUMNS: Column[] = [{ x: 0, width: AMOUNT.x - 10, align: 'right' }, AMOUNT];
const REFUND_COLUMNS: Column[] = [
  { x: 0, width: 110, align: 'left' },
  { x: 120, width: 95, align: 'right' },
  { x: 235, width: WIDTH - 235, align: 'left' },
];

export function renderReceipt(receipt: ReceiptContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [A4.width, A4.height],
    margin: MARGIN,
    pdfVersion: '1.7',
    lang: receipt.language,
    displayTitle: true,
    info: {
      Title: receipt.documentTitle,
      Creator: PRODUCT_NAME,
      CreationDate: receipt.paidAt,
      ModDate: receipt.paidAt,
    },
  });
  for (const [name, bytes] of Object.entries(cardFonts())) doc.registerFont(name, bytes);
  const done = pdfBytes(doc);
  const sheet = new Sheet(doc);

  sheet.line(receipt.title, { font: 'bold', size: 20 });
  sheet.space(10);
  for (const line of receipt.seller) sheet.line(line, TEXT);
  sheet.space(12);
  for (const fact of receipt.facts) sheet.line(`${fact.label} ${fact.value}`, TEXT);
  sheet.space(8);
  sheet.line(receipt.customerLabel, BOLD);
  for (const line of receipt.customer) sheet.line(line, TEXT);
  sheet.space(16);

  sheet.row(receipt.items.head, ITEM_COLUMNS, BOLD);
  sheet.rule();
  for (const row of receipt.items.rows) sheet.row(row, ITEM_COLUMNS, TEXT);
  sheet.rule();
  for (const total of receipt.totals) sheet.fact(total);

  if (receipt.refunds) {
    sheet.space(16);
    sheet.line(receipt.refunds.heading, { font: 'bold', size: 12 });
    sheet.space(4);
    sheet.row(receipt.refunds.head, REFUND_COLUMNS, BOLD);
    sheet.rule();
    for (const row of receipt.refunds.rows) sheet.row(row, REFUND_COLUMNS, TEXT);
    sheet.rule();
    sheet.fact(receipt.refunds.total);
  }

  sheet.space(24);
  sheet.line(receipt.thanks, MUTED);
  doc.end();
  return done;
}

/** Writes down the page from the top margin, and onto a new page when the next line would not fit. */
class Sheet {
  private y = MARGIN;

  constructor(private readonly doc: Doc) {}

  space(points: number): void {
    this.y += points;
  }

  line(text: string, style: Style): void {
    this.row([text], [{ x: 0, width: WIDTH, align: 'left' }], style, 2);
  }

  /** One table row: each cell wraps in its column, the row as tall as its tallest cell. */
  row(cells: readonly string[], columns: readonly Column[], style: Style, gap = GAP): void {
    this.use(style);
    const height = Math.max(
      ...cells.map((cell, i) => this.doc.heightOfString(cell || ' ', { width: columns[i]!.width })),
    );
    if (this.y + height > BOTTOM) {
      this.doc.addPage();
      this.y = MARGIN;
    }
    cells.forEach((cell, i) => {
      const { x, width, align } = columns[i]!;
      this.doc.text(cell, MARGIN + x, this.y, { width, align });
    });
    this.y += height + gap;
  }

  /** A label and its amount under the amounts' column. */
  fact({ label, value, strong }: Fact): void {
    this.row([label, value], TOTAL_COLUMNS, strong ? BOLD : TEXT);
  }

  rule(): void {
    this.doc
      .moveTo(MARGIN, this.y)
      .lineTo(MARGIN + WIDTH, this.y)
      .lineWidth(0.5)
      .stroke(INK.muted);
    this.y += GAP;
  }

  private use({ font, size, colour = INK.text }: Style): void {
    this.doc.font(font).fontSize(size).fillColor(colour);
  }
}
