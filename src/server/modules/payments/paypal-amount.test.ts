import { describe, expect, it } from 'vitest';
import { paypalAmount, paypalPrice, sameAmount, toMinorUnits } from './paypal-amount.ts';

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

describe('paypalPrice', () => {
  const money = (value: string, currency_code = 'EUR') => ({ currency_code, value });

  it('adds unit price × quantity and shipping once, in minor units (no float drift)', () => {
    expect(paypalPrice({ price: '0.1', shippingPrice: '0.2', currency: 'eur' }, 3)).toEqual({
      unit: money('0.10'),
      itemTotal: money('0.30'),
      shipping: money('0.20'),
      total: money('0.50'),
    });
    expect(paypalPrice({ price: '29.99', shippingPrice: '0', currency: 'EUR' }, 5)).toMatchObject({
      shipping: money('0.00'),
      total: money('149.95'),
    });
    expect(paypalPrice({ price: '3000', shippingPrice: '500', currency: 'JPY' }, 2)?.total).toEqual(
      money('6500', 'JPY'),
    );
  });

  it('refuses unusable settings and quantities', () => {
    expect(paypalPrice({ price: '0', shippingPrice: '0', currency: 'EUR' }, 1)).toBeUndefined();
    expect(paypalPrice({ price: '29.99', shippingPrice: '4,90', currency: 'EUR' }, 1)).toBeUndefined();
    expect(paypalPrice({ price: '29.99', shippingPrice: '0', currency: 'EURO' }, 1)).toBeUndefined();
    expect(paypalPrice({ price: '29.99', shippingPrice: '0', currency: 'EUR' }, 0)).toBeUndefined();
    expect(paypalPrice({ price: '29.99', shippingPrice: '0', currency: 'EUR' }, 1.5)).toBeUndefined();
  });
});
