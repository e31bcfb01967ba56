// Reads a generated PDF back in tests with pdf.js (through unpdf): page sizes, every text item with
// its box, the structure tree, and the squares of the first Figure (the card's vector QR code).
import { inflateSync } from 'node:zlib';
import { getDocumentProxy } from 'unpdf';
import type { Modules } from './qr-reader.ts';

/** A text item; x, y is the baseline start in PDF units, y up from the page's bottom. */
export type TextItem = { str: string; x: number; y: number; width: number; height: number };
export type StructNode = { role?: string; alt?: string; children?: StructNode[] };
export type ReadPage = { width: number; height: number; items: TextItem[] };

export async function readPdf(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const pages: ReadPage[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) =>
      'str' in item && item.str.trim() !== ''
        ? [
            {
              str: item.str,
              x: item.transform[4],
              y: item.transform[5],
              width: item.width,
              height: item.height,
            },
          ]
        : [],
    );
    pages.push({ width: x1 - x0, height: y1 - y0, items });
  }
  const first = await document.getPage(1);
  const structure = (await first.getStructTree()) as StructNode | null;
  const info = (await document.getMetadata()).info as unknown as Record<string, unknown>;
  const markInfo = await document.getMarkInfo();
  return {
    pages,
    /** Page 1's text in drawing order, one item a line. */
    text: pages[0]!.items.map((i) => i.str).join('\n'),
    structure,
    info,
    markInfo,
  };
}

/** Every node of a structure tree, depth first. */
export function structNodes(node: StructNode | null): StructNode[] {
  if (!node) return [];
  return [node, ...(node.children ?? []).flatMap(structNodes)];
}

export type Box = { left: number; top: number; right: number; bottom: number };

/**
 * The rectangles drawn inside the first /Figure marked content of the page streams, as modules:
 * each rectangle is a run of dark modules one module high. Coordinates are pdfkit's (y down).
 */
export function figureModules(pdf: Buffer): Modules & { box: Box } {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n/g)].map((m) => {
    const start = m.index + m[0].length;
    return Buffer.from(raw.slice(start, raw.indexOf('endstream', start)), 'latin1');
  });
  const content = streams
    .map((bytes) => {
      try {
        return inflateSync(bytes).toString('latin1');
      } catch {
        return '';
      }
    })
    .find((s) => s.includes('/Figure'));
  if (!content) throw new Error('no Figure in the page content');
  const figure = content.slice(
    content.indexOf('/Figure'),
    content.indexOf('EMC', content.indexOf('/Figure')),
  );
  const rects = [...figure.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map((m) =>
    m.slice(1, 5).map(Number),
  ) as [number, number, number, number][];
  const module = Math.min(...rects.map((r) => r[3]));
  const box = {
    left: Math.min(...rects.map((r) => r[0])),
    top: Math.min(...rects.map((r) => r[1])),
    right: Math.max(...rects.map((r) => r[0] + r[2])),
    bottom: Math.max(...rects.map((r) => r[1] + r[3])),
  };
  const size = Math.round((box.right - box.left) / module);
  const dark = new Set<string>();
  for (const [x, y, w] of rects) {
    const row = Math.round((y - box.top) / module);
    const first = Math.round((x - box.left) / module);
    for (let c = 0; c < Math.round(w / module); c++) dark.add(`${row},${first + c}`);
  }
  return { size, box, isDark: (row, column) => dark.has(`${row},${column}`) };
}
