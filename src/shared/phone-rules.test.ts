import { describe, expect, it } from 'vitest';
import { isPlausiblePhone, phoneDigitCount, telHref } from './phone-rules.ts';

describe('telHref', () => {
  it('keeps a leading + and the digits only, whatever was typed around them', () => {
    expect(telHref(' +39 333 123-4567 ')).toBe('tel:+393331234567');
    expect(telHref('(020) 7946 0958')).toBe('tel:02079460958');
    expect(telHref('07700 900123"><script>')).toBe('tel:07700900123');
    expect(telHref('(+39) 333 1234567')).toBe('tel:+393331234567');
  });

  it("leaves out the trunk zero written as '(0)' after a country code: it is not dialled from abroad", () => {
    expect(telHref('+49 (0)171 1234567')).toBe('tel:+491711234567');
    expect(telHref('+44(0)20 7946 0958')).toBe('tel:+442079460958');
    expect(telHref('(+41) (0)79 123 45 67')).toBe('tel:+41791234567');
    expect(telHref('0049 (0)171 1234567')).toBe('tel:00491711234567');
    // Without a country code the 0 is the number's own first digit.
    expect(telHref('(0)30 1234567')).toBe('tel:0301234567');
  });
});

describe('phoneDigitCount', () => {
  it('counts the number dialled: no international 00, no bracketed trunk zero', () => {
    expect(phoneDigitCount('0049 171 1234567')).toBe(12);
    expect(phoneDigitCount('+49 (0)171 1234567')).toBe(12);
    expect(phoneDigitCount('112')).toBe(3);
  });

  it('so a 15-digit number with a bracketed trunk zero is still a number', () => {
    expect(isPlausiblePhone('+49 (0)123 456 789 0123')).toBe(true);
    expect(isPlausiblePhone('+49 123 456 789 01234')).toBe(false);
  });
});
