import { describe, expect, it } from 'vitest';
import { codeKey, scannedCode } from './scanned-code.ts';

describe('the packing input', () => {
  it('reads a typed code or chip number as typed, trimmed', () => {
    expect(scannedCode('  K7M2 P9QX-4D3A ')).toBe('K7M2 P9QX-4D3A');
    expect(scannedCode('04:A1:B2:C3:D4:E5:F6')).toBe('04:A1:B2:C3:D4:E5:F6');
  });

  it("reads a scanned QR code's address as the bracelet's code", () => {
    expect(scannedCode('https://safekid.example/tag/K7M2P9QX4D3A')).toBe('K7M2P9QX4D3A');
    expect(scannedCode('HTTPS://SAFEKID.EXAMPLE/tag/K7M2P9QX4D3A/')).toBe('K7M2P9QX4D3A');
    expect(scannedCode('/activate-bracelet/04A1B2C3D4E5F6')).toBe('04A1B2C3D4E5F6');
  });

  it('leaves any other address as it came, for the server to refuse', () => {
    expect(scannedCode('https://elsewhere.example/dashboard')).toBe('https://elsewhere.example/dashboard');
    expect(scannedCode('https://safekid.example/tag/%E0%A4%A')).toBe('https://safekid.example/tag/%E0%A4%A');
  });

  it('treats two spellings of one code as the same code', () => {
    expect(codeKey('k7m2 p9qx-4d3a')).toBe(codeKey('K7M2P9QX4D3A'));
    expect(codeKey('04:a1:b2')).toBe(codeKey('04A1B2'));
    expect(codeKey('K7M2P9QX4D3A')).not.toBe(codeKey('K7M2P9QX4D3B'));
  });
});
