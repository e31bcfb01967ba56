// PayPal checkout (SPEC §7, DESIGN §3): setup for the JS SDK, order creation, capture, and the
// signature-verified webhook.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as checkout from '#shared/endpoints/payments.ts';
import type { WebhookTransmission } from '../../adapters/paypal-client.ts';
import { badRequest } from '../../errors.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { HOUR_MS, MINUTE_MS } from '../../infra/rate-limit/rate-limiter.ts';
import type { WebhookEvent } from './payments.service.ts';
import { transmissionSchema, webhookEventSchema } from './webhook-delivery.ts';

/** Generous per address: a school or an office shares one, and each order is a real PayPal payment. */
const ORDER_LIMIT = { limit: 30, windowMs: HOUR_MS };
const SETUP_LIMIT = { limit: 120, windowMs: 10 * MINUTE_MS };
const WEBHOOK_BODY_LIMIT = 256 * 1024;

type RawWebhook = { raw: string; event: WebhookEvent };

export const paymentsRoutes: FastifyPluginAsync = async (app) => {
  const { rateLimiter, services } = app.deps;
  const { payments } = services;

  route(app, checkout.paypalSetup, async (request, reply) => {
    await rateLimiter.consume([{ key: `paypal-setup:ip:${request.ip}`, ...SETUP_LIMIT }]);
    reply.header('cache-control', 'no-store');
    return payments.setup();
  });

  // The body is checked (an object, the quantity) before the address's order count is spent.
  route(app, checkout.createPaypalOrder, async (request, reply) => {
    await rateLimiter.consume([{ key: `paypal-order:ip:${request.ip}`, ...ORDER_LIMIT }]);
    const answer = await payments.createOrder(request.body, request.language);
    reply.code(201);
    return answer;
  });

  route(app, checkout.capturePaypalOrder, async (request) => payments.capture(request.params.orderId));

  // The webhook keeps the body as sent: PayPal's signature check covers those exact bytes.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => {
        try {
          const event = JSON.parse(body as string) as unknown;
          if (!event || typeof event !== 'object' || Array.isArray(event)) throw new Error('not an object');
          done(null, { raw: body as string, event: event as WebhookEvent } satisfies RawWebhook);
        } catch {
          done(badRequest('errors.invalidJson'), undefined);
        }
      },
    );
    route(webhook, checkout.paypalWebhook, async (request) => {
      const transmission = transmissionOf(request);
      const { raw, event } = ((request.body as unknown) ?? {}) as Partial<RawWebhook>;
      if (!raw || !event) throw badRequest('errors.invalidJson');
      if (!webhookEventSchema.safeParse(event).success) throw badRequest('errors.webhookEventInvalid');
      await payments.handleWebhook(transmission, raw, event);
      return { received: true };
    });
  });
};

function transmissionOf(request: FastifyRequest): WebhookTransmission {
  const header = (name: string) => {
    const value = request.headers[name];
    const text = Array.isArray(value) ? value[0] : value;
    if (!text || text.length > 2000) throw badRequest('errors.webhookSignatureInvalid');
    return text;
  };
  const transmission = transmissionSchema.safeParse({
    authAlgo: header('paypal-auth-algo'),
    certUrl: header('paypal-cert-url'),
    transmissionId: header('paypal-transmission-id'),
    transmissionSig: header('paypal-transmission-sig'),
    transmissionTime: header('paypal-transmission-time'),
  });
  if (!transmission.success) throw badRequest('errors.webhookSignatureInvalid');
  return transmission.data;
}
