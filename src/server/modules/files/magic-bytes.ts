// Does a file's first bytes match its declared type? (DESIGN §3: the type is checked by magic
// number, never trusted from the name or the header alone.)
import type { UploadContentType } from '#shared/schemas/upload.ts';

/** Enough bytes for every signature below, including an ISO-BMFF ftyp box's brands. */
export const MAGIC_BYTES_NEEDED = 64;

const ascii = (head: Buffer, start: number, text: string) =>
  head.length >= start + text.length && head.toString('latin1', start, start + text.length) === text;

const startsWith = (head: Buffer, bytes: number[]) =>
  head.length >= bytes.length && bytes.every((b, i) => head[i] === b);

/** The brands of an ISO-BMFF 'ftyp' box (MP4, AVIF), or null when the file does not start with one. */
function ftypBrands(head: Buffer): string[] | null {
  if (!ascii(head, 4, 'ftyp') || head.length < 12) return null;
  const boxSize = Math.min(head.readUInt32BE(0), head.length);
  const brands = [head.toString('latin1', 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4)
    brands.push(head.toString('latin1', offset, offset + 4));
  return brands;
}

const AVIF_BRANDS = ['avif', 'avis'];

export function matchesDeclaredType(type: UploadContentType, head: Buffer): boolean {
  switch (type) {
    case 'image/png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'image/gif':
      return ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a');
    case 'image/webp':
      return ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP');
    case 'image/avif': {
      const brands = ftypBrands(head);
      return brands !== null && brands.some((b) => AVIF_BRANDS.includes(b));
    }
    case 'video/mp4': {
      const brands = ftypBrands(head);
      return brands !== null && !AVIF_BRANDS.includes(brands[0]!);
    }
    case 'video/webm':
      return startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]);
  }
}
