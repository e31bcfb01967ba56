// The QR code of a tag's public address, read back with jsQR (not with the library that made it).
import { describe, expect, it } from 'vitest';
import {
  decodeModules,
  decodePng,
  errorCorrectionLevel,
  pngModules,
  svgModules,
} from '#tests/helpers/qr-reader.ts';
import { qrMatrix, qrPng, qrSvg } from './tag-qr.ts';

const ADDRESSES = [
  'https://safekid.example/tag/K7M2P9QX4D3A',
  'http://localhost:3000/tag/ABCD',
  'https://emergency.safekid-tag.example.org/some/prefix/tag/0123456789AB',
  'https://safekid.example/tag/ENTER-TAG-12',
];

describe('qrPng', () => {
  it.each(ADDRESSES)('decodes to exactly %s', async (url) => {
    expect(decodePng(await qrPng(url))?.text).toBe(url);
  });

  it('is drawn at the scale asked, with a four-module quiet zone, at error correction Q', async () => {
    const url = ADDRESSES[0]!;
    const png = await qrPng(url, { scale: 6 });
    const modules = pngModules(png, 6, 4);
    expect(modules.size).toBe(qrMatrix(url).size);
    expect(errorCorrectionLevel(modules)).toBe('Q');
    expect(decodePng(await qrPng(url, { scale: 2 }))?.text).toBe(url);
  });
});

describe('qrSvg', () => {
  it.each(ADDRESSES)('is an SVG document whose modules decode to %s', async (url) => {
    const svg = await qrSvg(url);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    expect(decodeModules(svgModules(svg))).toBe(url);
  });

  it('has the same modules as the PNG and the card, quiet zone included', async () => {
    const url = ADDRESSES[2]!;
    const fromSvg = svgModules(await qrSvg(url));
    const matrix = qrMatrix(url);
    expect(fromSvg.size).toBe(matrix.size + 8);
    for (let row = 0; row < fromSvg.size; row++) {
      for (let column = 0; column < fromSvg.size; column++) {
        const inSymbol = row >= 4 && column >= 4 && row < matrix.size + 4 && column < matrix.size + 4;
        expect(fromSvg.isDark(row, column)).toBe(inSymbol && matrix.isDark(row - 4, column - 4));
      }
    }
  });
});

describe('qrMatrix (what the printed card draws)', () => {
  it.each(ADDRESSES)('decodes to exactly %s at error correction Q', (url) => {
    const matrix = qrMatrix(url);
    expect(decodeModules(matrix)).toBe(url);
    expect(errorCorrectionLevel(matrix)).toBe('Q');
  });

  it('stays small enough to print at 20 mm: version 4 (33 modules) for a typical address', () => {
    expect(qrMatrix(ADDRESSES[0]!).size).toBe(33);
  });
});
