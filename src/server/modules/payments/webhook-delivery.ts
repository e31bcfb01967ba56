// What a PayPal webhook delivery must look like before PayPal is asked about it: the PAYPAL-* headers
// and the event as PayPal's verify-webhook-signature request describes them (Webhooks v1 OpenAPI,
// schemas verify_webhook_signature and event). Anything else cannot have come from PayPal: it gets a
// 400 here instead of a call PayPal would refuse (which would read as PayPal failing, a 502).
import { z } from 'zod';

/** PayPal's pattern for transmission ids and signatures: a word character first, not only digits. */
const TRANSMISSION_TOKEN = /^(?!\d+$)\w+\S+/;
const ALPHANUMERIC = /^[a-zA-Z0-9]+$/;
const VERSION = /^([0-9]+.[0-9]+)$/;

export const transmissionSchema = z.object({
  authAlgo: z.string().max(100).regex(ALPHANUMERIC),
  certUrl: z.string().max(500).url(),
  transmissionId: z.string().max(50).regex(TRANSMISSION_TOKEN),
  transmissionSig: z.string().max(500).regex(TRANSMISSION_TOKEN),
  transmissionTime: z.string().max(100).datetime({ offset: true }),
});

export const webhookEventSchema = z
  .object({
    id: z.string().optional(),
    create_time: z.string().datetime({ offset: true }).optional(),
    resource_type: z.string().optional(),
    event_version: z.string().regex(VERSION).optional(),
    event_type: z.string().optional(),
    summary: z.string().optional(),
    resource_version: z.string().regex(VERSION).optional(),
    resource: z.record(z.unknown()).optional(),
    links: z
      .array(
        z
          .object({
            href: z.string(),
            rel: z.string(),
            method: z
              .enum(['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'CONNECT', 'OPTIONS', 'PATCH'])
              .optional(),
          })
          .passthrough(),
      )
      .optional(),
  })
  .passthrough();
