// A local stand-in for the parts of PayPal's REST API the shop uses, held to PayPal's published
// contract (paypal-contract.ts): OAuth2 client-credentials token, client token, Orders v2 (create, get,
// capture) with PayPal-Request-Id idempotency, and webhook signature verification. Every request is
// matched to an operation PayPal documents (anything else is PayPal's 404) and checked against its
// schemas, and so is every answer; a mismatch is a violation, and stop() fails while any is left.
// Tests start it on a loopback port and point PAYPAL_API_BASE at it; the production client stays real.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paypalContract, type ContractMatch, type ContractRequest } from './paypal-contract.ts';
import { debugId, errors, type StandInAnswer } from './paypal-errors.ts';
import { RefundLedger, type StandInRefund, type StandInTracker } from './paypal-refunds.ts';
import { WebhookSigner, type SignedWebhook } from './webhook-signer.ts';

export type StandInBuyer = {
  givenName: string;
  surname: string;
  email: string;
  payerId: string;
  shipping: {
    fullName: string;
    addressLine1: string;
    addressLine2?: string;
    city: string;
    state?: string;
    postalCode: string;
    countryCode: string;
  };
};

export const DEFAULT_BUYER: StandInBuyer = {
  givenName: 'Jamie',
  surname: 'Buyer',
  email: 'buyer@example.test',
  payerId: 'QYR5Z8XDVJNXQ',
  shipping: {
    fullName: 'Jamie Buyer',
    addressLine1: '1 Main St',
    addressLine2: 'Apt 2',
    city: 'San Jose',
    state: 'CA',
    postalCode: '95131',
    countryCode: 'US',
  },
};

type Money = { currency_code: string; value: string };

type Breakdown = Partial<
  Record<
    'item_total' | 'shipping' | 'handling' | 'tax_total' | 'insurance' | 'shipping_discount' | 'discount',
    Money
  >
>;
export type StandInItem = {
  name: string;
  quantity: string;
  unit_amount: Money;
  tax?: Money;
  description?: string;
  sku?: string;
  category?: string;
};
type ShippingPreference = 'GET_FROM_FILE' | 'NO_SHIPPING' | 'SET_PROVIDED_ADDRESS';

export type StandInOrder = {
  id: string;
  intent: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: Money;
  breakdown?: Breakdown;
  items?: StandInItem[];
  /** Where the shipping address comes from: the buyer's PayPal account unless the order said otherwise. */
  shippingPreference: ShippingPreference;
  referenceId: string;
  customId?: string;
  description?: string;
  buyer?: StandInBuyer;
  /** Test controls. */
  declineCapture: boolean;
  capturedAmountOverride?: Money;
  captureStatus: 'COMPLETED' | 'PENDING' | 'DECLINED';
  capture?: { id: string; status: string; amount: Money; createTime: string };
  createTime: string;
  updateTime: string;
};

export type StandInCall = {
  method: string;
  path: string;
  requestId: string | undefined;
  authorization: string | undefined;
  body: unknown;
  /** The request as sent, for checking it against PayPal's contract. */
  request: ContractRequest;
  /** What the stand-in answered (none while it hangs). */
  answer?: { status: number; body: string };
};

export type StandInOptions = {
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
  /** Lifetime of access tokens in seconds (PayPal answers ~9 hours). */
  tokenExpiresIn?: number;
  /** The loopback port to listen on; by default a free one. */
  port?: number;
};

const ORDER_ID_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const ZERO_DECIMAL_CURRENCIES = new Set(['HUF', 'JPY', 'TWD']);

function paypalId(length = 17): string {
  return Array.from(randomBytes(length), (b) => ORDER_ID_ALPHABET[b % ORDER_ID_ALPHABET.length]).join('');
}

