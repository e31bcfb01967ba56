// What an order's steps ask of PayPal (tracking, refunds), and PayPal's failures as clear answers, as
// PaymentsService does for checkout: 503 when PayPal cannot be reached, 502 when it answered badly or
// refused a call it should not have; the refusals that are the order's business are each step's own.
import type { FastifyBaseLogger } from 'fastify';
import {
  PayPalApiError,
  PayPalBadAnswerError,
  type PayPalClient,
  PayPalUnavailableError,
} from '../../adapters/paypal-client.ts';
import { AppError, badGateway, serviceUnavailable, switchedOff } from '../../errors.ts';

/** What an order's steps call on PayPal, typed as the client declares it (one signature to change). */
export type OrderPayPal = Pick<PayPalClient, 'enabled' | 'refundCapture' | 'addTracking'>;

/** The answer for a PayPal failure no step handled itself. */
export function paypalFailure(
  logger: FastifyBaseLogger,
  context: { stage: string; orderId: string },
  error: unknown,
): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof PayPalUnavailableError) {
    logger.error({ ...context, reason: error.message }, 'PayPal unavailable');
    return serviceUnavailable('errors.paymentProviderDown');
  }
  if (error instanceof PayPalBadAnswerError) {
    logger.error({ ...context, debugId: error.debugId, reason: error.message }, 'PayPal answered badly');
    return badGateway('errors.paymentProviderError');
  }
  if (error instanceof PayPalApiError) {
    logger.error(
      {
        ...context,
        status: error.status,
        name: error.errorName,
        issue: error.issue,
        debugId: error.debugId,
        description: error.message,
      },
      'PayPal refused the call',
    );
    return badGateway('errors.paymentProviderError');
  }
  return error;
}

/** Payments switched off (no PayPal credentials): nothing can be sent to PayPal. */
export function requirePayPal(paypal: OrderPayPal): void {
  if (!paypal.enabled) throw switchedOff('errors.paymentsDisabled');
}
