// The VAT a tax-inclusive amount holds (issue 32's receipt): amount × rate / (100 + rate), to the cent,
// in minor units so no float rounds it.
import { describe, expect, it } from 'vitest';
import { vatIncludedIn } from './order-money.ts';

describe('vatIncludedIn', () => {
  it('takes the VAT out of a tax-inclusive amount, rounded half up to the minor unit', () => {
    // 94.87 × 22 / 122 = 17.1077…
    expect(vatIncludedIn(9487n, '22')).toBe(1711n);
    // 122.00 at 22 % holds exactly 22.00.
    expect(vatIncludedIn(12200n, '22')).toBe(2200n);
    // 10.50 at 5 % holds 0.5 exactly: half a cent rounds up.
    expect(vatIncludedIn(1050n, '5')).toBe(50n);
    // 2.05 at 5 %: 0.09761… → 0.10.
    expect(vatIncludedIn(205n, '5')).toBe(10n);
  });

  it('reads rates with decimals as the settings hold them', () => {
    // 110.50 at 10.5 %: exactly 10.50.
    expect(vatIncludedIn(11050n, '10.5')).toBe(1050n);
    // 107.70 at 7.7 %: exactly 7.70.
    expect(vatIncludedIn(10770n, ' 7.70 ')).toBe(770n);
  });

  it('answers undefined without a usable rate', () => {
    for (const rate of [null, '', ' ', '22%', '-5', '1e2', '100']) {
      expect(vatIncludedIn(9487n, rate), String(rate)).toBeUndefined();
    }
  });
});