export class PayPalStandIn {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly webhookId: string;
  readonly orders = new Map<string, StandInOrder>();
  readonly calls: StandInCall[] = [];
  /** Requests and answers that PayPal's documents do not allow, as readable lines. */
  readonly violations: string[] = [];
  /** Number of captures really performed (money moved), whatever the number of capture calls. */
  captureCount = 0;
  tokenCount = 0;
  clientTokenCount = 0;
  /** Every secret handed out (access and client tokens), for tests that check logs never hold them. */
  readonly issuedSecrets: string[] = [];
  /** While true, requests are accepted and never answered (PayPal not responding). */
  hang = false;
  /** While set, requests are recorded and then wait for it before they are answered (PayPal slow). */
  private held: Promise<void> | undefined;
  /** The next N requests (optionally only those whose path matches) answer an error. */
  private failures: Array<{ path: RegExp | undefined; status: number }> = [];
  private readonly tokens = new Set<string>();
  private readonly idempotent = new Map<string, StandInAnswer>();
  private readonly tokenExpiresIn: number;
  private readonly server: Server;
  private readonly signer = new WebhookSigner();
  private readonly contract = paypalContract();
  private readonly ledger = new RefundLedger(() => this.url);
  private port: number;

  constructor(options: StandInOptions = {}) {
    this.port = options.port ?? 0;
    this.clientId = options.clientId ?? 'stand-in-client-id';
    this.clientSecret = options.clientSecret ?? 'stand-in-client-secret';
    this.webhookId = options.webhookId ?? '1JE4291016473214C';
    this.tokenExpiresIn = options.tokenExpiresIn ?? 32_400;
    this.server = createServer((req, res) => void this.handle(req, res));
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The PAYPAL_* environment that points the app at this stand-in. */
  env(): Record<string, string> {
    return {
      PAYPAL_CLIENT_ID: this.clientId,
      PAYPAL_CLIENT_SECRET: this.clientSecret,
      PAYPAL_API_BASE: this.url,
      PAYPAL_WEBHOOK_ID: this.webhookId,
    };
  }

  /** Stops the server; fails if any request or answer broke PayPal's contract (see takeViolations). */
  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    if (this.violations.length) {
      throw new Error(
        `The PayPal stand-in saw calls outside PayPal's contract:\n${this.violations.join('\n')}`,
      );
    }
  }

  /** The violations so far, forgotten: for a test that breaks the contract on purpose. */
  takeViolations(): string[] {
    return this.violations.splice(0);
  }

  // ---- test controls -------------------------------------------------------------------------

  /** The buyer approves the order on PayPal's pages (what the JS SDK popup does). */
  approve(orderId: string, buyer: StandInBuyer = DEFAULT_BUYER): StandInOrder {
    const order = this.order(orderId);
    if (order.status === 'CREATED') {
      order.status = 'APPROVED';
      order.buyer = buyer;
      order.updateTime = new Date().toISOString();
    }
    return order;
  }

