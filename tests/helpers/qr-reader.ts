// Reads QR codes back in tests, apart from the library that made them: jsQR decodes pixels, and the
// error correction level is read from the symbol's format information (ISO/IEC 18004 §7.9).
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** A square grid of modules (the symbol; any quiet zone around it may be included). */
export type Modules = { size: number; isDark(row: number, column: number): boolean };

/** jsQR on a PNG: the text and version, or null when no code is found. */
export function decodePng(png: Buffer): { text: string; version: number } | null {
  const image = PNG.sync.read(png);
  const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  return found && { text: found.data, version: found.version };
}

/** Draws the modules as black squares on white, with a quiet zone, and decodes them with jsQR. */
export function decodeModules(modules: Modules, scale = 4): string | null {
  const quiet = 4;
  const side = (modules.size + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - quiet;
      const column = Math.floor(x / scale) - quiet;
      const inside = row >= 0 && column >= 0 && row < modules.size && column < modules.size;
      if (inside && modules.isDark(row, column)) pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}

/** The modules of a PNG drawn at `scale` pixels a module with `quiet` modules of margin. */
export function pngModules(png: Buffer, scale: number, quiet: number): Modules {
  const image = PNG.sync.read(png);
  const size = image.width / scale - 2 * quiet;
  return {
    size,
    isDark: (row, column) => {
      const x = (quiet + column) * scale + Math.floor(scale / 2);
      const y = (quiet + row) * scale + Math.floor(scale / 2);
      return image.data[(y * image.width + x) * 4]! < 128;
    },
  };
}

/**
 * The modules of an SVG that draws dark modules as one-unit horizontal strokes in a path made of
 * `M x y`, `m dx dy` and `h n` (qrcode's SVG). The grid covers the whole viewBox, quiet zone included.
 */
export function svgModules(svg: string): Modules {
  const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const path = /<path[^>]*stroke="#000000"[^>]*\sd="([^"]+)"/.exec(svg)?.[1];
  if (!side || !path) throw new Error('not an SVG with a stroked module path');
  const dark = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, op, args] of path.matchAll(/([A-Za-z])([^A-Za-z]*)/g)) {
    const n = args!
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (op === 'M') [x, y] = [n[0]!, n[1]!];
    else if (op === 'm') [x, y] = [x + n[0]!, y + n[1]!];
    else if (op === 'h') {
      for (let i = 0; i < n[0]!; i++) dark.add(`${Math.floor(y)},${x + i}`);
      x += n[0]!;
    } else throw new Error(`unexpected path command ${op}`);
  }
  return { size: side, isDark: (row, column) => dark.has(`${row},${column}`) };
}

const LEVELS = { 1: 'L', 0: 'M', 3: 'Q', 2: 'H' } as const;

/**
 * The error correction level written in the symbol (no quiet zone). Both copies of the format
 * information must agree and pass their BCH check, so a misread grid fails instead of guessing.
 */
export function errorCorrectionLevel(symbol: Modules): 'L' | 'M' | 'Q' | 'H' {
  const { size, isDark } = symbol;
  const bit = (column: number, row: number) => (isDark(row, column) ? 1 : 0);
  let first = 0;
  let second = 0;
  for (let i = 0; i < 15; i++) {
    const [c1, r1] = i <= 5 ? [8, i] : i === 6 ? [8, 7] : i === 7 ? [8, 8] : i === 8 ? [7, 8] : [14 - i, 8];
    const [c2, r2] = i < 8 ? [size - 1 - i, 8] : [8, size - 15 + i];
    first |= bit(c1, r1) << i;
    second |= bit(c2, r2) << i;
  }
  if (first !== second) throw new Error('the two copies of the format information differ');
  const data = (first ^ 0x5412) >> 10;
  let remainder = data;
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537);
  if ((((data << 10) | remainder) ^ 0x5412) !== first) throw new Error('format information fails its check');
  return LEVELS[(data >> 3) as 0 | 1 | 2 | 3];
}
