// PayPal's published contract as a checker: the Orders v2, Payments v2 and Webhooks v1 OpenAPI documents in
// contracts/ (PayPal's own files, unchanged; Orders v2's carrier list gets the OTHER its prose names, see
// withOtherCarrier) plus the two calls PayPal documents elsewhere (paypal-extra-operations.ts). `match` finds the documented operation of a method and path;
// `checkRequest` and `checkResponse` validate parameters, bodies and answers against its schemas with
// ajv (decision 039). The stand-in runs every request and answer through it.
import { readFileSync } from 'node:fs';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { extraOperations } from './paypal-extra-operations.ts';

type Json = Record<string, unknown>;
type Document = { name: string; spec: Json };

export type ContractOperation = {
  document: string;
  operationId: string;
  method: string;
  template: string;
};

export type ContractMatch = {
  operation: ContractOperation;
  /** Path parameters, decoded. */
  params: Record<string, string>;
};

export type ContractRequest = {
  headers: Record<string, string | string[] | undefined>;
  query: URLSearchParams;
  /** The body as sent ('' for none). */
  raw: string;
};

export type ContractProblem = {
  location: 'path' | 'query' | 'header' | 'body';
  field: string;
  issue: string;
};

type Route = {
  operation: ContractOperation;
  document: Document;
  /** JSON pointer of the operation object in its document. */
  pointer: string;
  spec: Json;
  pattern: RegExp;
  paramNames: string[];
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** PayPal's own format names (no public definition): accepted as any string; the schemas' patterns still apply. */
const PAYPAL_FORMATS = [
  'merchant_common_email_address_v2',
  'payer_v1',
  'ppaas_common_country_code_v2',
  'ppaas_common_currency_code_v2',
  'ppaas_common_email_address_v2',
  'ppaas_common_language_v3',
  'ppaas_date_notime_v2',
  'ppaas_date_time_v3',
  'ppaas_ip_address_v1',
  'ppaas_payer_id_v3',
];

function loadDocument(name: string): Document {
  const text = readFileSync(new URL(`./contracts/${name}`, import.meta.url), 'utf8');
  return { name, spec: JSON.parse(text) as Json };
}

/**
 * The one place where a document contradicts itself, settled by its own words. Orders v2's
 * `shipment_carrier` says "If your carrier name is not in the list, set `carrier` to `OTHER` and set carrier
 * name in `carrier_name_other`" (so do `carrier_name_other` and PayPal's Add Tracking API carrier list,
 * https://developer.paypal.com/docs/tracking/reference/carriers/), yet its enum of 1,276 carriers leaves OTHER
 * out. OTHER is added to that enum, and nothing else: an unknown carrier code is still refused.
 */
function withOtherCarrier(document: Document): Document {
  const carrier = at(document.spec, '/components/schemas/shipment_carrier') as
    { enum?: string[] } | undefined;
  if (!carrier?.enum) throw new Error(`${document.name}: no shipment_carrier enum to amend`);
  if (!carrier.enum.includes('OTHER')) carrier.enum.push('OTHER');
  return document;
}

/** A JSON pointer as a URI fragment that ajv resolves ("{id}" → "%7Bid%7D"). */
function pointerOf(segments: string[]): string {
  return `/${segments.map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`;
}

function at(spec: Json, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], spec);
}

