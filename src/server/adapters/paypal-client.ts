// PayPal's REST API over fetch (DESIGN §3): OAuth2 client-credentials token cached until it expires,
// client tokens for the JS SDK, Orders v2 create / get / capture / track and Payments v2 refunds with
// PayPal-Request-Id, and webhook signature verification. Failures become PayPalApiError (PayPal refused:
// a 4xx with its error body), PayPalBadAnswerError (PayPal answered, but with a 5xx or something unreadable) or
// PayPalUnavailableError (no answer: unreachable, timed out): the service turns them into clear answers.
import type { Clock } from './clock.ts';
import type { Config } from '../config.ts';

export type PayPalMoney = { currency_code: string; value: string };
export type PayPalName = { given_name?: string; surname?: string };
export type PayPalAddress = {
  address_line_1?: string;
  address_line_2?: string;
  admin_area_2?: string;
  admin_area_1?: string;
  postal_code?: string;
  country_code?: string;
};
export type PayPalCapture = { id: string; status: string; amount?: PayPalMoney };
/** A refund of a capture (Payments v2 `refund`): COMPLETED, PENDING, FAILED or CANCELLED. */
export type PayPalRefund = { id: string; status: string; amount?: PayPalMoney };
export type PayPalItem = { name: string; quantity: string; unit_amount: PayPalMoney; category?: string };
export type PayPalPurchaseUnit = {
  reference_id?: string;
  custom_id?: string;
  amount?: PayPalMoney & { breakdown?: { item_total?: PayPalMoney; shipping?: PayPalMoney } };
  items?: PayPalItem[];
  shipping?: {
    name?: { full_name?: string };
    address?: PayPalAddress;
    trackers?: Array<{ id?: string; status?: string }>;
  };
  payments?: { captures?: PayPalCapture[] };
};
export type PayPalOrder = {
  id: string;
  status: string;
  payment_source?: { paypal?: { email_address?: string; name?: PayPalName } };
  payer?: { email_address?: string; name?: PayPalName };
  purchase_units?: PayPalPurchaseUnit[];
};

export type WebhookTransmission = {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
};

/** PayPal answered with an error body {name, message, details[{issue, description}], debug_id}. */
export class PayPalApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly issue: string | undefined,
    readonly debugId: string | undefined,
  ) {
    super(message);
    this.name = 'PayPalApiError';
  }
}

/** PayPal answered, but not usefully: a 5xx or 429, or an answer that is not what its API describes. */
export class PayPalBadAnswerError extends Error {
  constructor(
    message: string,
    readonly debugId?: string,
  ) {
    super(message);
    this.name = 'PayPalBadAnswerError';
  }
}

/** PayPal could not be reached or did not answer in time. */
export class PayPalUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PayPalUnavailableError';
  }
}

type RequestOptions = { body?: string; requestId?: string; prefer?: string };

/** Renew the cached access token this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

/** How long one call to PayPal may take before it counts as down. */
const DEFAULT_TIMEOUT_MS = 15_000;

export class PayPalClient {
  private readonly config: Config['paypal'];
  private readonly clock: Clock;
  private readonly timeoutMs: number;
  private token: { value: string; expiresAt: number } | undefined;
  private pendingToken: Promise<string> | undefined;

