import { describe, expect, it } from 'vitest';
import { parseRange } from './http-range.ts';
import { matchesDeclaredType } from './magic-bytes.ts';

const ftyp = (brand: string, compatible: string[] = []) => {
  const size = 16 + compatible.length * 4;
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write(`ftyp${brand}`, 4, 'latin1');
  compatible.forEach((b, i) => box.write(b, 16 + i * 4, 'latin1'));
  return box;
};

describe('magic bytes', () => {
  it('tells AVIF from MP4 by the ftyp brands', () => {
    expect(matchesDeclaredType('image/avif', ftyp('avif', ['mif1']))).toBe(true);
    expect(matchesDeclaredType('image/avif', ftyp('mif1', ['avif']))).toBe(true);
    expect(matchesDeclaredType('video/mp4', ftyp('avif'))).toBe(false);
    expect(matchesDeclaredType('video/mp4', ftyp('isom', ['mp41']))).toBe(true);
    expect(matchesDeclaredType('image/avif', ftyp('isom', ['mp41']))).toBe(false);
  });

  it('refuses text, SVG and truncated signatures', () => {
    expect(matchesDeclaredType('image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      false,
    );
    expect(matchesDeclaredType('image/png', Buffer.from([0x89, 0x50, 0x4e]))).toBe(false);
    expect(matchesDeclaredType('image/webp', Buffer.from('RIFF\0\0\0\0WAVE', 'latin1'))).toBe(false);
    expect(matchesDeclaredType('image/gif', Buffer.from('GIF90a', 'latin1'))).toBe(false);
    expect(matchesDeclaredType('video/webm', Buffer.alloc(0))).toBe(false);
  });
});

describe('HTTP Range', () => {
  it.each([
    [undefined, { kind: 'full' }],
    ['bytes=0-0', { kind: 'partial', range: { start: 0, end: 0 } }],
    ['bytes=90-200', { kind: 'partial', range: { start: 90, end: 99 } }],
    ['bytes=-10', { kind: 'partial', range: { start: 90, end: 99 } }],
    ['bytes=-1000', { kind: 'partial', range: { start: 0, end: 99 } }],
    ['bytes=100-', { kind: 'unsatisfiable' }],
    ['bytes=50-40', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-6', { kind: 'full' }],
    ['items=0-5', { kind: 'full' }],
  ] as const)('%s of 100 bytes', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });
});
