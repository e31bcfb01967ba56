// The stand-in's side of refunds (Payments v2) and tracking (Orders v2 track), as PayPal's documents
// describe them: a capture's refunds and what is left of it, the refusals PayPal documents
// (CAPTURE_FULLY_REFUNDED, REFUND_AMOUNT_EXCEEDED, REFUND_CAPTURE_CURRENCY_MISMATCH, CAPTURE_ID_NOT_FOUND,
// CAPTURE_STATUS_NOT_VALID), and the trackers a shipment adds to an order.
import { paypalError, type StandInAnswer } from './paypal-errors.ts';

type Money = { currency_code: string; value: string };

export type StandInRefund = {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'FAILED' | 'CANCELLED';
  amount: Money;
  note_to_payer?: string;
  invoice_id?: string;
  create_time: string;
  update_time: string;
  links: Array<{ href: string; rel: string; method: string }>;
};

export type StandInTracker = {
  id: string;
  status: 'SHIPPED';
  create_time: string;
  update_time: string;
  links: Array<{ href: string; rel: string; method: string }>;
};

/** What the refunds and trackers need of a captured order. */
export type CapturedOrder = {
  id: string;
  status: string;
  capture?: { id: string; status: string; amount: Money };
};

const ZERO_DECIMAL_CURRENCIES = new Set(['HUF', 'JPY', 'TWD']);

function minor(money: Money): number {
  const decimals = ZERO_DECIMAL_CURRENCIES.has(money.currency_code) ? 0 : 2;
  return Math.round(Number(money.value) * 10 ** decimals);
}

function money(currency: string, amount: number): Money {
  const decimals = ZERO_DECIMAL_CURRENCIES.has(currency) ? 0 : 2;
  return { currency_code: currency, value: (amount / 10 ** decimals).toFixed(decimals) };
}

const unprocessable = (issue: string, description: string, field?: string) =>
  paypalError(422, 'UNPROCESSABLE_ENTITY', [
    { issue, description, ...(field ? { field, location: 'body' } : {}) },
  ]);

export class RefundLedger {
  private readonly refunds = new Map<string, StandInRefund[]>();
  private readonly trackers = new Map<string, StandInTracker[]>();
  private counter = 0;

  constructor(private readonly baseUrl: () => string) {}

  refundsOf(captureId: string): StandInRefund[] {
    return this.refunds.get(captureId) ?? [];
  }

  trackersOf(orderId: string): StandInTracker[] {
    return this.trackers.get(orderId) ?? [];
  }

  refundById(refundId: string): StandInRefund | undefined {
    for (const list of this.refunds.values()) {
      const found = list.find((refund) => refund.id === refundId);
      if (found) return found;
    }
    return undefined;
  }

  /** What is left of a capture once its completed refunds are taken off, in minor units. */
  remaining(order: CapturedOrder): number {
    const capture = order.capture!;
    const refunded = this.refundsOf(capture.id)
      .filter((refund) => refund.status === 'COMPLETED')
      .reduce((sum, refund) => sum + minor(refund.amount), 0);
    return minor(capture.amount) - refunded;
  }

  /**
   * POST /v2/payments/captures/{capture_id}/refund on a capture we know: an empty body refunds what is
   * left, an amount refunds that much. Without `Prefer: return=representation` PayPal answers the minimal
   * refund (id, status, links), as its documents say.
   */
  refund(
    order: CapturedOrder,
    body: { amount?: Money; note_to_payer?: string; invoice_id?: string } | undefined,
    prefer?: string,
  ): StandInAnswer {
    const capture = order.capture!;
    if (capture.status === 'PENDING') {
      return unprocessable(
        'PENDING_CAPTURE',
        'Cannot initiate a refund as the capture is pending. Capture is typically pending when the payer has funded the transaction using e-check/bank funded.',
      );
    }
    const left = this.remaining(order);
    if (left <= 0) {
      return unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded');
    }
    const currency = capture.amount.currency_code;
    if (body?.amount && body.amount.currency_code !== currency) {
      return unprocessable(
        'REFUND_CAPTURE_CURRENCY_MISMATCH',
        'Refund must be in the same currency as the capture',
        '/amount/currency_code',
      );
    }
    const wanted = body?.amount ? minor(body.amount) : left;
    if (wanted <= 0) {
      return unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE', 'Must be greater than zero.', '/amount/value');
    }
    if (wanted > left) {
      return unprocessable(
        'REFUND_AMOUNT_EXCEEDED',
        'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
      );
    }
    const refund = this.record(capture.id, money(currency, wanted), body);
    capture.status = wanted === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    if (prefer?.includes('return=representation')) return { status: 201, body: refund };
    return { status: 201, body: { id: refund.id, status: refund.status, links: refund.links } };
  }

  /** A refund made on PayPal's side (the seller's PayPal account, a dispute): no API call of ours. */
  refundOutside(order: CapturedOrder, amount?: Money): StandInRefund {
    const capture = order.capture!;
    const left = this.remaining(order);
    const wanted = amount ? Math.min(minor(amount), left) : left;
    const refund = this.record(capture.id, money(capture.amount.currency_code, wanted), undefined);
    capture.status = wanted === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    return refund;
  }

  /**
   * POST /v2/checkout/orders/{id}/track: a tracker on a completed order, for its own capture. PayPal takes
   * trackers for COMPLETED captures only; one partly refunded still takes them (PayPal answers 422 only
   * when a refund's id is sent instead of the capture's), a pending, declined or fully refunded one not.
   */
  track(
    order: CapturedOrder,
    body: { capture_id: string; tracking_number?: string },
  ): StandInAnswer | undefined {
    const trackable = ['COMPLETED', 'PARTIALLY_REFUNDED'];
    if (order.status !== 'COMPLETED' || !order.capture || !trackable.includes(order.capture.status)) {
      return unprocessable(
        'CAPTURE_STATUS_NOT_VALID',
        'Invalid capture status. Tracker information can only be added to captures in `COMPLETED` state.',
      );
    }
    if (body.capture_id !== order.capture.id) {
      return unprocessable(
        'CAPTURE_ID_NOT_FOUND',
        'Specified capture ID does not exist. Check the capture ID and try again.',
        '/capture_id',
      );
    }
    const now = new Date().toISOString();
    const tracker: StandInTracker = {
      id: `${order.capture.id}-${body.tracking_number ?? ''}`,
      status: 'SHIPPED',
      create_time: now,
      update_time: now,
      links: [],
    };
    this.trackers.set(order.id, [...this.trackersOf(order.id), tracker]);
    return undefined;
  }

  private record(
    captureId: string,
    amount: Money,
    body: { note_to_payer?: string; invoice_id?: string } | undefined,
  ): StandInRefund {
    const now = new Date().toISOString();
    const id =
      `${Date.now().toString(36).toUpperCase()}R${(++this.counter).toString().padStart(6, '0')}`.slice(-17);
    const refund: StandInRefund = {
      id,
      status: 'COMPLETED',
      amount,
      ...(body?.note_to_payer ? { note_to_payer: body.note_to_payer } : {}),
      ...(body?.invoice_id ? { invoice_id: body.invoice_id } : {}),
      create_time: now,
      update_time: now,
      links: [
        { href: `${this.baseUrl()}/v2/payments/refunds/${id}`, rel: 'self', method: 'GET' },
        { href: `${this.baseUrl()}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
      ],
    };
    this.refunds.set(captureId, [...this.refundsOf(captureId), refund]);
    return refund;
  }
}