  order(orderId: string): StandInOrder {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`stand-in: no order ${orderId}`);
    return order;
  }

  /** The most recently created order. */
  lastOrder(): StandInOrder {
    const last = [...this.orders.values()].at(-1);
    if (!last) throw new Error('stand-in: no order created yet');
    return last;
  }

  /** The next `count` requests (only those whose path matches, if given) answer PayPal's error `status`. */
  failNext(count = 1, path?: RegExp, status = 500): void {
    for (let i = 0; i < count; i++) this.failures.push({ path, status });
  }

  /** Forget every access token: the next API call with an old token answers 401. */
  revokeTokens(): void {
    this.tokens.clear();
  }

  /** Holds every answer from now on until the returned function is called. */
  hold(): () => void {
    let release = () => {};
    this.held = new Promise((resolve) => (release = resolve));
    return () => {
      this.held = undefined;
      release();
    };
  }

  callsTo(method: string, path: RegExp): StandInCall[] {
    return this.calls.filter((c) => c.method === method && path.test(c.path));
  }

  /** A webhook delivery as PayPal sends it: JSON body plus the PAYPAL-* transmission headers. */
  signWebhook(event: Record<string, unknown>, webhookId = this.webhookId): SignedWebhook {
    return this.signer.sign(
      JSON.stringify(event),
      webhookId,
      `${this.url}/v1/notifications/certs/CERT-360caa42`,
    );
  }

  orderApprovedEvent(orderId: string): Record<string, unknown> {
    const order = this.order(orderId);
    return webhookEvent('CHECKOUT.ORDER.APPROVED', 'checkout-order', this.orderRepresentation(order));
  }

  captureCompletedEvent(orderId: string): Record<string, unknown> {
    const order = this.order(orderId);
    if (!order.capture) throw new Error('stand-in: order not captured');
    return webhookEvent('PAYMENT.CAPTURE.COMPLETED', 'capture', {
      id: order.capture.id,
      status: 'COMPLETED',
      amount: order.capture.amount,
      final_capture: true,
      custom_id: order.customId,
      supplementary_data: { related_ids: { order_id: order.id } },
      create_time: order.capture.createTime,
      update_time: order.capture.createTime,
    });
  }

  /** The refunds of a capture, oldest first, as PayPal represents them. */
  refundsOf(captureId: string): StandInRefund[] {
    return this.ledger.refundsOf(captureId);
  }

  /** The trackers added to an order. */
  trackersOf(orderId: string): StandInTracker[] {
    return this.ledger.trackersOf(orderId);
  }

  /** A refund the seller made on PayPal's side (what is left, or `amount`): no call of ours involved. */
  refundFromPayPal(captureId: string, amount?: Money): StandInRefund {
    return this.ledger.refundOutside(this.capturedOrder(captureId), amount);
  }

  /** PAYMENT.CAPTURE.REFUNDED: the resource is the refund, its rel "up" link the capture. */
  captureRefundedEvent(refund: StandInRefund): Record<string, unknown> {
    return webhookEvent('PAYMENT.CAPTURE.REFUNDED', 'refund', refund);
  }

  /** PAYMENT.CAPTURE.REVERSED (a chargeback, a reversal by PayPal): a refund-like resource of the capture. */
  captureReversedEvent(captureId: string, amount: Money): Record<string, unknown> {
    const reversal = this.ledger.refundOutside(this.capturedOrder(captureId), amount);
    return webhookEvent('PAYMENT.CAPTURE.REVERSED', 'refund', reversal);
  }

  private capturedOrder(captureId: string): StandInOrder {
    for (const order of this.orders.values()) if (order.capture?.id === captureId) return order;
    throw new Error(`stand-in: no capture ${captureId}`);
  }

  private findCaptured(captureId: string): StandInOrder | undefined {
    for (const order of this.orders.values()) if (order.capture?.id === captureId) return order;
    return undefined;
  }

  /** Completes a capture PayPal held as PENDING (e.g. under review), as PayPal does later. */
  completePendingCapture(orderId: string): void {
    const order = this.order(orderId);
    if (order.capture) order.capture.status = 'COMPLETED';
  }

  // ---- HTTP ------------------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    const requestId = header(req, 'paypal-request-id');
    const contentType = header(req, 'content-type') ?? '';
    let body: unknown = undefined;
    let malformed = false;
    if (raw && contentType.includes('application/json')) {
      try {
        body = JSON.parse(raw);
      } catch {
        malformed = true;
      }
    } else if (raw) {
      body = Object.fromEntries(new URLSearchParams(raw));
    }
    const request: ContractRequest = { headers: req.headers, query: url.searchParams, raw };
    const call: StandInCall = {
      method,
      path,
      requestId,
      authorization: header(req, 'authorization'),
      body,
      request,
    };
    this.calls.push(call);

    const match = this.contract.match(method, path);
    const problems = match ? this.contract.checkRequest(match, request) : [];
    if (!match) this.violations.push(`${method} ${path}: PayPal's documents have no such operation`);
    for (const problem of problems) {
      this.violations.push(
        `${method} ${path}: request ${problem.location} ${problem.field}: ${problem.issue}`,
      );
    }

    if (this.hang) return; // never answered: the caller's timeout has to fire
    if (this.held) await this.held;
    // Only what PayPal's documents describe is answered: anything else is PayPal's 404.
    if (!match) return send(res, errors.noSuchPath(), call);
    const answer = (result: StandInAnswer) => this.answer(res, match, call, result);
    const failure = this.failures.findIndex((f) => !f.path || f.path.test(path));
    if (failure >= 0) {
      const { status } = this.failures.splice(failure, 1)[0]!;
      // Where PayPal's document gives a status no body (Payments v2's 500), only its debug id header is sent.
      if (this.contract.documentsBody(match, status)) return answer(errors.withStatus(status));
      return answer({ status, body: undefined, headers: { 'paypal-debug-id': debugId() } });
    }

    if (match.operation.operationId === 'oauth2.token') return answer(this.token(req, body));
    if (!this.authorized(req)) return answer(errors.authenticationFailure());
    if (malformed) return answer(errors.malformedJson());
    if (problems.length) return answer(errors.invalidRequest(problems[0]!));

    // PayPal-Request-Id: a repeat of a request already answered gets the same answer, nothing is redone.
    const key = requestId ? `${method} ${path} ${requestId}` : undefined;
    if (key && this.idempotent.has(key)) return answer(this.idempotent.get(key)!);
    const result = this.route(match, body, header(req, 'prefer'));
    if (key && result.status < 500) this.idempotent.set(key, result);
    return answer(result);
  }

  /** Sends an answer after checking it against the operation's documented responses. */
  private answer(res: ServerResponse, match: ContractMatch, call: StandInCall, answer: StandInAnswer): void {
    const { method, template } = match.operation;
    const raw = answer.body === undefined ? '' : JSON.stringify(answer.body);
    for (const problem of this.contract.checkResponse(match, answer.status, raw)) {
      this.violations.push(`${method} ${template}: answer ${problem}`);
    }
    send(res, answer, call);
  }

  private route(match: ContractMatch, body: unknown, prefer: string | undefined): StandInAnswer {
    const id = match.params.id ?? '';
    switch (match.operation.operationId) {
      case 'identity.generate-token': {
        this.clientTokenCount++;
        const clientToken = randomBytes(48).toString('base64');
        this.issuedSecrets.push(clientToken);
        return { status: 200, body: { client_token: clientToken, expires_in: 3600 } };
      }
      case 'orders.create':
        return this.createOrder(body, prefer);
      case 'orders.get': {
        const order = this.orders.get(id);
        return order ? { status: 200, body: this.orderRepresentation(order) } : errors.orderNotFound(id);
      }
      case 'orders.capture':
        return this.capture(id);
      case 'captures.refund': {
        const order = this.findCaptured(match.params.capture_id ?? '');
        if (!order) return errors.resourceNotFound();
        return this.ledger.refund(order, body as Parameters<RefundLedger['refund']>[1], prefer);
      }
      case 'refunds.get': {
        const refund = this.ledger.refundById(match.params.refund_id ?? '');
        return refund ? { status: 200, body: refund } : errors.resourceNotFound();
      }
      case 'orders.track.create': {
        const order = this.orders.get(id);
        if (!order) return errors.orderNotFound(id);
        const refused = this.ledger.track(order, body as { capture_id: string; tracking_number?: string });
        return refused ?? { status: 201, body: this.orderRepresentation(order) };
      }
      case 'verify-webhook-signature.post':
        return this.verify(body);
      default:
        // Documented by PayPal, but the shop never calls it: a call is a defect the tests must see.
        this.violations.push(`${match.operation.operationId}: documented, but not simulated by the stand-in`);
        return errors.internal();
    }
  }

  private token(req: IncomingMessage, body: unknown): StandInAnswer {
    const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
    if (header(req, 'authorization') !== expected) {
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
      };
    }
    if ((body as Record<string, string> | undefined)?.grant_type !== 'client_credentials') {
      return {
        status: 400,
        body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' },
      };
    }
    this.tokenCount++;
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    this.tokens.add(token);
    this.issuedSecrets.push(token);
    return {
      status: 200,
      body: {
        scope:
          'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/applications/webhooks',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: this.tokenExpiresIn,
        nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
      },
    };
  }

  private authorized(req: IncomingMessage): boolean {
    const auth = header(req, 'authorization') ?? '';
    return auth.startsWith('Bearer ') && this.tokens.has(auth.slice(7));
  }

  private createOrder(body: unknown, prefer: string | undefined): StandInAnswer {
    // The request already matched PayPal's schema (intent, 1 to 10 units, currency and value syntax);
    // what is left are PayPal's business rules on the amount, its breakdown and the items.
    const request = body as {
      intent: 'CAPTURE' | 'AUTHORIZE';
      purchase_units: Array<{
        reference_id?: string;
        custom_id?: string;
        description?: string;
        amount: Money & { breakdown?: Breakdown };
        items?: StandInItem[];
      }>;
      payment_source?: { paypal?: { experience_context?: { shipping_preference?: ShippingPreference } } };
      application_context?: { shipping_preference?: ShippingPreference };
    };
    const unit = request.purchase_units[0]!;
    const refused = amountRefusal(unit);
    if (refused) return refused;
    const { breakdown, ...amount } = unit.amount;
    const now = new Date().toISOString();
    const order: StandInOrder = {
      id: paypalId(),
      intent: request.intent,
      status: 'CREATED',
      amount,
      ...(breakdown ? { breakdown } : {}),
      ...(unit.items ? { items: unit.items } : {}),
      shippingPreference:
        request.payment_source?.paypal?.experience_context?.shipping_preference ??
        request.application_context?.shipping_preference ??
        'GET_FROM_FILE',
      referenceId: unit.reference_id ?? 'default',
      customId: unit.custom_id,
      description: unit.description,
      declineCapture: false,
      captureStatus: 'COMPLETED',
      createTime: now,
      updateTime: now,
    };
    this.orders.set(order.id, order);
    const full = prefer?.includes('return=representation');
    return {
      status: 201,
      body: full
        ? this.orderRepresentation(order)
        : { id: order.id, status: order.status, links: this.links(order) },
    };
  }

  private capture(orderId: string): StandInAnswer {
    const order = this.orders.get(orderId);
    if (!order) return errors.orderNotFound(orderId);
    if (order.status === 'COMPLETED') return errors.orderAlreadyCaptured();
    if (order.status !== 'APPROVED') return errors.orderNotApproved();
    if (order.declineCapture) return errors.instrumentDeclined();
    const now = new Date().toISOString();
    order.status = 'COMPLETED';
    order.updateTime = now;
    order.capture = {
      id: paypalId(17),
      status: order.captureStatus,
      amount: order.capturedAmountOverride ?? order.amount,
      createTime: now,
    };
    this.captureCount++;
    return { status: 201, body: this.orderRepresentation(order) };
  }

  private verify(body: unknown): StandInAnswer {
    // The request already matched PayPal's schema: every field is there and has the documented form.
    const request = body as Record<string, unknown>;
    const ok =
      request.webhook_id === this.webhookId &&
      this.signer.verify({
        authAlgo: request.auth_algo as string,
        certUrl: request.cert_url as string,
        transmissionId: request.transmission_id as string,
        transmissionSig: request.transmission_sig as string,
        transmissionTime: request.transmission_time as string,
        webhookId: request.webhook_id as string,
        body: JSON.stringify(request.webhook_event),
      });
    return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
  }

  orderRepresentation(order: StandInOrder): Record<string, unknown> {
    const buyer = order.buyer;
    const unit: Record<string, unknown> = {
      reference_id: order.referenceId,
      amount: order.breakdown ? { ...order.amount, breakdown: order.breakdown } : order.amount,
      payee: { email_address: 'merchant@example.test', merchant_id: 'C7CYMKZDG8D6E' },
      ...(order.customId ? { custom_id: order.customId } : {}),
      ...(order.description ? { description: order.description } : {}),
      ...(order.items ? { items: order.items } : {}),
    };
    // The buyer's address, when PayPal was left to collect it (GET_FROM_FILE, its default).
    if (buyer && order.shippingPreference === 'GET_FROM_FILE') {
      unit.shipping = {
        name: { full_name: buyer.shipping.fullName },
        address: {
          address_line_1: buyer.shipping.addressLine1,
          ...(buyer.shipping.addressLine2 ? { address_line_2: buyer.shipping.addressLine2 } : {}),
          admin_area_2: buyer.shipping.city,
          ...(buyer.shipping.state ? { admin_area_1: buyer.shipping.state } : {}),
          postal_code: buyer.shipping.postalCode,
          country_code: buyer.shipping.countryCode,
        },
      };
    }
    const trackers = this.ledger.trackersOf(order.id);
    if (trackers.length) unit.shipping = { ...(unit.shipping as object | undefined), trackers };
    if (order.capture) {
      const gross = order.capture.amount;
      unit.payments = {
        captures: [
          {
            id: order.capture.id,
            status: order.capture.status,
            amount: gross,
            final_capture: true,
            seller_protection: {
              status: 'ELIGIBLE',
              dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
            },
            seller_receivable_breakdown: {
              gross_amount: gross,
              paypal_fee: { currency_code: gross.currency_code, value: '1.00' },
              net_amount: {
                currency_code: gross.currency_code,
                value: (Number(gross.value) - 1).toFixed(
                  ZERO_DECIMAL_CURRENCIES.has(gross.currency_code) ? 0 : 2,
                ),
              },
            },
            links: [],
            create_time: order.capture.createTime,
            update_time: order.capture.createTime,
          },
        ],
      };
      const refunds = this.ledger.refundsOf(order.capture.id);
      if (refunds.length) (unit.payments as Record<string, unknown>).refunds = refunds;
    }
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      ...(buyer
        ? {
            payment_source: {
              paypal: {
                email_address: buyer.email,
                account_id: buyer.payerId,
                account_status: 'VERIFIED',
                name: { given_name: buyer.givenName, surname: buyer.surname },
                address: { country_code: buyer.shipping.countryCode },
              },
            },
            payer: {
              name: { given_name: buyer.givenName, surname: buyer.surname },
              email_address: buyer.email,
              payer_id: buyer.payerId,
              address: { country_code: buyer.shipping.countryCode },
            },
          }
        : {}),
      purchase_units: [unit],
      create_time: order.createTime,
      update_time: order.updateTime,
      links: this.links(order),
    };
  }

  private links(order: StandInOrder) {
    return [
      { href: `${this.url}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      { href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
      { href: `${this.url}/v2/checkout/orders/${order.id}`, rel: 'update', method: 'PATCH' },
      { href: `${this.url}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' },
    ];
  }
}

