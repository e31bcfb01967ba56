import { describe, expect, it } from 'vitest';
import { paypalAmount, sameAmount, toMinorUnits } from './paypal-amount.ts';

describe('paypalAmount', () => {
  it('formats the price with the currency decimals PayPal requires', () => {
    expect(paypalAmount('29.99', 'EUR')).toEqual({ currency_code: 'EUR', value: '29.99' });
    expect(paypalAmount('29.9', 'usd')).toEqual({ currency_code: 'USD', value: '29.90' });
    expect(paypalAmount('5', 'GBP')).toEqual({ currency_code: 'GBP', value: '5.00' });
    expect(paypalAmount('0.05', 'EUR')).toEqual({ currency_code: 'EUR', value: '0.05' });
    expect(paypalAmount('3000', 'JPY')).toEqual({ currency_code: 'JPY', value: '3000' });
  });

  it('refuses prices PayPal cannot take', () => {
    expect(paypalAmount('0', 'EUR')).toBeUndefined();
    expect(paypalAmount('0.00', 'EUR')).toBeUndefined();
    expect(paypalAmount('-1', 'EUR')).toBeUndefined();
    expect(paypalAmount('29,99', 'EUR')).toBeUndefined();
    expect(paypalAmount('1e3', 'EUR')).toBeUndefined();
    expect(paypalAmount('29.999', 'EUR')).toBeUndefined();
    expect(paypalAmount('12.5', 'JPY')).toBeUndefined();
    expect(paypalAmount('29.99', 'EURO')).toBeUndefined();
    expect(paypalAmount('', 'EUR')).toBeUndefined();
  });
});

describe('sameAmount', () => {
  it('compares in minor units, so 29.9 and 29.90 are the same amount', () => {
    expect(sameAmount({ currency_code: 'EUR', value: '29.90' }, { amount: '29.9', currency: 'EUR' })).toBe(
      true,
    );
    expect(toMinorUnits('29.90', 'EUR')).toBe(2990n);
  });

  it('differs on value or currency', () => {
    expect(sameAmount({ currency_code: 'EUR', value: '0.01' }, { amount: '29.99', currency: 'EUR' })).toBe(
      false,
    );
    expect(sameAmount({ currency_code: 'USD', value: '29.99' }, { amount: '29.99', currency: 'EUR' })).toBe(
      false,
    );
    expect(sameAmount(undefined, { amount: '29.99', currency: 'EUR' })).toBe(false);
  });
});
