// The child's photo as we store it (issue 34): decoded by sharp (libvips), turned upright by its EXIF
// orientation, fitted into 800 × 800 (never enlarged) and encoded as a fresh JPEG. sharp writes no
// metadata unless asked (we never call withMetadata/keepExif), so location, camera and dates are gone.
import sharp from 'sharp';
import { TAG_PHOTO_MAX_SIDE } from '#shared/constants.ts';
import { badRequest } from '../../errors.ts';

/** A decompression bomb (a small file of huge dimensions) is refused before it is decoded: 50 MP. */
const MAX_INPUT_PIXELS = 50_000_000;
const JPEG_QUALITY = 80;

type PhotoKind = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

const ascii = (head: Buffer, start: number, text: string) =>
  head.length >= start + text.length && head.toString('latin1', start, start + text.length) === text;

/** What the first bytes say the file is (never the name or the header); null: not a photo. */
export function photoKindOf(head: Buffer): PhotoKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10])))
    return 'png';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'webp';
  if (ascii(head, 4, 'ftyp') && head.length >= 12) {
    const brand = head.toString('latin1', 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'].includes(brand)) return 'heic';
  }
  return null;
}

/**
 * The stored JPEG of an upload. A file that is no photo we read answers 400; HEIC says so itself
 * (the prebuilt libvips has no HEVC decoder: its patents keep it out).
 */
export async function storablePhoto(bytes: Buffer): Promise<Buffer> {
  const kind = photoKindOf(bytes.subarray(0, 64));
  if (kind === 'heic') throw badRequest('errors.photoHeic');
  if (kind === null) throw badRequest('errors.notAPhoto');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize(TAG_PHOTO_MAX_SIDE, TAG_PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer();
  } catch {
    // Truncated, corrupt, or over the pixel limit: all the parent can do is choose another photo.
    throw badRequest('errors.notAPhoto');
  }
}
