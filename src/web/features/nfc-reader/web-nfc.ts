// The little of Web NFC we use (Chrome for Android only; not in TypeScript's DOM types), found by
// feature detection so no browser without it ever crashes.

export interface NdefReadingEvent extends Event {
  readonly serialNumber: string;
}

export interface NdefReader extends EventTarget {
  scan(options?: { signal?: AbortSignal }): Promise<void>;
}

type NdefReaderConstructor = new () => NdefReader;

export function webNfcReader(): NdefReaderConstructor | undefined {
  if (typeof window === 'undefined' || !('NDEFReader' in window)) return undefined;
  return (window as unknown as { NDEFReader: NdefReaderConstructor }).NDEFReader;
}

/**
 * '04:a2:3b:4c:5d:6e:80' → '04A23B4C5D6E80': upper-case hex without separators, ready to paste as a
 * bracelet's physical id (and into its URL). Null when the chip gave no usable serial number.
 */
export function formatSerialNumber(serialNumber: string | null | undefined): string | null {
  const hex = (serialNumber ?? '').replace(/[:\s-]/g, '').toUpperCase();
  return /^[0-9A-F]+$/.test(hex) ? hex : null;
}
