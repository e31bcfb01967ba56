// Checkout with PayPal (DESIGN §3): the server prices the bracelets from paypal_settings, stores a pending
// order, captures it once, checks the captured amount, completes it with the payer's details and mails
// the buyer. A signature-verified webhook completes orders whose capture the browser never sent.
import { randomUUID } from 'node:crypto';
import { ZodError } from 'zod';
import { INSTRUMENT_DECLINED, PRODUCT_NAME } from '#shared/constants.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { messageRef } from '#shared/message-ref.ts';
import { isCaptured, orderNumberOf } from '#shared/schemas/order.ts';
import {
  type CaptureResponse,
  type CreateOrderInput,
  type CreateOrderResponse,
  type PaypalSetupResponse,
} from '#shared/schemas/payment.ts';
import {
  PayPalApiError,
  PayPalBadAnswerError,
  type PayPalClient,
  PayPalUnavailableError,
  type PayPalMoney,
  type PayPalOrder,
  type WebhookTransmission,
} from '../../adapters/paypal-client.ts';
import type { Infra } from '../../context.ts';
import type { ContentService } from '../content/content.service.ts';
import {
  AppError,
  badGateway,
  badRequest,
  conflict,
  notFound,
  serviceUnavailable,
  switchedOff,
} from '../../errors.ts';
import { ValidationError } from '../../validation.ts';
import {
  completeOrder,
  failOrder,
  findOrderById,
  findOrderByPaypalId,
  insertOrder,
  recordPendingCapture,
  recordRefusedCapture,
  type OrderRow,
} from '../orders/orders.repo.ts';
import type { RefundsService } from '../orders/refunds.service.ts';
import type { OrderConfirmationService } from './order-confirmation.ts';
import { payerDetailsOf } from './payer-details.ts';
import { paypalPrice, sameAmount, toMinorUnits } from './paypal-amount.ts';

export type WebhookEvent = {
  id?: unknown;
  event_type?: unknown;
  resource?: {
    id?: unknown;
    supplementary_data?: { related_ids?: { order_id?: unknown } };
  };
};

const ORDER_ALREADY_CAPTURED = 'ORDER_ALREADY_CAPTURED';
const CAPTURE_STAGE = 'capture';

export class PaymentsService {
  /** Captures under way in this process: a second call for the same order waits for the first. */
  private readonly capturing = new Map<string, Promise<CaptureResponse>>();

  private readonly paypal: PayPalClient;

  constructor(
    private readonly deps: Pick<Infra, 'db' | 'clock' | 'logger'> & {
      content: ContentService;
      paypal: PayPalClient;
      orderConfirmations: OrderConfirmationService;
      orderRefunds: RefundsService;
    },
  ) {
    this.paypal = deps.paypal;
  }

  async setup(): Promise<PaypalSetupResponse> {
    this.requireEnabled();
    const { clientToken } = await this.callPayPal('client token', undefined, () =>
      this.paypal.generateClientToken(),
    );
    return { clientId: this.paypal.clientId!, clientToken };
  }

  /**
   * A PayPal order for `quantity` bracelets at the shop's own prices: unit price × quantity + shipping,
   * all from paypal_settings. A total the browser sends is only compared: one that differs (the price
   * changed since the page loaded, or a tampered request) is refused before PayPal hears of it.
   */
  async createOrder(input: CreateOrderInput, language: Language): Promise<CreateOrderResponse> {
    this.requireEnabled();
    const { db, clock, logger } = this.deps;
    const settings = await this.deps.content.section('paypalSettings');
    const { quantity } = input;
    if (quantity > settings.maxQuantity) throw tooManyBracelets(settings.maxQuantity);
    const price = paypalPrice(settings, quantity);
    if (!price) {
      logger.error({ currency: settings.currency }, 'paypal_settings hold a price PayPal cannot take');
      throw switchedOff('errors.paymentsDisabled');
    }
    if (!sentTotalAgrees(input, price.total)) {
      logger.info({ quantity }, 'order refused: the total sent differs from the price');
      throw conflict('errors.priceChanged');
    }
    const id = randomUUID();
    const order = await this.callPayPal('create order', id, () =>
      this.paypal.createOrder({
        requestId: randomUUID(),
        referenceId: id,
        description: PRODUCT_NAME,
        item: { name: PRODUCT_NAME, quantity, unitAmount: price.unit },
        amount: { total: price.total, itemTotal: price.itemTotal, shipping: price.shipping },
      }),
    );
    await insertOrder(db, {
      id,
      paypalOrderId: order.id,
      amount: price.total.value,
      currency: price.total.currency_code,
      quantity,
      unitAmount: price.unit.value,
      shippingAmount: price.shipping.value,
      taxRate: settings.taxRate.trim() || null,
      itemName: PRODUCT_NAME,
      language,
      now: clock.now(),
    });
    logger.info({ orderId: id, paypalOrderId: order.id, quantity }, 'order created');
    return { id: order.id };
  }