  constructor(deps: { config: Config['paypal']; clock: Clock; timeoutMs?: number }) {
    this.config = deps.config;
    this.clock = deps.clock;
    this.timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  get enabled(): boolean {
    return Boolean(this.config.clientId && this.config.clientSecret);
  }

  get clientId(): string | undefined {
    return this.config.clientId;
  }

  get webhookId(): string | undefined {
    return this.config.webhookId;
  }

  async generateClientToken(): Promise<{ clientToken: string; expiresIn: number }> {
    const answer = await this.call<{ client_token?: unknown; expires_in?: unknown }>(
      'POST',
      '/v1/identity/generate-token',
      {},
    );
    if (typeof answer.client_token !== 'string') throw malformed('client token');
    return { clientToken: answer.client_token, expiresIn: Number(answer.expires_in ?? 0) };
  }

  /**
   * One purchase unit: the bracelets as an item (name, quantity, unit amount) and the amount's breakdown
   * (item total and shipping), which PayPal checks add up. The shipping address is PayPal's to collect:
   * `shipping_preference` defaults to GET_FROM_FILE. It is not set through `payment_source.paypal`,
   * which would mark a card paid through the JS SDK's card button as a PayPal wallet payment.
   */
  async createOrder(input: {
    requestId: string;
    referenceId: string;
    description: string;
    item: { name: string; quantity: number; unitAmount: PayPalMoney };
    amount: { total: PayPalMoney; itemTotal: PayPalMoney; shipping: PayPalMoney };
  }): Promise<PayPalOrder> {
    const { item, amount } = input;
    const body = {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: input.referenceId,
          custom_id: input.referenceId,
          description: input.description,
          amount: {
            ...amount.total,
            breakdown: { item_total: amount.itemTotal, shipping: amount.shipping },
          },
          items: [
            {
              name: item.name,
              quantity: String(item.quantity),
              unit_amount: item.unitAmount,
              category: 'PHYSICAL_GOODS',
            },
          ],
        },
      ],
    };
    return orderOf(
      await this.call('POST', '/v2/checkout/orders', {
        body: JSON.stringify(body),
        requestId: input.requestId,
        prefer: 'return=representation',
      }),
    );
  }

  async captureOrder(orderId: string, requestId: string): Promise<PayPalOrder> {
    return orderOf(
      await this.call('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
        body: '{}',
        requestId,
        prefer: 'return=representation',
      }),
    );
  }

  async getOrder(orderId: string): Promise<PayPalOrder> {
    return orderOf(await this.call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`, {}));
  }

  /**
   * Refunds `amount` of a capture (Payments v2). The request id makes a repeat answer the same refund
   * instead of refunding twice; PayPal's refusals (CAPTURE_FULLY_REFUNDED, REFUND_AMOUNT_EXCEEDED…)
   * arrive as PayPalApiError with their issue. The buyer is mailed by us, not by PayPal's note.
   */
  async refundCapture(input: {
    captureId: string;
    amount: PayPalMoney;
    noteToPayer: string;
    invoiceId?: string;
    requestId: string;
  }): Promise<PayPalRefund> {
    const body = {
      amount: input.amount,
      note_to_payer: input.noteToPayer,
      ...(input.invoiceId ? { invoice_id: input.invoiceId } : {}),
    };
    return refundOf(
      await this.call('POST', `/v2/payments/captures/${encodeURIComponent(input.captureId)}/refund`, {
        body: JSON.stringify(body),
        requestId: input.requestId,
        prefer: 'return=representation',
      }),
    );
  }

  async getRefund(refundId: string): Promise<PayPalRefund> {
    return refundOf(await this.call('GET', `/v2/payments/refunds/${encodeURIComponent(refundId)}`, {}));
  }

  /**
   * Gives PayPal a shipment's tracking number (Orders v2 track), so the buyer's PayPal account shows it
   * and PayPal's seller protection knows the parcel left. Answers the id of the tracker PayPal made.
   */
  async addTracking(input: {
    orderId: string;
    captureId: string;
    trackingNumber: string;
    carrier: string;
    carrierNameOther?: string;
    requestId: string;
  }): Promise<{ trackerId: string | null }> {
    const body = {
      // Orders v2's shipment_tracker requires the transaction (our capture) and the parcel's status.
      transaction_id: input.captureId,
      status: 'SHIPPED',
      capture_id: input.captureId,
      tracking_number: input.trackingNumber,
      // A carrier outside PayPal's list is OTHER with its name, as Orders v2 and PayPal's carrier list say.
      carrier: input.carrier,
      ...(input.carrier === 'OTHER' && input.carrierNameOther
        ? { carrier_name_other: input.carrierNameOther }
        : {}),
      notify_payer: false,
    };
    const order = orderOf(
      await this.call('POST', `/v2/checkout/orders/${encodeURIComponent(input.orderId)}/track`, {
        body: JSON.stringify(body),
        requestId: input.requestId,
      }),
    );
    const trackers = order.purchase_units?.flatMap((unit) => unit.shipping?.trackers ?? []) ?? [];
    // PayPal's tracker id ends with the tracking number (`{capture id}-{number}`); the last one is ours.
    const ours = trackers.filter((tracker) => tracker.id?.endsWith(input.trackingNumber)).at(-1);
    return { trackerId: ours?.id ?? trackers.at(-1)?.id ?? null };
  }

  /**
   * Asks PayPal whether a webhook delivery is genuine. `rawEvent` is the body exactly as received:
   * PayPal checks a CRC of it, so it is passed through untouched rather than re-serialized.
   */
  async verifyWebhookSignature(transmission: WebhookTransmission, rawEvent: string): Promise<boolean> {
    if (!this.config.webhookId) return false;
    const fields = JSON.stringify({
      auth_algo: transmission.authAlgo,
      cert_url: transmission.certUrl,
      transmission_id: transmission.transmissionId,
      transmission_sig: transmission.transmissionSig,
      transmission_time: transmission.transmissionTime,
      webhook_id: this.config.webhookId,
    });
    const body = `${fields.slice(0, -1)},"webhook_event":${rawEvent}}`;
    const answer = await this.call<{ verification_status?: unknown }>(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      { body },
    );
    return answer.verification_status === 'SUCCESS';
  }

  // ---- transport -------------------------------------------------------------------------------

  /** One API call: a fresh token after a 401, one retry (same PayPal-Request-Id) after a network error or 5xx. */
  private async call<T = unknown>(method: string, path: string, options: RequestOptions): Promise<T> {
    let renewedToken = false;
    let retried = false;
    for (;;) {
      const token = await this.accessToken();
      let response: Response;
      try {
        response = await this.fetch(
          method,
          path,
          {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            ...(options.requestId ? { 'paypal-request-id': options.requestId } : {}),
            ...(options.prefer ? { prefer: options.prefer } : {}),
          },
          options.body,
        );
      } catch (error) {
        if (error instanceof PayPalUnavailableError && !isTimeout(error) && !retried) {
          retried = true;
          continue;
        }
        throw error;
      }
      if (response.status === 401 && !renewedToken) {
        renewedToken = true;
        this.token = undefined;
        await response.body?.cancel();
        continue;
      }
      if ((response.status >= 500 || response.status === 429) && !retried) {
        retried = true;
        await response.body?.cancel();
        continue;
      }
      return (await this.readAnswer(response)) as T;
    }
  }

  private async accessToken(): Promise<string> {
    const now = this.clock.now().getTime();
    if (this.token && this.token.expiresAt > now) return this.token.value;
    // One token request at a time, however many calls need it.
    this.pendingToken ??= this.requestToken().finally(() => {
      this.pendingToken = undefined;
    });
    return this.pendingToken;
  }

  private async requestToken(): Promise<string> {
    const { clientId, clientSecret } = this.config;
    if (!clientId || !clientSecret)
      throw new PayPalApiError(401, 'NOT_CONFIGURED', 'PayPal is not configured', undefined, undefined);
    const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
    const response = await this.fetch(
      'POST',
      '/v1/oauth2/token',
      { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      'grant_type=client_credentials',
    );
    const answer = (await this.readAnswer(response)) as { access_token?: unknown; expires_in?: unknown };
    if (typeof answer.access_token !== 'string') throw malformed('access token');
    const lifetimeMs = Math.max(0, Number(answer.expires_in ?? 0) * 1000 - TOKEN_MARGIN_MS);
    this.token = { value: answer.access_token, expiresAt: this.clock.now().getTime() + lifetimeMs };
    return answer.access_token;
  }

  private async fetch(
    method: string,
    path: string,
    headers: Record<string, string>,
    body: string | undefined,
  ): Promise<Response> {
    try {
      return await fetch(`${this.config.apiBase}${path}`, {
        method,
        headers: { accept: 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw unavailable(error);
    }
  }

  private async readAnswer(response: Response): Promise<unknown> {
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw unavailable(error);
    }
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      json = undefined;
    }
    const isObject = typeof json === 'object' && json !== null && !Array.isArray(json);
    if (response.ok) {
      if (!isObject) throw malformed('JSON answer');
      return json;
    }
    const parsed = (isObject ? json : {}) as Record<string, unknown>;
    const debugId =
      (typeof parsed.debug_id === 'string' ? parsed.debug_id : undefined) ??
      response.headers.get('paypal-debug-id') ??
      undefined;
    if (response.status >= 500 || response.status === 429) {
      throw new PayPalBadAnswerError(`PayPal answered ${response.status}`, debugId);
    }
    const details = Array.isArray(parsed.details) ? (parsed.details as Array<Record<string, unknown>>) : [];
    const issue = typeof details[0]?.issue === 'string' ? details[0].issue : undefined;
    const name =
      typeof parsed.name === 'string'
        ? parsed.name
        : typeof parsed.error === 'string'
          ? parsed.error
          : 'UNKNOWN';
    const description =
      (typeof details[0]?.description === 'string' ? details[0].description : undefined) ??
      (typeof parsed.message === 'string' ? parsed.message : undefined) ??
      (typeof parsed.error_description === 'string' ? parsed.error_description : undefined) ??
      `PayPal answered ${response.status}`;
    throw new PayPalApiError(response.status, name, description, issue, debugId);
  }
}

function isTimeout(error: PayPalUnavailableError): boolean {
  const cause = error.cause as { name?: string } | undefined;
  return cause?.name === 'TimeoutError' || cause?.name === 'AbortError';
}

function unavailable(error: unknown): PayPalUnavailableError {
  if (error instanceof PayPalUnavailableError) return error;
  const name = (error as { name?: string } | undefined)?.name;
  const reason = name === 'TimeoutError' || name === 'AbortError' ? 'timed out' : 'could not be reached';
  return new PayPalUnavailableError(`PayPal ${reason}`, { cause: error });
}

function malformed(what: string): PayPalBadAnswerError {
  return new PayPalBadAnswerError(`PayPal sent an unexpected ${what}`);
}

function refundOf(answer: unknown): PayPalRefund {
  const refund = answer as Partial<PayPalRefund>;
  if (typeof refund.id !== 'string' || typeof refund.status !== 'string') throw malformed('refund');
  return refund as PayPalRefund;
}

function orderOf(answer: unknown): PayPalOrder {
  const order = answer as Partial<PayPalOrder>;
  if (typeof order.id !== 'string' || typeof order.status !== 'string') throw malformed('order');
  return order as PayPalOrder;
}
