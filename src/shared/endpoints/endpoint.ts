// One endpoint, declared once (docs/ARCHITECTURE.md "Endpoint contracts"): the server registers its route
// from it, the browser calls it through it, the security tests and the OpenAPI document read it.
import type { z, ZodTypeAny } from 'zod';
import type { MessageKey } from '../i18n/message-key.ts';

/** public: anyone; user: signed in (verified or not); verified: a verified parent; admin: an admin. */
export const ROUTE_ACCESS = ['public', 'user', 'verified', 'admin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** What a success answers when it is not JSON: a page, a file, a redirect or nothing. */
export type NonJsonAnswer =
  | 'text/html'
  | 'text/csv'
  | 'text/plain'
  | 'application/pdf'
  | 'image/svg+xml'
  | 'image/png'
  | 'image/jpeg'
  | 'application/octet-stream'
  | 'redirect'
  | 'empty';

export type EndpointDefinition = {
  method: HttpMethod;
  /** Fastify syntax: '/api/tags/:tagId'. */
  path: string;
  access: RouteAccess;
  /** One line for the OpenAPI document. */
  summary: string;
  params?: ZodTypeAny;
  query?: ZodTypeAny;
  body?: ZodTypeAny;
  /** The success answer's JSON, or what it is when it is not JSON. */
  response: ZodTypeAny | NonJsonAnswer;
  /** The success status when it is not 200. */
  status?: 201 | 202 | 204 | 302;
  /** Malformed params answer 404 with this text, as an unknown id does (a tag id that is no UUID). */
  notFound?: MessageKey;
  /** Left out of /api/openapi.json: an operator's route that answers others as if it did not exist. */
  undocumented?: true;
};

/** Declares an endpoint; the literal types stay, so the route and the client know its shapes. */
export function endpoint<const E extends EndpointDefinition>(definition: E): E {
  return definition;
}

type Output<S> = S extends ZodTypeAny ? z.output<S> : undefined;
type Input<S> = S extends ZodTypeAny ? z.input<S> : undefined;

/** What a handler receives after validation. */
export type ParamsOf<E extends EndpointDefinition> = Output<E['params']>;
export type QueryOf<E extends EndpointDefinition> = Output<E['query']>;
export type BodyOf<E extends EndpointDefinition> = Output<E['body']>;
/** What the browser sends. */
export type BodyInputOf<E extends EndpointDefinition> = Input<E['body']>;
/** The success answer's JSON (what the handler returns, what the browser receives). */
export type AnswerOf<E extends EndpointDefinition> = E['response'] extends ZodTypeAny
  ? z.output<E['response']>
  : E['response'] extends 'empty'
    ? null
    : unknown;

declare const contractType: unique symbol;

/**
 * An endpoint named by its method and path alone, typed as its contract: for a page that must stay
 * small (the landing page, the public tag page), whose code imports the contract as a type only and so
 * never loads its zod schemas. Calls, URLs and paths need no more.
 */
export type EndpointRef<E extends EndpointDefinition> = Pick<E, 'method' | 'path'> & {
  readonly [contractType]?: E;
};

/** `endpointRef<typeof contract>('PUT', '/api/language')`: the compiler checks both against the contract. */
export function endpointRef<E extends EndpointDefinition>(
  method: E['method'],
  path: E['path'],
): EndpointRef<E> {
  return { method, path };
}

/** The path with its ':params' filled in, each value URL-encoded. */
export function pathOf(definition: Pick<EndpointDefinition, 'path'>, params: object = {}): string {
  const values = params as Record<string, unknown>;
  return definition.path.replace(/:([A-Za-z0-9_]+)|\*/g, (whole, name: string | undefined) => {
    const key = name ?? '*';
    const value = values[key];
    if (value === undefined) throw new Error(`${definition.path}: no value for ${whole}`);
    return name ? encodeURIComponent(String(value)) : String(value);
  });
}
