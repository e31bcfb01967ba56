// Tagged PDF (decision 031): a screen reader reads the card's text in order as headings and
// paragraphs, the QR code as a figure with a description, and skips the coloured boxes. The extra
// copies on the A4 sheet are marked as artifacts, so the card is read once.
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;
export type StructType = 'H1' | 'H2' | 'H3' | 'P' | 'Figure';

export type Marker = {
  /** Content read aloud, as one structure element. */
  content(type: StructType, draw: () => void, alt?: string): void;
  /** Decoration a screen reader skips. */
  decoration(draw: () => void): void;
};

export function taggedMarker(doc: Doc, parent: PDFKit.PDFStructureElement): Marker {
  return {
    content: (type, draw, alt) => parent.add(doc.struct(type, alt ? { alt } : {}, draw)),
    decoration: (draw) => {
      doc.markContent('Artifact', { type: 'Layout' });
      draw();
      doc.endMarkedContent();
    },
  };
}

/** For a copy inside an artifact: draws without marking. */
export const unmarked: Marker = { content: (_type, draw) => draw(), decoration: (draw) => draw() };
