import { describe, expect, it } from 'vitest';
import { ORDER_EVENT_KINDS, type OrderEvent } from '#shared/schemas/order.ts';
import { en, translate } from '#tests/helpers/messages.ts';
import { actorLabel, eventSentence } from './event-sentence.ts';

const t = translate('en');

function event(kind: OrderEvent['kind'], detail: Record<string, unknown> = {}): OrderEvent {
  return { id: kind, kind, actor: 'shop-owner', detail, createdAt: '2026-03-02T10:00:00.000Z' };
}

describe("an order's history in words", () => {
  it('has a sentence for every kind of entry', () => {
    for (const kind of ORDER_EVENT_KINDS) {
      expect(eventSentence(t, 'en', event(kind), 'EUR'), kind).toMatch(/\p{L}{2,}/u);
    }
  });

  it('names the codes packed, the carrier and number, the amounts', () => {
    expect(eventSentence(t, 'en', event('packed', { codes: ['AAA', 'BBB'] }), 'EUR')).toBe(
      en('orders.history.packed', { codes: 'AAA, BBB' }),
    );
    expect(
      eventSentence(
        t,
        'en',
        event('shipped', { carrier: 'DHL', carrierName: 'DHL', trackingNumber: 'JD0001' }),
        'EUR',
      ),
    ).toBe(en('orders.history.shipped', { carrier: 'DHL', trackingNumber: 'JD0001' }));
    expect(
      eventSentence(
        t,
        'en',
        event('refunded', { amount: '10.00', currency: 'EUR', reason: 'Broken' }),
        'EUR',
      ),
    ).toBe(en('orders.history.refundedWithReason', { amount: '€10.00', reason: 'Broken' }));
    expect(eventSentence(translate('de'), 'de', event('refunded', { amount: '10.00' }), 'EUR')).toBe(
      translate('de')('orders.history.refunded', { amount: '10,00\u00a0€' }),
    );
  });

  it('says when the shipping mail did not go', () => {
    const sentence = eventSentence(
      t,
      'en',
      event('shipped', { carrierName: 'UPS', trackingNumber: '1Z', mailed: false }),
      'EUR',
    );
    expect(sentence).toContain(en('orders.history.shippedMailFailed'));
  });

  it('tells the mails apart', () => {
    expect(eventSentence(t, 'en', event('confirmation_sent', { mail: 'shipped' }), 'EUR')).toBe(
      en('orders.history.shippingMailSent'),
    );
    expect(eventSentence(t, 'en', event('confirmation_sent', { mail: 'confirmation' }), 'EUR')).toBe(
      en('orders.history.confirmationSent'),
    );
  });

  it('names the buyer, PayPal and the automatic jobs, and an admin by name', () => {
    expect(actorLabel(t, 'buyer')).toBe(en('orders.history.actors.buyer'));
    expect(actorLabel(t, 'paypal')).toBe('PayPal');
    expect(actorLabel(t, 'system')).toBe(en('orders.history.actors.system'));
    expect(actorLabel(t, 'shop-owner')).toBe('shop-owner');
  });
});
