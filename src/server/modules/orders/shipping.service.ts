// Shipping a packed order (issue 32): the carrier and tracking number go to PayPal first (Orders v2
// track), so a refusal or an outage leaves the order packed with a clear answer; then packed →
// shipped, and the buyer gets a mail in the order's language. A mail that does not go leaves the order
// shipped, says so in its history, and the admin's "resend" sends it.
import { createHash } from 'node:crypto';
import type { OrderDetail, ShipOrderInput } from '#shared/schemas/order.ts';
import { PayPalApiError } from '../../adapters/paypal-client.ts';
import type { Infra } from '../../context.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { recordOrderEvent, updateOrderEventDetail } from './order-events.repo.ts';
import type { OrderMailer } from './order-mailer.ts';
import { paypalFailure, type OrderPayPal } from './order-paypal.ts';
import { carrierNameOf } from './order-view.ts';
import type { OrdersService } from './orders.service.ts';
import { findOrderById, markShipped, type OrderRow } from './orders.repo.ts';

export class ShippingService {
  constructor(
    private readonly deps: Pick<Infra, 'db' | 'clock' | 'logger'> & {
      paypal: OrderPayPal;
      orders: OrdersService;
      orderMails: OrderMailer;
    },
  ) {}

  async ship(id: string, input: ShipOrderInput, actor: string): Promise<OrderDetail> {
    const { db, clock } = this.deps;
    const row = await findOrderById(db, id);
    if (!row) throw notFound();
    if (row.status !== 'packed') throw conflict('errors.orderNotShippable');
    // A known carrier is kept by its code; another by the name typed for it.
    const carrier = input.carrier === 'OTHER' ? input.carrierName!.trim() : input.carrier;
    const trackingNumber = input.trackingNumber.trim();
    const paypal = await this.sendTracking(row, input, trackingNumber);
    const shipment = { carrier, trackingNumber, paypalTrackerId: paypal.trackerId };
    const detail = {
      carrier,
      carrierName: carrierNameOf(carrier),
      trackingNumber,
      paypal: paypal.sent ? 'sent' : 'skipped',
      trackerId: paypal.trackerId,
    };
    const shipped = await db.transaction(async (tx) => {
      const now = clock.now();
      const updated = await markShipped(tx, id, shipment, now);
      if (!updated) return undefined;
      const event = await recordOrderEvent(tx, { orderId: id, kind: 'shipped', actor, detail, now });
      return { order: updated, eventId: event.id };
    });
    // Unpacked, shipped or refunded by another admin while PayPal answered.
    if (!shipped) throw conflict('errors.orderNotShippable');
    const mailed = await this.deps.orderMails.shipped(shipped.order);
    await updateOrderEventDetail(db, shipped.eventId, { ...detail, mailed });
    return this.deps.orders.detail(id);
  }

  /**
   * Tells PayPal the tracking of the order's capture. An order PayPal never captured (made before
   * payments, or payments switched off) has nothing to track there: it ships without.
   */
  private async sendTracking(
    row: OrderRow,
    input: ShipOrderInput,
    trackingNumber: string,
  ): Promise<{ sent: boolean; trackerId: string | null }> {
    const { paypal, logger } = this.deps;
    if (!paypal.enabled || !row.paypalCaptureId) {
      logger.warn({ orderId: row.id }, 'order has no PayPal capture: tracking not sent to PayPal');
      return { sent: false, trackerId: null };
    }
    // The same carrier and number for the same order is the same request: a retry makes one tracker.
    const fingerprint = createHash('sha256')
      .update(`${input.carrier}\n${input.carrierName?.trim() ?? ''}\n${trackingNumber}`)
      .digest('base64url')
      .slice(0, 22);
    try {
      const { trackerId } = await paypal.addTracking({
        orderId: row.paypalOrderId,
        captureId: row.paypalCaptureId,
        trackingNumber,
        carrier: input.carrier,
        // Another carrier is OTHER with its name, as PayPal's track text and carrier list say.
        ...(input.carrier === 'OTHER' ? { carrierNameOther: input.carrierName!.trim() } : {}),
        requestId: `track-${row.id}-${fingerprint}`,
      });
      return { sent: true, trackerId };
    } catch (error) {
      if (error instanceof PayPalApiError && (error.status === 400 || error.status === 422)) {
        logger.warn(
          { orderId: row.id, status: error.status, issue: error.issue, debugId: error.debugId },
          'PayPal refused the tracking',
        );
        throw new AppError(422, 'errors.trackingRefused', error.issue ? { issue: error.issue } : {});
      }
      throw paypalFailure(logger, { stage: 'track', orderId: row.id }, error);
    }
  }
}
