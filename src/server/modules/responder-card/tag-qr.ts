// The QR code of a tag's public address, made here with `qrcode` (decision 030): an SVG for
// the dashboard, a PNG for stickers, and the module matrix the emergency card draws as vector shapes.
import QRCode from 'qrcode';

/** Quartile (25 % of the symbol recoverable): a scuffed sticker or a bent card still scans. */
export const QR_ERROR_CORRECTION = 'Q';
/** The quiet zone the QR standard asks for around the symbol, in modules. */
export const QR_QUIET_ZONE = 4;

const options = { errorCorrectionLevel: QR_ERROR_CORRECTION, margin: QR_QUIET_ZONE } as const;

/** A standalone SVG document (black on white, with its quiet zone) that scales to any size. */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...options, type: 'svg' });
}

/** A PNG of `scale` pixels per module, quiet zone included. */
export function qrPng(url: string, { scale = 8 }: { scale?: number } = {}): Promise<Buffer> {
  return QRCode.toBuffer(url, { ...options, type: 'png', scale });
}

export type QrMatrix = {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** Whether the module at (row, column) is dark. */
  isDark(row: number, column: number): boolean;
};

/** The symbol's modules, for drawing it as vector shapes (the printed card). */
export function qrMatrix(url: string): QrMatrix {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: QR_ERROR_CORRECTION });
  return { size: modules.size, isDark: (row, column) => Boolean(modules.get(row, column)) };
}