  /** Captures once: repeats, concurrent calls and other instances all answer the same stored result. */
  capture(paypalOrderId: string): Promise<CaptureResponse> {
    const running = this.capturing.get(paypalOrderId);
    if (running) return running;
    const attempt = this.captureOnce(paypalOrderId).finally(() => this.capturing.delete(paypalOrderId));
    this.capturing.set(paypalOrderId, attempt);
    return attempt;
  }

  async handleWebhook(
    transmission: WebhookTransmission,
    rawEvent: string,
    event: WebhookEvent,
  ): Promise<void> {
    if (!this.paypal.enabled || !this.paypal.webhookId) throw switchedOff('errors.paymentsDisabled');
    const genuine = await this.callPayPal('verify webhook', undefined, () =>
      this.paypal.verifyWebhookSignature(transmission, rawEvent),
    );
    if (!genuine) {
      this.deps.logger.warn({ transmissionId: transmission.transmissionId }, 'webhook signature refused');
      throw badRequest('errors.webhookSignatureInvalid');
    }
    const type = typeof event.event_type === 'string' ? event.event_type : '';
    this.deps.logger.info({ eventId: event.id, eventType: type }, 'webhook received');
    if (type === 'CHECKOUT.ORDER.APPROVED' && typeof event.resource?.id === 'string') {
      await this.completeApproved(event.resource.id);
    } else if (type === 'PAYMENT.CAPTURE.COMPLETED') {
      const orderId = event.resource?.supplementary_data?.related_ids?.order_id;
      if (typeof orderId === 'string') await this.completeCaptured(orderId);
    } else if (type === 'PAYMENT.CAPTURE.REFUNDED' || type === 'PAYMENT.CAPTURE.REVERSED') {
      // Money sent back from PayPal's side (or our own refund, reported again): recorded once.
      const kind = type === 'PAYMENT.CAPTURE.REFUNDED' ? 'refunded' : 'reversed';
      await this.deps.orderRefunds.recordFromPayPal(kind, event.resource);
    }
  }

  // ---- capture -------------------------------------------------------------------------------

  private async captureOnce(paypalOrderId: string): Promise<CaptureResponse> {
    this.requireEnabled();
    const row = await findOrderByPaypalId(this.deps.db, paypalOrderId);
    if (!row) throw notFound();
    if (isCaptured(row.status)) return answerOf(row);
    // A cancelled order is never charged: the shop stopped it (cancel is only for unpaid orders).
    if (row.status === 'failed' || row.status === 'cancelled')
      throw new AppError(422, 'errors.paymentFailed');
    let order: PayPalOrder;
    try {
      // One request id per order state: a retry, or another instance capturing at the same moment,
      // gets PayPal's stored answer instead of a second charge.
      order = await this.paypal.captureOrder(paypalOrderId, `capture-${row.id}-${row.updatedAt.getTime()}`);
    } catch (error) {
      if (!(error instanceof PayPalApiError && error.issue === ORDER_ALREADY_CAPTURED)) {
        if (error instanceof PayPalApiError)
          await recordRefusedCapture(this.deps.db, row.id, this.deps.clock.now());
        throw this.failure(CAPTURE_STAGE, row.id, error);
      }
      order = await this.callPayPal('get order', row.id, () => this.paypal.getOrder(paypalOrderId));
    }
    return this.settle(row, order);
  }

  /** Applies what PayPal reports about a captured order to our row. */
  private async settle(row: OrderRow, order: PayPalOrder): Promise<CaptureResponse> {
    const { db, clock, logger } = this.deps;
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    if (!capture || order.status !== 'COMPLETED') {
      logger.warn({ orderId: row.id, status: order.status }, 'PayPal order has no capture');
      throw new AppError(422, 'errors.paymentFailed');
    }
    if (capture.status === 'DECLINED' || capture.status === 'FAILED') {
      await failOrder(db, row.id, clock.now());
      logger.warn({ orderId: row.id, captureId: capture.id, status: capture.status }, 'capture declined');
      // Final for this order (no `issue`: the button must not offer a retry of it).
      throw new AppError(422, 'errors.paymentDeclined');
    }
    if (!sameAmount(capture.amount, row)) {
      await failOrder(db, row.id, clock.now());
      logger.error(
        {
          orderId: row.id,
          captureId: capture.id,
          expected: { amount: row.amount, currency: row.currency },
          captured: capture.amount,
        },
        'captured amount differs from the order: check and refund in PayPal',
      );
      throw new AppError(422, 'errors.paymentFailed');
    }
    const payer = payerDetailsOf(order, capture.id);
    if (capture.status !== 'COMPLETED') {
      // PENDING (e.g. under review): PayPal's PAYMENT.CAPTURE.COMPLETED webhook completes it later.
      await recordPendingCapture(db, row.id, payer, clock.now());
      logger.info({ orderId: row.id, captureId: capture.id, status: capture.status }, 'capture pending');
      return { id: row.paypalOrderId, status: capture.status, orderNumber: orderNumberOf(row.id) };
    }
    const completed = await completeOrder(db, row.id, payer, clock.now());
    if (completed) {
      logger.info({ orderId: row.id, captureId: capture.id }, 'order completed');
      await this.deps.orderConfirmations.send(completed);
      return answerOf(completed);
    }
    // Someone else (another instance, the webhook) completed it first: answer what they stored.
    const current = await findOrderById(db, row.id);
    if (!current || !isCaptured(current.status)) {
      throw new AppError(422, 'errors.paymentFailed');
    }
    return answerOf(current);
  }

