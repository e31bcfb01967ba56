// PayPal's REST error bodies, as its Orders v2 document describes them (error_400 ... error_500): {name,
// message, details[{field?, location?, issue, description}], debug_id, links}, names, messages and issue
// descriptions exactly as documented; the debug id also in the `Paypal-Debug-Id` header.
import { randomBytes } from 'node:crypto';
import type { ContractProblem } from './paypal-contract.ts';

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
  INTERNAL_SERVER_ERROR: 'An internal server error occurred.',
};

const NAMES: Record<number, string> = {
  400: 'INVALID_REQUEST',
  401: 'AUTHENTICATION_FAILURE',
  403: 'NOT_AUTHORIZED',
  404: 'RESOURCE_NOT_FOUND',
  422: 'UNPROCESSABLE_ENTITY',
  500: 'INTERNAL_SERVER_ERROR',
};

/** Issue descriptions as PayPal's documents enumerate them for the operations the stand-in serves. */
const DESCRIPTIONS: Record<string, string> = {
  MALFORMED_REQUEST_JSON: 'The request JSON is not well formed.',
  MISSING_REQUIRED_PARAMETER: 'A required parameter is missing.',
  INVALID_PARAMETER_SYNTAX: 'The value of a field does not conform to the expected format.',
  INVALID_RESOURCE_ID: 'Specified resource ID does not exist. Please check the resource ID and try again.',
  CANNOT_BE_ZERO_OR_NEGATIVE:
    'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
  DECIMAL_PRECISION: 'If the currency supports decimals, only two decimal place precision is supported.',
  CANNOT_BE_NEGATIVE:
    'Must be greater than or equal to 0. If the currency supports decimals, only two decimal place precision is supported.',
  MULTI_CURRENCY_ORDER:
    'Multiple differing values of currency_code are not supported. Entire Order request must have the same currency_code.',
  ITEM_TOTAL_REQUIRED:
    'If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.',
  ITEM_TOTAL_MISMATCH:
    'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
  AMOUNT_MISMATCH:
    'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
  ORDER_ALREADY_CAPTURED: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  INSTRUMENT_DECLINED:
    "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
};

const detail = (issue: string, extra: Omit<PayPalErrorDetail, 'issue' | 'description'> = {}) => ({
  ...extra,
  issue,
  description: DESCRIPTIONS[issue] ?? issue,
});

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
  /** A path PayPal does not have. */
  noSuchPath: () => paypalError(404, 'RESOURCE_NOT_FOUND'),
  malformedJson: () =>
    paypalError(400, 'INVALID_REQUEST', [detail('MALFORMED_REQUEST_JSON', { field: '/', location: 'body' })]),
  /** A request PayPal's schema refuses. */
  invalidRequest: (problem: ContractProblem) =>
    paypalError(400, 'INVALID_REQUEST', [
      detail(problem.issue.includes('required') ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_PARAMETER_SYNTAX', {
        field: problem.field,
        location: problem.location,
      }),
    ]),
  unprocessable: (issue: string, field?: string) =>
    paypalError(422, 'UNPROCESSABLE_ENTITY', [detail(issue, field ? { field, location: 'body' } : {})]),
  orderNotFound: (id: string) =>
    paypalError(404, 'RESOURCE_NOT_FOUND', [
      detail('INVALID_RESOURCE_ID', { field: 'order_id', value: id, location: 'path' }),
    ]),
  /** A capture or refund id PayPal does not know (Payments v2). */
  resourceNotFound: () => paypalError(404, 'RESOURCE_NOT_FOUND', [detail('INVALID_RESOURCE_ID')]),
  orderNotApproved: () => paypalError(422, 'UNPROCESSABLE_ENTITY', [detail('ORDER_NOT_APPROVED')]),
  orderAlreadyCaptured: () => paypalError(422, 'UNPROCESSABLE_ENTITY', [detail('ORDER_ALREADY_CAPTURED')]),
  instrumentDeclined: () => paypalError(422, 'UNPROCESSABLE_ENTITY', [detail('INSTRUMENT_DECLINED')]),
  internal: () => paypalError(500, 'INTERNAL_SERVER_ERROR'),
  /** PayPal's plain error for a status, for failure injection. */
  withStatus: (status: number) => paypalError(status, NAMES[status] ?? 'INTERNAL_SERVER_ERROR'),
};
