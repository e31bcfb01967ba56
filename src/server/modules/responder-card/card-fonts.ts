// The card's fonts: DejaVu from `dejavu-fonts-ttf` (decision 031), read from node_modules once, no
// network. The PDF standard fonts cover only Latin-1; DejaVu also shows Latin Extended (ł, ő, ș),
// Greek, Cyrillic and Hebrew. pdfkit embeds only the glyphs a card uses.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const FILES = {
  bold: 'DejaVuSans-Bold.ttf',
  condensed: 'DejaVuSansCondensed.ttf',
  condensedBold: 'DejaVuSansCondensed-Bold.ttf',
  monoBold: 'DejaVuSansMono-Bold.ttf',
} as const;

export type CardFont = keyof typeof FILES;

const require = createRequire(import.meta.url);
let loaded: Record<CardFont, Buffer> | undefined;

export function cardFonts(): Record<CardFont, Buffer> {
  loaded ??= Object.fromEntries(
    Object.entries(FILES).map(([name, file]) => [
      name,
      readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)),
    ]),
  ) as Record<CardFont, Buffer>;
  return loaded;
}
