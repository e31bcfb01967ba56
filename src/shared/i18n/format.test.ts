// The reader's forms of numbers, money, dates and label colons (issue 30): what a parent in each
// country expects to read.
import { describe, expect, it } from 'vitest';
import { formatDate, formatLabel, formatMoney, formatNumber } from './format.ts';

describe('formats in the reader’s language', () => {
  it('writes money as each country does', () => {
    expect(formatMoney('en', '29.99', 'EUR')).toBe('€29.99');
    expect(formatMoney('it', '29.99', 'EUR')).toBe('29,99\u00a0€');
    expect(formatMoney('de', 29.99, 'EUR')).toBe('29,99\u00a0€');
    expect(formatMoney('it', 'not a number', 'EUR')).toBe('not a number EUR');
  });

  it('groups numbers and writes dates as each country does', () => {
    expect(formatNumber('de', 1234.5)).toBe('1.234,5');
    expect(formatDate('de', new Date('2026-11-28T12:00:00Z'))).toMatch(/28\.11\.2026/);
  });

  it('puts a French label’s colon after a no-break space, others right after the label', () => {
    expect(formatLabel('en', 'Tag ID')).toBe('Tag ID:');
    expect(formatLabel('it', 'ID del tag')).toBe('ID del tag:');
    expect(formatLabel('fr', 'ID du tag')).toBe('ID du tag\u00a0:');
  });
});