  // ---- webhook ---------------------------------------------------------------------------------

  /** The buyer approved but the browser never asked us to capture (closed tab, lost network). */
  private async completeApproved(paypalOrderId: string): Promise<void> {
    const row = await findOrderByPaypalId(this.deps.db, paypalOrderId);
    if (!row || row.status !== 'pending') return;
    await this.ignoringRefusals(() => this.capture(paypalOrderId));
  }

  /** PayPal settled a capture (also one that was PENDING): complete the order from PayPal's record. */
  private async completeCaptured(paypalOrderId: string): Promise<void> {
    const row = await findOrderByPaypalId(this.deps.db, paypalOrderId);
    if (!row || row.status !== 'pending') return;
    const order = await this.callPayPal('get order', row.id, () => this.paypal.getOrder(paypalOrderId));
    await this.ignoringRefusals(() => this.settle(row, order));
  }

  /** A refusal (declined, amount mismatch) is final: answering 200 stops PayPal's redelivery. */
  private async ignoringRefusals(work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) return;
      throw error;
    }
  }

  // ---- errors ----------------------------------------------------------------------------------

  private requireEnabled(): void {
    if (!this.paypal.enabled) throw switchedOff('errors.paymentsDisabled');
  }

  private async callPayPal<T>(
    stage: string,
    orderId: string | undefined,
    work: () => Promise<T>,
  ): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw this.failure(stage, orderId, error);
    }
  }

  /**
   * PayPal's refusals and outages as clear answers, logged with PayPal's debug id. Only a capture PayPal
   * refuses for the payment itself (422: declined, not approved) is the buyer's business; any other
   * failure is upstream's: 502 when PayPal answered with an error or something unexpected, 503 when it
   * could not be reached in time. Never a 404, which would look like a missing route of ours.
   */
  private failure(stage: string, orderId: string | undefined, error: unknown): unknown {
    const { logger } = this.deps;
    if (error instanceof PayPalUnavailableError) {
      logger.error({ stage, orderId, reason: error.message }, 'PayPal unavailable');
      return serviceUnavailable('errors.paymentProviderDown');
    }
    if (error instanceof PayPalBadAnswerError) {
      logger.error(
        { stage, orderId, debugId: error.debugId, reason: error.message },
        'PayPal answered badly',
      );
      return badGateway('errors.paymentProviderError');
    }
    if (error instanceof PayPalApiError) {
      const context = {
        stage,
        orderId,
        status: error.status,
        name: error.errorName,
        issue: error.issue,
        debugId: error.debugId,
      };
      if (error.issue === INSTRUMENT_DECLINED) {
        logger.warn(context, 'PayPal declined the payment method');
        return new AppError(422, 'errors.paymentDeclined', {
          issue: INSTRUMENT_DECLINED,
          debugId: error.debugId,
        });
      }
      if (stage === CAPTURE_STAGE && error.status === 422) {
        logger.warn({ ...context, description: error.message }, 'PayPal refused the capture');
        return new AppError(422, 'errors.paymentFailed', {
          ...(error.issue ? { issue: error.issue } : {}),
          debugId: error.debugId,
        });
      }
      logger.error({ ...context, description: error.message }, 'PayPal refused the call');
      return badGateway('errors.paymentProviderError');
    }
    return error;
  }
}

/** The shop's own limit: the same 400 as the schema's, naming the shop's maximum. */
function tooManyBracelets(max: number): ValidationError {
  const message = messageRef('validation.quantity', { max });
  return new ValidationError(new ZodError([{ code: 'custom', path: ['quantity'], message }]));
}

/** No total sent, or the very amount and currency the server charges (compared in minor units). */
function sentTotalAgrees(input: CreateOrderInput, total: PayPalMoney): boolean {
  const { amount, currency } = input;
  if (currency !== undefined) {
    if (typeof currency !== 'string' || currency.trim().toUpperCase() !== total.currency_code) return false;
  }
  if (amount === undefined) return true;
  if (typeof amount !== 'string' && typeof amount !== 'number') return false;
  const sent = toMinorUnits(String(amount), total.currency_code);
  return sent !== undefined && sent === toMinorUnits(total.value, total.currency_code);
}

function answerOf(row: OrderRow): CaptureResponse {
  return { id: row.paypalOrderId, status: 'COMPLETED', orderNumber: orderNumberOf(row.id) };
}
