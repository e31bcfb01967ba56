// The card's fonts, the receipt's too, draw every letter the five languages' labels use and the accents
// and signs their children's names and fields carry (issue 30): no letter falls back to an empty box.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { flattenCatalogue } from '#server/i18n/catalogue-flatten.ts';
import { LANGUAGES } from '#shared/i18n/languages.ts';
import { CATALOGUES } from '#shared/i18n/messages/index.ts';
import { cardFonts } from './card-fonts.ts';

type Font = { hasGlyphForCodePoint(codePoint: number): boolean };
// fontkit is what pdfkit embeds fonts with: resolved from pdfkit, as pdfkit resolves it.
const fontkit = createRequire(createRequire(import.meta.url).resolve('pdfkit'))('fontkit') as {
  create(bytes: Buffer): Font;
};

const ACCENTS = 'àèìòù áéíóú âêîôû äëïöü ß ñ ç œ æ ÀÈÌÒÙ ÉÄÖÜ Ñ Ç Œ « » ¿ ¡ ’ – … €';

/** The characters a font lacks among `text`'s letters, marks and punctuation. */
function missing(font: Font, text: string): string[] {
  return [...new Set(text)].filter((c) => /\S/u.test(c) && !font.hasGlyphForCodePoint(c.codePointAt(0)!));
}

describe('cardFonts', () => {
  const fonts = Object.entries(cardFonts()).map(([name, bytes]) => [name, fontkit.create(bytes)] as const);

  it.each(fonts)('%s has a glyph for à è ì ò ù é ä ö ü ß ñ ç œ « » and the other accents', (_name, font) => {
    expect(missing(font, ACCENTS)).toEqual([]);
  });

  it.each(fonts)(
    "%s has a glyph for every letter of the card's and the receipt's labels in the five languages",
    (_name, font) => {
      for (const language of LANGUAGES) {
        const { emergencyCard, receipt } = CATALOGUES[language];
        const labels = Object.values(flattenCatalogue({ emergencyCard, receipt })).join(' ');
        expect(missing(font, labels), language).toEqual([]);
      }
    },
  );
});