/** The JSON pointer PayPal names a field of the purchase unit by. */
function unitField(referenceId: string | undefined, path: string): string {
  return `/purchase_units/@reference_id=='${referenceId ?? 'default'}'/${path}`;
}

function decimalsOf(currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency) ? 0 : 2;
}

/** A money value in minor units; undefined when it has more decimals than its currency allows. */
function minorOf(money: Money): bigint | undefined {
  const [, sign, whole, fraction = ''] = /^(-?)(\d*)(?:\.(\d+))?$/.exec(money.value) ?? [];
  const decimals = decimalsOf(money.currency_code);
  if (whole === undefined || fraction.length > decimals) return undefined;
  const minor =
    BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  return sign ? -minor : minor;
}

/**
 * PayPal's 422s for a purchase unit whose money does not add up, in the order PayPal checks: one
 * currency throughout, the currency's decimals, no negative parts, a positive total, the items' total
 * (ITEM_TOTAL_REQUIRED, ITEM_TOTAL_MISMATCH) and the amount as the sum of its breakdown (AMOUNT_MISMATCH).
 */
function amountRefusal(unit: {
  reference_id?: string;
  amount: Money & { breakdown?: Breakdown };
  items?: StandInItem[];
}): StandInAnswer | undefined {
  const ref = unit.reference_id;
  const { breakdown, ...total } = unit.amount;
  const parts = Object.entries(breakdown ?? {}) as Array<[keyof Breakdown, Money]>;
  const items = unit.items ?? [];
  const monies: Array<[string, Money]> = [
    ['amount/value', total],
    ...parts.map(([name, money]): [string, Money] => [`amount/breakdown/${name}/value`, money]),
    ...items.map((item, i): [string, Money] => [`items[${i}]/unit_amount/value`, item.unit_amount]),
  ];
  const other = monies.find(([, money]) => money.currency_code !== total.currency_code);
  if (other) return errors.unprocessable('MULTI_CURRENCY_ORDER', unitField(ref, other[0]));
  const imprecise = monies.find(([, money]) => minorOf(money) === undefined);
  if (imprecise) return errors.unprocessable('DECIMAL_PRECISION', unitField(ref, imprecise[0]));
  const negative = monies.slice(1).find(([, money]) => minorOf(money)! < 0n);
  if (negative) return errors.unprocessable('CANNOT_BE_NEGATIVE', unitField(ref, negative[0]));
  if (minorOf(total)! <= 0n) {
    return errors.unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE', unitField(ref, 'amount/value'));
  }
  const itemTotal = breakdown?.item_total;
  if (items.length && !itemTotal) {
    return errors.unprocessable('ITEM_TOTAL_REQUIRED', unitField(ref, 'amount/breakdown/item_total'));
  }
  if (itemTotal && items.length) {
    const sum = items.reduce((acc, item) => acc + minorOf(item.unit_amount)! * BigInt(item.quantity), 0n);
    if (sum !== minorOf(itemTotal)) {
      return errors.unprocessable('ITEM_TOTAL_MISMATCH', unitField(ref, 'amount/breakdown/item_total/value'));
    }
  }
  if (breakdown) {
    const of = (name: keyof Breakdown) => (breakdown[name] ? minorOf(breakdown[name])! : 0n);
    const expected =
      of('item_total') +
      of('tax_total') +
      of('shipping') +
      of('handling') +
      of('insurance') -
      of('shipping_discount') -
      of('discount');
    if (expected !== minorOf(total))
      return errors.unprocessable('AMOUNT_MISMATCH', unitField(ref, 'amount/value'));
  }
  return undefined;
}

function webhookEvent(eventType: string, resourceType: string, resource: unknown): Record<string, unknown> {
  return {
    id: `WH-${paypalId(8)}-${paypalId(17)}`,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: resourceType,
    resource_version: '2.0',
    event_type: eventType,
    summary: `${eventType} event`,
    resource,
    links: [],
  };
}

export async function startPayPalStandIn(options?: StandInOptions): Promise<PayPalStandIn> {
  return new PayPalStandIn(options).start();
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, answer: StandInAnswer, call: StandInCall): void {
  const body = answer.body === undefined ? '' : JSON.stringify(answer.body);
  call.answer = { status: answer.status, body };
  res.writeHead(answer.status, {
    ...(body ? { 'content-type': 'application/json' } : {}),
    'content-length': Buffer.byteLength(body),
    ...answer.headers,
  });
  res.end(body);
}
