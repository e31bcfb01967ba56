// A pdfkit document's bytes once it has ended: the emergency card and the order receipt collect them so.
import type PDFDocument from 'pdfkit';

export function pdfBytes(doc: InstanceType<typeof PDFDocument>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
