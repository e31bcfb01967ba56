// PayPal's REST error bodies, as its public reference describes them: {name, message, details[{field?,
// issue, description}], debug_id, links}, with the debug id also in the `Paypal-Debug-Id` header.
import { randomBytes } from 'node:crypto';

export type PayPalErrorDetail = {
  field?: string;
  value?: string;
  location?: string;
  issue: string;
  description: string;
};

export type PayPalErrorBody = {
  name: string;
  message: string;
  details?: PayPalErrorDetail[];
  debug_id: string;
  links: Array<{ href: string; rel: string; method?: string }>;
};

export type StandInAnswer = { status: number; body: unknown; headers?: Record<string, string> };

export function debugId(): string {
  return randomBytes(7).toString('hex').slice(0, 13);
}

const MESSAGES: Record<string, string> = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  AUTHENTICATION_FAILURE:
    'Authentication failed due to missing authorization header, or invalid authentication credentials.',
  NOT_AUTHORIZED: 'Authorization failed due to insufficient permissions.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
  UNPROCESSABLE_ENTITY:
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  INTERNAL_SERVER_ERROR: 'An internal server error has occurred.',
  VALIDATION_ERROR: 'Invalid request - see details',
};

export function paypalError(status: number, name: string, details: PayPalErrorDetail[] = []): StandInAnswer {
  const id = debugId();
  const body: PayPalErrorBody = {
    name,
    message: MESSAGES[name] ?? name,
    ...(details.length ? { details } : {}),
    debug_id: id,
    links: [
      {
        href: `https://developer.paypal.com/docs/api/orders/v2/#error-${details[0]?.issue ?? name}`,
        rel: 'information_link',
        method: 'GET',
      },
    ],
  };
  return { status, body, headers: { 'paypal-debug-id': id } };
}

export const errors = {
  authenticationFailure: () => paypalError(401, 'AUTHENTICATION_FAILURE'),
  invalidRequest: (field: string, issue: string, description: string) =>
    paypalError(400, 'INVALID_REQUEST', [{ field, location: 'body', issue, description }]),
  orderNotFound: (id: string) =>
    paypalError(404, 'RESOURCE_NOT_FOUND', [
      {
        field: 'order_id',
        value: id,
        location: 'path',
        issue: 'INVALID_RESOURCE_ID',
        description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
      },
    ]),
  orderNotApproved: () =>
    paypalError(422, 'UNPROCESSABLE_ENTITY', [
      {
        issue: 'ORDER_NOT_APPROVED',
        description:
          "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
      },
    ]),
  orderAlreadyCaptured: () =>
    paypalError(422, 'UNPROCESSABLE_ENTITY', [
      {
        issue: 'ORDER_ALREADY_CAPTURED',
        description: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      },
    ]),
  instrumentDeclined: () =>
    paypalError(422, 'UNPROCESSABLE_ENTITY', [
      {
        issue: 'INSTRUMENT_DECLINED',
        description:
          "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
      },
    ]),
  internal: () => paypalError(500, 'INTERNAL_SERVER_ERROR'),
};
