import { describe, expect, it } from 'vitest';
import { physicalIdSchema } from '#shared/schemas/tag.ts';
import { formatSerialNumber, webNfcReader } from './web-nfc.ts';

describe('formatSerialNumber', () => {
  it('answers upper-case hex without separators', () => {
    expect(formatSerialNumber('04:a2:3b:4c:5d:6e:80')).toBe('04A23B4C5D6E80');
    expect(formatSerialNumber('04-A2-3B-4C')).toBe('04A23B4C');
    expect(formatSerialNumber('deadbeef')).toBe('DEADBEEF');
  });

  it('answers something the admin can paste as a physical id', () => {
    const uid = formatSerialNumber('04:a2:3b:4c:5d:6e:80')!;
    expect(physicalIdSchema.parse(uid)).toBe(uid);
  });

  it('answers null when the chip gave no usable serial number', () => {
    expect(formatSerialNumber('')).toBeNull();
    expect(formatSerialNumber(undefined)).toBeNull();
    expect(formatSerialNumber('04:zz')).toBeNull();
  });
});

describe('webNfcReader', () => {
  it('answers undefined where there is no window or no NDEFReader', () => {
    expect(webNfcReader()).toBeUndefined();
  });
});