export class PayPalContract {
  private readonly ajv: Ajv;
  private readonly routes: Route[] = [];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(documents: Document[]) {
    // OpenAPI 3.0 schemas: `nullable`, `example` and `x-*` are not JSON Schema keywords (strict off), and
    // PayPal's patterns are ECMAScript regular expressions without the `u` flag.
    this.ajv = new Ajv({ strict: false, allErrors: true, verbose: true, unicodeRegExp: false });
    addFormats(this.ajv);
    for (const format of PAYPAL_FORMATS) this.ajv.addFormat(format, true);
    for (const document of documents) {
      this.ajv.addSchema(document.spec, document.name);
      const paths = document.spec.paths as Record<string, Json>;
      for (const [template, item] of Object.entries(paths)) {
        for (const method of METHODS) {
          const spec = item[method] as Json | undefined;
          if (!spec) continue;
          const paramNames = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
          const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)');
          this.routes.push({
            operation: {
              document: document.name,
              operationId: String(spec.operationId ?? `${method} ${template}`),
              method: method.toUpperCase(),
              template,
            },
            document,
            pointer: pointerOf(['paths', template, method]),
            spec,
            pattern: new RegExp(`^${source}$`),
            paramNames,
          });
        }
      }
    }
    // A literal path wins over a template that would also match it.
    this.routes.sort((a, b) => a.paramNames.length - b.paramNames.length);
  }

  get operations(): ContractOperation[] {
    return this.routes.map((r) => r.operation);
  }

  match(method: string, path: string): ContractMatch | undefined {
    for (const route of this.routes) {
      if (route.operation.method !== method.toUpperCase()) continue;
      const found = route.pattern.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      route.paramNames.forEach((name, i) => {
        params[name] = safeDecode(found[i + 1]!);
      });
      return { operation: route.operation, params };
    }
    return undefined;
  }

  checkRequest(match: ContractMatch, request: ContractRequest): ContractProblem[] {
    const route = this.route(match);
    const problems: ContractProblem[] = [];
    for (const [parameter, pointer] of this.parameters(route)) {
      const name = String(parameter.name);
      const location = parameter.in as ContractProblem['location'] | 'cookie';
      let value: string | undefined;
      if (location === 'path') value = match.params[name];
      else if (location === 'query') value = request.query.get(name) ?? undefined;
      else if (location === 'header') value = firstHeader(request.headers, name);
      else continue;
      if (value === undefined) {
        if (parameter.required) problems.push({ location, field: name, issue: 'is required' });
        continue;
      }
      problems.push(
        ...this.validate(route.document, `${pointer}/schema`, value).map((issue) => ({
          location,
          field: name,
          issue,
        })),
      );
    }
    problems.push(...this.checkRequestBody(route, request));
    return problems;
  }

  /** Whether the operation documents a body for an answer of this status (Payments v2's 500s have none). */
  documentsBody(match: ContractMatch, status: number): boolean {
    const route = this.route(match);
    const responses = (route.spec.responses ?? {}) as Json;
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
    if (!key) return false;
    const [response] = this.deref(route.document, responses[key], `${route.pointer}/responses/${key}`);
    return Boolean(response.content);
  }

  /** Problems of an answer: a status the operation does not document, or a body its schema refuses. */
  checkResponse(match: ContractMatch, status: number, raw: string): string[] {
    const route = this.route(match);
    const responses = (route.spec.responses ?? {}) as Json;
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
    if (!key) return [`status ${status} is not documented`];
    const [response, pointer] = this.deref(
      route.document,
      responses[key],
      `${route.pointer}/responses/${key}`,
    );
    const content = response.content as Json | undefined;
    if (!content) return raw ? [`status ${status} has no body, but one was sent`] : [];
    if (!content['application/json']) return [`status ${status} has no JSON body`];
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return [`status ${status}: the body is not JSON`];
    }
    return this.validate(
      route.document,
      `${pointer}/content/${encodeURIComponent('application~1json')}/schema`,
      body,
    ).map((issue) => `status ${status}: ${issue}`);
  }

  /** Validates a value against any schema in a document, by JSON pointer (e.g. "/components/schemas/order"). */
  validate(document: Document | string, pointer: string, value: unknown): string[] {
    const name = typeof document === 'string' ? document : document.name;
    const id = `${name}#${pointer}`;
    let validator = this.validators.get(id);
    if (!validator) {
      validator = this.ajv.compile({ $ref: id });
      this.validators.set(id, validator);
    }
    return validator(value) ? [] : summarize(validator.errors ?? []);
  }

  private checkRequestBody(route: Route, request: ContractRequest): ContractProblem[] {
    const problem = (issue: string): ContractProblem[] => [{ location: 'body', field: '/', issue }];
    if (!route.spec.requestBody) return request.raw ? problem('the operation takes no body') : [];
    const [requestBody, pointer] = this.deref(
      route.document,
      route.spec.requestBody,
      `${route.pointer}/requestBody`,
    );
    if (!request.raw) return requestBody.required ? problem('a body is required') : [];
    const mediaType = (firstHeader(request.headers, 'content-type') ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    const content = (requestBody.content ?? {}) as Json;
    if (!content[mediaType]) return problem(`content type "${mediaType}" is not accepted`);
    let body: unknown;
    if (mediaType === 'application/x-www-form-urlencoded') {
      body = Object.fromEntries(new URLSearchParams(request.raw));
    } else {
      try {
        body = JSON.parse(request.raw);
      } catch {
        return problem('the body is not JSON');
      }
    }
    const schemaPointer = `${pointer}/content/${encodeURIComponent(mediaType.replace(/\//g, '~1'))}/schema`;
    return this.validate(route.document, schemaPointer, body).map((issue) => ({
      location: 'body',
      field: issue.split(' ', 1)[0]!,
      issue,
    }));
  }

  /** Path-item and operation parameters, $refs resolved, each with its pointer. */
  private parameters(route: Route): Array<[Json, string]> {
    const itemPointer = route.pointer.slice(0, route.pointer.lastIndexOf('/'));
    const item = at(route.document.spec, itemPointer) as Json;
    const list: Array<[Json, string]> = [];
    for (const [owner, ownerPointer] of [
      [item, itemPointer],
      [route.spec, route.pointer],
    ] as const) {
      const parameters = (owner.parameters ?? []) as unknown[];
      parameters.forEach((parameter, i) => {
        list.push(this.deref(route.document, parameter, `${ownerPointer}/parameters/${i}`));
      });
    }
    return list;
  }

  /** Follows local $refs ("#/components/..."), returning the object and its pointer. */
  private deref(document: Document, node: unknown, pointer: string): [Json, string] {
    let current = node as Json;
    let currentPointer = pointer;
    while (typeof current.$ref === 'string' && current.$ref.startsWith('#/')) {
      currentPointer = current.$ref.slice(1);
      current = at(document.spec, currentPointer) as Json;
    }
    return [current, currentPointer];
  }

  private route(match: ContractMatch): Route {
    return this.routes.find((r) => r.operation === match.operation)!;
  }
}

/** One line per failure: the reasons inside a failed anyOf/oneOf are left out (one per branch tried). */
function summarize(errors: ErrorObject[]): string[] {
  const branches = errors
    .filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf')
    .map((e) => `${e.schemaPath}/`);
  return errors
    .filter((e) => !branches.some((branch) => e.schemaPath.startsWith(branch)))
    .map((e) => {
      const value = JSON.stringify(e.data) ?? 'undefined';
      const shown = value.length > 160 ? `${value.slice(0, 160)}…` : value;
      return `${e.instancePath || '/'} ${e.message ?? e.keyword}, got ${shown}`;
    });
}

function firstHeader(headers: ContractRequest['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

let contract: PayPalContract | undefined;

/** PayPal's contract, loaded once per process (compiling its schemas takes about a second). */
export function paypalContract(): PayPalContract {
  contract ??= new PayPalContract([
    withOtherCarrier(loadDocument('checkout_orders_v2.json')),
    loadDocument('notifications_webhooks_v1.json'),
    loadDocument('payments_payment_v2.json'),
    { name: 'paypal-extra-operations', spec: extraOperations },
  ]);
  return contract;
}
